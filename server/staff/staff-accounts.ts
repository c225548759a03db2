import { isStaffRole, type StaffRole } from "~/domain/permissions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Db } from "../db/database";
import { findStaffUserById, listStaffUsers, type StaffUserRow } from "./staff-users.repository";
import { staffActor } from "../audit/audit";
import type { AccountRef, ChangedBy, ClientInfo, StaffDeps, StaffLinkMailer } from "./staff-common";
import type { StaffAuthService } from "./staff-auth";
import { disable, enable, setRole } from "./account-role-and-access";
import { resetLink } from "./reset-link";
import { unlockSignIn } from "./sign-in-unlock";
import { endSessions, sessionsOf } from "./staff-sessions";
import { turnOffTwoFactor } from "./turn-off-two-factor";

/** An account as the users page lists it. */
export type StaffAccount = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** invited: no password set yet. */
  state: "active" | "disabled" | "invited";
  lastSignInAt: string | null;
  twoFactor: boolean;
  createdAt: string;
};

function account(row: StaffUserRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isStaffRole(row.role) ? row.role : "marketing",
    state: row.disabled_at ? "disabled" : row.password_hash ? "active" : "invited",
    lastSignInAt: row.last_sign_in_at,
    twoFactor: row.totp_secret !== null,
    createdAt: row.created_at,
  };
}

/**
 * Staff accounts as admins manage them in the console (invite, role, disable, enable, sessions, a
 * reset link, the second factor), and each person's own sessions (`context.services.staffAccounts`),
 * each function one use case of its own module. Every change is one audit row, written in the
 * change's transaction. Roles and disabling go through here from the console and the command line
 * alike, so neither ever leaves the site without an enabled admin.
 */
export function createStaffAccountsService({
  db,
  siteUrl,
  auth,
  mailer = null,
  now = () => new Date(),
}: {
  db: Db;
  siteUrl: string;
  auth: Pick<StaffAuthService, "addUser">;
  /** Mails reset links to the person as well (null: the link is only shown). */
  mailer?: StaffLinkMailer | null;
  now?: () => Date;
}) {
  const deps: Pick<StaffDeps, "db" | "siteUrl" | "mailer" | "now"> = { db, siteUrl, mailer, now };
  return {
    async list(): Promise<StaffAccount[]> {
      return (await listStaffUsers(db)).map(account);
    },

    async get(id: number): Promise<StaffAccount | null> {
      const row = await findStaffUserById(db, id);
      return row ? account(row) : null;
    },

    /** The person's live sessions, newest activity first; `currentIdHash` marks the one asking. */
    sessionsOf: (userId: number, currentIdHash: string | null) => sessionsOf(deps, userId, currentIdHash),

    /** An account without a password and its one-time link (24 hours) where the person sets one. */
    invite: (input: { email: string; name: string; role: string }, admin: SignedInStaff, client: ClientInfo) =>
      auth.addUser(input, staffActor(admin), client),

    /** server/staff/account-role-and-access.ts */
    setRole: (ref: AccountRef, role: string, by: ChangedBy, client: ClientInfo) => setRole(deps, ref, role, by, client),
    disable: (ref: AccountRef, by: ChangedBy, client: ClientInfo) => disable(deps, ref, by, client),
    enable: (id: number, admin: SignedInStaff, client: ClientInfo) => enable(deps, id, admin, client),

    unlockSignIn: (ref: AccountRef, by: ChangedBy, client: ClientInfo) => unlockSignIn(deps, ref, by, client),
    resetLink: (id: number, admin: SignedInStaff, client: ClientInfo) => resetLink(deps, id, admin, client),
    turnOffTwoFactor: (id: number, admin: SignedInStaff, client: ClientInfo) =>
      turnOffTwoFactor(deps, id, admin, client),
    endSessions: (userId: number, which: Parameters<typeof endSessions>[2], actor: SignedInStaff, client: ClientInfo) =>
      endSessions(deps, userId, which, actor, client),
  };
}
