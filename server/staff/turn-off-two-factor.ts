import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { replaceRecoveryCodes } from "./staff-recovery-codes.repository";
import { findStaffUserById, updateStaffUser } from "./staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import { accountTarget, fail, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";

/**
 * An admin turns a person's second factor off, for one who lost their authenticator and recovery
 * codes: they sign in with the password alone again. (A person's own second factor is
 * server/staff/staff-two-factor.ts.)
 */
export async function turnOffTwoFactor(
  { db, now }: Pick<StaffDeps, "db" | "now">,
  id: number,
  admin: SignedInStaff,
  client: ClientInfo,
) {
  return db.transaction().execute(async (tx): Promise<{ ok: true } | StaffFailure> => {
    const user = await findStaffUserById(tx, id);
    if (!user) return fail(404, staffMessages.noSuchAccount);
    if (!user.totp_secret) return { ok: true };
    const at = now().toISOString();
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
      target: accountTarget(id),
      detail: { by: "admin" },
    });
    return { ok: true };
  });
}
