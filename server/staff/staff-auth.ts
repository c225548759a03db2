import { PRODUCTION_PASSWORD_HASH_COST } from "../security/passwords";
import type { SignInGuard } from "./sign-in-guard";
import type { Db } from "../db/database";
import { listStaffUsers } from "./staff-users.repository";
import type { AuditActor } from "../audit/audit";
import type { ClientInfo, StaffDeps, StaffFailure, StaffLinkMailer } from "./staff-common";
import { addStaffUser } from "./add-staff-user";
import { changePassword } from "./change-password";
import { confirmOwnPassword } from "./confirm-own-password";
import { firstAdminLink } from "./first-admin-link";
import { linkState, useLink } from "./set-password-link";
import { signIn } from "./sign-in";
import { completeSignIn, signInStepValid } from "./sign-in-code";
import { endOtherSessions, sessionUser, signOut } from "./staff-sessions";

export type { ClientInfo, StaffFailure };
export type { CodeNeeded, SignedIn } from "./sign-in-steps";

/**
 * Sign-in and what goes with it, as routes, the console's context and the command line reach it
 * (`context.services.staffAuth`): each function is one use case of its own module, given this
 * service's dependencies.
 */
export function createStaffAuthService({
  db,
  siteUrl,
  guard,
  passwordHashCost = PRODUCTION_PASSWORD_HASH_COST,
  mailer = null,
  now = () => new Date(),
}: {
  db: Db;
  siteUrl: string;
  guard: SignInGuard;
  /** Mails invitations to the person as well (null: the link is only shown, as the command line does). */
  mailer?: StaffLinkMailer | null;
  /** log2 of scrypt's N for new hashes (PASSWORD_HASH_COST); existing hashes keep their own. */
  passwordHashCost?: number;
  now?: () => Date;
}) {
  const deps: StaffDeps = { db, siteUrl, guard, passwordHashCost, mailer, now };
  return {
    /** The password step (server/staff/sign-in.ts). */
    signIn: (input: Parameters<typeof signIn>[1], client: ClientInfo) => signIn(deps, input, client),
    /** The code step (server/staff/sign-in-code.ts). */
    completeSignIn: (input: Parameters<typeof completeSignIn>[1], client: ClientInfo) =>
      completeSignIn(deps, input, client),
    signInStepValid: (ticket: string | null) => signInStepValid(deps, ticket),
    confirmOwnPassword: (userId: number, password: string, client: ClientInfo) =>
      confirmOwnPassword(deps, userId, password, client),
    /** Sessions (server/staff/staff-sessions.ts). */
    sessionUser: (sessionId: string | null) => sessionUser(deps, sessionId),
    signOut: (sessionId: string | null, client: ClientInfo) => signOut(deps, sessionId, client),
    endOtherSessions: (userId: number, keepIdHash?: string) => endOtherSessions(deps, userId, keepIdHash),
    changePassword: (
      userId: number,
      newPassword: string,
      actor: AuditActor,
      client: ClientInfo & { continueSession?: boolean },
    ) => changePassword(deps, userId, newPassword, actor, client),
    /** Set-password links (server/staff/set-password-link.ts). */
    linkState: (secret: string) => linkState(deps, secret),
    useLink: (secret: string, input: Parameters<typeof useLink>[2], client: ClientInfo) =>
      useLink(deps, secret, input, client),
    addUser: (input: Parameters<typeof addStaffUser>[1], actor: AuditActor, client: ClientInfo) =>
      addStaffUser(deps, input, actor, client),
    listUsers: () => listStaffUsers(db),
    firstAdminLink: () => firstAdminLink(deps),
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
