import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { mustEnrolTwoFactor } from "~/domain/staff/two-factor-rule";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { qrCodeShape, type QrCodeShape } from "./qr-code";
import { newRecoveryCodes, recoveryCodeHash } from "./recovery-codes";
import { groupedSecret, newTotpSecret, totpStep, totpUri } from "./totp";
import type { Db } from "../db/database";
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from "./staff-recovery-codes.repository";
import { findStaffUserById, updateStaffUser } from "./staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import { fail, type ClientInfo, type StaffFailure } from "./staff-common";
import type { StaffAuthService } from "./staff-auth";

/** What the account page shows about a person's second factor. */
export type TwoFactorState = {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** Set-up started and waiting for the first code: the secret to scan or type. */
  pending: { secret: string; qr: QrCodeShape } | null;
};

/**
 * A person's own second factor (docs/decisions/0037-staff-two-factor.md): start the set-up (a new
 * secret, shown as a QR code and as text), confirm it with a first code (ten recovery codes, shown
 * once), turn it off with the password.
 */
export function createStaffTwoFactorService({
  db,
  auth,
  requireForAdmins,
  now = () => new Date(),
}: {
  db: Db;
  auth: Pick<StaffAuthService, "confirmOwnPassword">;
  requireForAdmins: boolean;
  now?: () => Date;
}) {
  return {
    /** The person's second factor as the account page shows it; `issuer` names the site in the app. */
    async state(user: SignedInStaff, issuer: string): Promise<TwoFactorState> {
      const row = await findStaffUserById(db, user.id);
      const enabled = Boolean(row?.totp_secret);
      const secret = !enabled ? (row?.totp_pending_secret ?? null) : null;
      return {
        enabled,
        recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0,
        pending: secret
          ? { secret: groupedSecret(secret), qr: qrCodeShape(totpUri(secret, issuer, user.email)) }
          : null,
      };
    },

    /** Starts (or restarts) the set-up with a new secret; nothing changes at sign-in until it is confirmed. */
    async start(user: SignedInStaff): Promise<{ ok: true } | StaffFailure> {
      const row = await findStaffUserById(db, user.id);
      if (!row) return fail(404, staffMessages.noSuchAccount);
      if (row.totp_secret) return fail(409, staffMessages.twoFactorAlreadyOn);
      await updateStaffUser(db, user.id, { totp_pending_secret: newTotpSecret(), updated_at: now().toISOString() });
      return { ok: true };
    },

    /** Gives up a set-up that was started. */
    async cancel(user: SignedInStaff): Promise<void> {
      await updateStaffUser(db, user.id, { totp_pending_secret: null, updated_at: now().toISOString() });
    },

    /**
     * Confirms the set-up with the person's password and a code from the app: the second factor is on
     * from the next sign-in, and the answer carries ten recovery codes, the only time they are ever
     * shown. The password keeps a session left open from turning it on (and holding the codes).
     */
    async confirm(
      user: SignedInStaff,
      input: { code: string; currentPassword: string },
      client: ClientInfo,
    ): Promise<{ ok: true; recoveryCodes: string[] } | StaffFailure> {
      const { code } = input;
      if (!code.trim()) return fail(400, staffMessages.codeMissing, "code");
      const wrong = await auth.confirmOwnPassword(user.id, input.currentPassword, client);
      if (wrong) return wrong;
      const row = await findStaffUserById(db, user.id);
      if (!row) return fail(404, staffMessages.noSuchAccount);
      if (row.totp_secret) return fail(409, staffMessages.twoFactorAlreadyOn);
      if (!row.totp_pending_secret) return fail(409, staffMessages.twoFactorNotStarted);
      const step = totpStep(row.totp_pending_secret, code, now().getTime());
      if (step === null) return fail(400, staffMessages.codeIncorrect, "code");
      const recoveryCodes = newRecoveryCodes();
      const at = now().toISOString();
      await db.transaction().execute(async (tx) => {
        await updateStaffUser(tx, user.id, {
          totp_secret: row.totp_pending_secret,
          totp_pending_secret: null,
          // The code that confirmed the set-up is used: it cannot also sign in.
          totp_last_step: step,
          updated_at: at,
        });
        await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(recoveryCodeHash), at);
        await audit(tx, {
          actor: staffActor(user),
          action: AUDIT_ACTIONS.twoFactorEnabled,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
        });
      });
      return { ok: true, recoveryCodes };
    },

    /** Turns the second factor off once the person's password is confirmed (not for admins who must keep it). */
    async turnOff(user: SignedInStaff, password: string, client: ClientInfo): Promise<{ ok: true } | StaffFailure> {
      if (mustEnrolTwoFactor({ role: user.role, twoFactor: false }, requireForAdmins))
        return fail(403, staffMessages.twoFactorRequired);
      const wrong = await auth.confirmOwnPassword(user.id, password, client);
      if (wrong) return wrong;
      await db.transaction().execute(async (tx) => {
        await updateStaffUser(tx, user.id, {
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          updated_at: now().toISOString(),
        });
        await replaceRecoveryCodes(tx, user.id, [], now().toISOString());
        await audit(tx, {
          actor: staffActor(user),
          action: AUDIT_ACTIONS.twoFactorDisabled,
          ip: client.ip,
          target: { type: "staff_user", id: user.id },
          detail: { by: "self" },
        });
      });
      return { ok: true };
    },
  };
}
