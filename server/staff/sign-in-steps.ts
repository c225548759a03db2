import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { signInLockedMessage, signInPacedMessage, staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { sha256Hex } from "./session-cookie";
import type { GuardedAccount } from "./sign-in-guard";
import type { Executor } from "../db/database";
import { deleteStaffSession } from "./staff-sessions.repository";
import { updateStaffUser, type StaffUserRow } from "./staff-users.repository";
import { audit, staffActor, type AuditActor } from "../audit/audit";
import { fail, startSession, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";

/**
 * The steps that the password, the code step, a one-time link and the check of a person's own password
 * share: the guessing limits' answer, a failure counted, and the session of a person who is in.
 */

export type SignedIn = { ok: true; user: SignedInStaff; sessionId: string };
/**
 * The password (or a link) was right and the account uses a second factor: the browser gets this
 * ticket (a cookie) and is asked for a code. Nobody is signed in yet.
 */
export type CodeNeeded = { ok: "code"; ticket: string };

/** An account as the sign-in limits count it: its address, under the time an admin last cleared its locks. */
export const guarded = (user: StaffUserRow): GuardedAccount => ({
  email: user.email,
  unlockedAt: user.sign_in_unlocked_at,
});

/** The client as the sign-in limits count it. */
export const clientAddress = (client: ClientInfo) => client.ip ?? "unknown";

type AuditTarget = { type: string; id: string | number };

/** The sign-in limits' answer when this attempt may not even be checked (recorded), else null. */
export async function guardRefusal(
  { db, guard }: Pick<StaffDeps, "db" | "guard">,
  account: GuardedAccount,
  client: ClientInfo,
  target: AuditTarget,
): Promise<StaffFailure | null> {
  const verdict = await guard.check(account, clientAddress(client));
  if (verdict.allowed) return null;
  await audit(db, {
    actor: { system: "sign-in" },
    action: AUDIT_ACTIONS.signInFailed,
    ip: client.ip,
    target,
    detail: { reason: verdict.reason },
  });
  if (verdict.reason === "client-limited") return fail(429, staffMessages.signInTooManyFromAddress);
  if (verdict.reason === "account-paced") return fail(429, signInPacedMessage(verdict.secondsLeft));
  return fail(429, signInLockedMessage(verdict.minutesLeft));
}

/**
 * A wrong password or code: counted against the account and client, and recorded with `reason` (or
 * "locked" when this failure locked the client out). Answers the lock-out's minutes, or 0.
 */
export async function failedAttempt(
  { db, guard }: Pick<StaffDeps, "db" | "guard">,
  account: GuardedAccount,
  client: ClientInfo,
  record: { actor?: AuditActor; target: AuditTarget; reason: string },
): Promise<number> {
  const lockedMinutes = await guard.recordFailure(account, clientAddress(client));
  await audit(db, {
    actor: record.actor ?? { system: "sign-in" },
    action: AUDIT_ACTIONS.signInFailed,
    ip: client.ip,
    target: record.target,
    detail: { reason: lockedMinutes ? "locked" : record.reason },
  });
  return lockedMinutes;
}

/** The session of a person who is in: the browser's old session ends, a new one starts, and both are recorded. */
export async function signedIn(
  { now }: Pick<StaffDeps, "now">,
  tx: Executor,
  user: StaffUserRow,
  client: ClientInfo,
  previousSessionId: string | null | undefined,
  detail: Record<string, unknown>,
): Promise<string> {
  if (previousSessionId) await deleteStaffSession(tx, sha256Hex(previousSessionId));
  const at = now();
  const id = await startSession(tx, user, client, at);
  await updateStaffUser(tx, user.id, { last_sign_in_at: at.toISOString() });
  await audit(tx, {
    actor: staffActor(user),
    action: AUDIT_ACTIONS.signIn,
    ip: client.ip,
    target: { type: "staff_user", id: user.id },
    detail,
  });
  return id;
}
