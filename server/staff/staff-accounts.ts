import { isStaffRole, type StaffRole } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { SET_PASSWORD_PREFIX, type SignedInStaff, type StaffSessionView } from "~/domain/staff/staff-user";
import { SESSION_IDLE_MS } from "./session-cookie";
import type { Db, Executor } from "../db/database";
import { replaceRecoveryCodes } from "./staff-recovery-codes.repository";
import {
  deleteStaffSessionOfUser,
  deleteStaffSessionsOfUser,
  listStaffSessionsOfUser,
} from "./staff-sessions.repository";
import { retireUnusedStaffTokens } from "./staff-tokens.repository";
import {
  findStaffUserByEmail,
  findStaffUserById,
  listStaffUsers,
  lockActiveAdminIds,
  updateStaffUser,
  type StaffUserRow,
} from "./staff-users.repository";
import { audit, staffActor, type AuditActor } from "../audit/audit";
import {
  fail,
  issueMailedStaffLink,
  publicUser,
  type ClientInfo,
  type StaffFailure,
  type StaffLinkMailer,
} from "./staff-common";
import { LINK_LIFETIME_MS, type StaffAuthService } from "./staff-auth";

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

/** An account by its id (the console) or its email address (the command line). */
type AccountRef = number | { email: string };
/** Who makes a change: an admin in the console, or the system (the command line). */
type ChangedBy = SignedInStaff | AuditActor;

const findAccount = (tx: Executor, ref: AccountRef) =>
  typeof ref === "number" ? findStaffUserById(tx, ref) : findStaffUserByEmail(tx, ref.email);
