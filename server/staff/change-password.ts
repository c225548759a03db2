import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { passwordProblem } from "./password-policy";
import { hashPassword } from "../security/passwords";
import { deleteStaffSessionsOfUser } from "./staff-sessions.repository";
import { findStaffUserById, updateStaffUser } from "./staff-users.repository";
import { audit, type AuditActor } from "../audit/audit";
import { fail, startSession, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";

/**
 * Sets a new password after checking the policy; every session of the person ends, and, when
 * `continueSession` is given, a new one replaces the session the change was made from.
 */
export async function changePassword(
  { db, passwordHashCost, now }: Pick<StaffDeps, "db" | "passwordHashCost" | "now">,
  userId: number,
  newPassword: string,
  actor: AuditActor,
  client: ClientInfo & { continueSession?: boolean },
): Promise<{ ok: true; sessionId: string | null } | StaffFailure> {
  const account = await findStaffUserById(db, userId);
  if (!account) return fail(404, staffMessages.noSuchAccount);
  const problem = passwordProblem(newPassword, account.email);
  if (problem) return fail(400, problem, "password");
  const hash = await hashPassword(newPassword, passwordHashCost);
  return db.transaction().execute(async (tx) => {
    const user = await findStaffUserById(tx, userId);
    if (!user) return fail(404, staffMessages.noSuchAccount);
    const at = now().toISOString();
    await updateStaffUser(tx, userId, { password_hash: hash, password_changed_at: at, updated_at: at });
    await deleteStaffSessionsOfUser(tx, userId);
    await audit(tx, {
      actor,
      action: AUDIT_ACTIONS.passwordChanged,
      ip: client.ip,
      target: { type: "staff_user", id: userId },
    });
    const sessionId = client.continueSession ? await startSession(tx, user, client, now()) : null;
    return { ok: true as const, sessionId };
  });
}
