import { signInLockedMessage, staffMessages } from "~/domain/staff/messages";
import { verifyPassword } from "../security/passwords";
import { findStaffUserById } from "./staff-users.repository";
import { staffActor } from "../audit/audit";
import { fail, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";
import { failedAttempt, guarded, guardRefusal } from "./sign-in-steps";

/**
 * Checks the signed-in person's own password before a change that needs it (a new password, turning
 * the second factor off). Wrong answers count against the sign-in limits, so a left-open session
 * cannot be used to guess the password. Null when it is right.
 */
export async function confirmOwnPassword(
  deps: Pick<StaffDeps, "db" | "guard">,
  userId: number,
  password: string,
  client: ClientInfo,
): Promise<StaffFailure | null> {
  if (!password) return fail(400, staffMessages.currentPasswordMissing, "currentPassword");
  const user = await findStaffUserById(deps.db, userId);
  if (!user || !user.password_hash) return fail(404, staffMessages.noSuchAccount);
  const refused = await guardRefusal(deps, guarded(user), client, { type: "staff_user", id: user.id });
  if (refused) return { ...refused, field: "currentPassword" };
  if (await verifyPassword(password, user.password_hash)) return null;
  const lockedMinutes = await failedAttempt(deps, guarded(user), client, {
    actor: staffActor(user),
    target: { type: "staff_user", id: user.id },
    reason: "current-password",
  });
  return lockedMinutes
    ? fail(429, signInLockedMessage(lockedMinutes), "currentPassword")
    : fail(401, staffMessages.currentPasswordIncorrect, "currentPassword");
}