const actorOf = (by: ChangedBy): AuditActor => ("role" in by ? staffActor(by) : by);

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
 * reset link, the second factor), and each person's own sessions. Every change is one audit row,
 * written in the change's transaction. Roles and disabling go through here from the console and the
 * command line alike, so neither ever leaves the site without an enabled admin.
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
  const iso = () => now().toISOString();
  const target = (id: number) => ({ type: "staff_user", id });

  /**
   * Null when the change leaves at least one enabled admin besides `user`, else the refusal, which is
   * recorded (`change` names what was asked: a role, or "disable").
   */
  async function keepsAnAdmin(
    tx: Executor,
    user: StaffUserRow,
    change: string,
    by: ChangedBy,
    client: ClientInfo,
  ): Promise<StaffFailure | null> {
    if (user.role !== "admin" || user.disabled_at) return null;
    const admins = await lockActiveAdminIds(tx);
    if (admins.some((id) => id !== user.id)) return null;
    await audit(tx, {
      actor: actorOf(by),
      action: AUDIT_ACTIONS.lastAdminKept,
      ip: client.ip,
      target: target(user.id),
      detail: { asked: change },
    });
    return fail(409, staffMessages.lastAdmin);
  }

  async function sessionsOf(userId: number, currentIdHash: string | null): Promise<StaffSessionView[]> {
    const t = now().getTime();
    return (await listStaffSessionsOfUser(db, userId))
      .filter((s) => Date.parse(s.expires_at) > t && Date.parse(s.last_seen_at) + SESSION_IDLE_MS > t)
      .map((s) => ({
        idHash: s.id_hash,
        createdAt: s.created_at,
        lastSeenAt: s.last_seen_at,
        ip: s.ip,
        userAgent: s.user_agent,
        current: s.id_hash === currentIdHash,
      }));
  }

  return {
    async list(): Promise<StaffAccount[]> {
      return (await listStaffUsers(db)).map(account);
    },

    async get(id: number): Promise<StaffAccount | null> {
      const row = await findStaffUserById(db, id);
      return row ? account(row) : null;
    },

    /** The person's live sessions, newest activity first; `currentIdHash` marks the one asking. */
    sessionsOf,

    /** An account without a password and its one-time link (24 hours) where the person sets one. */
    async invite(input: { email: string; name: string; role: string }, admin: SignedInStaff, client: ClientInfo) {
      return auth.addUser(input, staffActor(admin), client);
    },

    async setRole(ref: AccountRef, role: string, by: ChangedBy, client: ClientInfo) {
      if (!isStaffRole(role)) return fail(400, staffMessages.roleInvalid, "role");
      return db
        .transaction()
        .execute(async (tx): Promise<{ ok: true; changed: boolean; user: SignedInStaff } | StaffFailure> => {
          const user = await findAccount(tx, ref);
          if (!user) return fail(404, staffMessages.noSuchAccount);
          const changed = { ...publicUser(user), role };
          if (user.role === role) return { ok: true, changed: false, user: changed };
          if (role !== "admin") {
            const refused = await keepsAnAdmin(tx, user, role, by, client);
            if (refused) return refused;
          }
          await updateStaffUser(tx, user.id, { role, updated_at: iso() });
          await audit(tx, {
            actor: actorOf(by),
            action: AUDIT_ACTIONS.roleChanged,
            ip: client.ip,
            target: target(user.id),
            detail: { from: user.role, to: role },
          });
          return { ok: true, changed: true, user: changed };
        });
    },

    /** Disables the account and ends its sessions; never an admin's own, never the last enabled admin. */
    async disable(ref: AccountRef, by: ChangedBy, client: ClientInfo) {
      return db
        .transaction()
        .execute(async (tx): Promise<{ ok: true; sessionsEnded: number; user: SignedInStaff } | StaffFailure> => {
          const user = await findAccount(tx, ref);
          if (!user) return fail(404, staffMessages.noSuchAccount);
          if ("role" in by && user.id === by.id) return fail(409, staffMessages.cannotDisableSelf);
          if (user.disabled_at) return { ok: true, sessionsEnded: 0, user: publicUser(user) };
          const refused = await keepsAnAdmin(tx, user, "disable", by, client);
          if (refused) return refused;
          const at = iso();
          await updateStaffUser(tx, user.id, { disabled_at: at, updated_at: at });
          const sessionsEnded = await deleteStaffSessionsOfUser(tx, user.id);
          await audit(tx, {
            actor: actorOf(by),
            action: AUDIT_ACTIONS.userDisabled,
            ip: client.ip,
            target: target(user.id),
            detail: { sessionsEnded },
          });
          return { ok: true, sessionsEnded, user: publicUser(user) };
        });
    },

    async enable(id: number, admin: SignedInStaff, client: ClientInfo) {
      return db.transaction().execute(async (tx): Promise<{ ok: true } | StaffFailure> => {
        const user = await findStaffUserById(tx, id);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        if (!user.disabled_at) return { ok: true };
        await updateStaffUser(tx, id, { disabled_at: null, updated_at: iso() });
        await audit(tx, {
          actor: staffActor(admin),
          action: AUDIT_ACTIONS.userEnabled,
          ip: client.ip,
          target: target(id),
        });
        return { ok: true };
      });
    },

    /**
     * Clears every sign-in lock and slow-down of the account, from every client: the sign-in limits
     * count under the time written here (server/staff/sign-in-guard.ts), in every process.
     */
    async unlockSignIn(ref: AccountRef, by: ChangedBy, client: ClientInfo) {
      return db.transaction().execute(async (tx): Promise<{ ok: true; user: SignedInStaff } | StaffFailure> => {
        const user = await findAccount(tx, ref);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        const at = iso();
        await updateStaffUser(tx, user.id, { sign_in_unlocked_at: at, updated_at: at });
        await audit(tx, {
          actor: actorOf(by),
          action: AUDIT_ACTIONS.signInUnlocked,
          ip: client.ip,
          target: target(user.id),
        });
        return { ok: true, user: publicUser(user) };
      });
    },

    /**
     * A one-time link (24 hours) where the person sets a new password; earlier unused reset links
     * of theirs stop working. Their second factor, if on, is still asked at the next sign-in.
     */
    async resetLink(id: number, admin: SignedInStaff, client: ClientInfo) {
      return db.transaction().execute(async (tx): Promise<{ ok: true; link: string } | StaffFailure> => {
        const user = await findStaffUserById(tx, id);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        if (user.disabled_at) return fail(409, staffMessages.accountDisabled);
        await retireUnusedStaffTokens(tx, "reset", iso(), id);
        const secret = await issueMailedStaffLink(tx, "reset", user, now(), LINK_LIFETIME_MS, mailer);
        await audit(tx, {
          actor: staffActor(admin),
          action: AUDIT_ACTIONS.resetLinkIssued,
          ip: client.ip,
          target: target(id),
        });
        return { ok: true, link: `${siteUrl}${SET_PASSWORD_PREFIX}${secret}` };
      });
    },

    /** For a person who lost their authenticator and recovery codes: they sign in with the password alone again. */
    async turnOffTwoFactor(id: number, admin: SignedInStaff, client: ClientInfo) {
      return db.transaction().execute(async (tx): Promise<{ ok: true } | StaffFailure> => {
        const user = await findStaffUserById(tx, id);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        if (!user.totp_secret) return { ok: true };
        const at = iso();
        await updateStaffUser(tx, id, {
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          updated_at: at,
        });
        await replaceRecoveryCodes(tx, id, [], at);
        await audit(tx, {
          actor: staffActor(admin),
          action: AUDIT_ACTIONS.twoFactorDisabled,
          ip: client.ip,
          target: target(id),
          detail: { by: "admin" },
        });
        return { ok: true };
      });
    },

    /**
     * Ends sessions of a person: one (`idHash`), or all but `keepIdHash` (a person's "sign out other
     * sessions"), or all. Answers how many ended; recorded when any did.
     */
    async endSessions(
      userId: number,
      which: { idHash: string } | { allBut: string | null },
      actor: SignedInStaff,
      client: ClientInfo,
    ): Promise<{ ok: true; ended: number } | StaffFailure> {
      return db.transaction().execute(async (tx) => {
        const user = await findStaffUserById(tx, userId);
        if (!user) return fail(404, staffMessages.noSuchAccount);
        const ended =
          "idHash" in which
            ? Number(await deleteStaffSessionOfUser(tx, userId, which.idHash))
            : await deleteStaffSessionsOfUser(tx, userId, which.allBut ?? undefined);
        if ("idHash" in which && ended === 0) return fail(404, staffMessages.noSuchSession);
        if (ended > 0) {
          await audit(tx, {
            actor: staffActor(actor),
            action: AUDIT_ACTIONS.sessionsEnded,
            ip: client.ip,
            target: target(userId),
            detail: { ended, which: "idHash" in which ? "one" : which.allBut ? "others" : "all" },
          });
        }
        return { ok: true as const, ended };
      });
    },
  };
}
