import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { updateStaffUser } from "./staff-users.repository";
import { audit } from "../audit/audit";
import {
  accountTarget,
  actorOf,
  fail,
  findAccount,
  publicUser,
  type AccountRef,
  type ChangedBy,
  type ClientInfo,
  type StaffDeps,
  type StaffFailure,
} from "./staff-common";

/**
 * Clears every sign-in lock and slow-down of the account, from every client: the sign-in limits count
 * under the time written here (server/staff/sign-in-guard.ts), in every process.
 */
export async function unlockSignIn(
  { db, now }: Pick<StaffDeps, "db" | "now">,
  ref: AccountRef,
  by: ChangedBy,
  client: ClientInfo,
) {
  return db.transaction().execute(async (tx): Promise<{ ok: true; user: SignedInStaff } | StaffFailure> => {
    const user = await findAccount(tx, ref);
    if (!user) return fail(404, staffMessages.noSuchAccount);
    const at = now().toISOString();
    await updateStaffUser(tx, user.id, { sign_in_unlocked_at: at, updated_at: at });
    await audit(tx, {
      actor: actorOf(by),
      action: AUDIT_ACTIONS.signInUnlocked,
      ip: client.ip,
      target: accountTarget(user.id),
    });
    return { ok: true, user: publicUser(user) };
  });
}
