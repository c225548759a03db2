import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { signInLockedMessage, staffMessages } from "~/domain/staff/messages";
import { looksLikeRecoveryCode, recoveryCodeHash } from "./recovery-codes";
import { sha256Hex } from "./session-cookie";
import { looksLikeTotpCode, totpStep } from "./totp";
import { consumeRecoveryCode, countUnusedRecoveryCodes } from "./staff-recovery-codes.repository";
import { consumeStaffToken, findStaffToken } from "./staff-tokens.repository";
import { acceptTotpStep, findStaffUserById } from "./staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import { fail, publicUser, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";
import { clientAddress, failedAttempt, guarded, guardRefusal, signedIn, type SignedIn } from "./sign-in-steps";

/**
 * The second step: a code from the person's authenticator app (each works once) or one of their
 * recovery codes (each works once), with the ticket the password step gave. Wrong codes count against
 * the same limits as wrong passwords.
 */
export async function completeSignIn(
  deps: Pick<StaffDeps, "db" | "guard" | "now">,
  input: { ticket: string | null; code: string; previousSessionId?: string | null },
  client: ClientInfo,
): Promise<SignedIn | StaffFailure> {
  const { db, now } = deps;
  const pending = await signInStep(deps, input.ticket);
  if (!pending) return fail(410, staffMessages.signInStepExpired);
  const { token, user } = pending;
  const code = input.code.trim();
  if (!code) return fail(400, staffMessages.codeMissing, "code");
  const refused = await guardRefusal(deps, guarded(user), client, { type: "staff_user", id: user.id });
  if (refused) return refused;

  const at = now().toISOString();
  const outcome = await db.transaction().execute(async (tx) => {
    let method: "totp" | "recovery-code" | null = null;
    if (looksLikeTotpCode(code)) {
      const step = totpStep(user.totp_secret!, code, now().getTime());
      if (step !== null && (await acceptTotpStep(tx, user.id, step))) method = "totp";
    } else if (looksLikeRecoveryCode(code)) {
      if (await consumeRecoveryCode(tx, user.id, recoveryCodeHash(code), at)) method = "recovery-code";
    }
    if (!method) return null;
    // The ticket works once: a second request racing with the same one gets nothing.
    if (!(await consumeStaffToken(tx, token.token_hash, at))) return "expired" as const;
    if (method === "recovery-code") {
      await audit(tx, {
        actor: staffActor(user),
        action: AUDIT_ACTIONS.recoveryCodeUsed,
        ip: client.ip,
        target: { type: "staff_user", id: user.id },
        detail: { left: await countUnusedRecoveryCodes(tx, user.id) },
      });
    }
    return signedIn(deps, tx, user, client, input.previousSessionId, { via: "password", secondFactor: method });
  });
  if (outcome === "expired") return fail(410, staffMessages.signInStepExpired);
  if (outcome === null) {
    const lockedMinutes = await failedAttempt(deps, guarded(user), client, {
      target: { type: "staff_user", id: user.id },
      reason: "code",
    });
    return lockedMinutes
      ? fail(429, signInLockedMessage(lockedMinutes))
      : fail(401, staffMessages.codeIncorrect, "code");
  }
  await deps.guard.recordSuccess(guarded(user), clientAddress(client));
  return { ok: true, user: publicUser(user), sessionId: outcome };
}

/** Whether a sign-in step's ticket is still good (the code page shows its form only then). */
export async function signInStepValid(deps: Pick<StaffDeps, "db" | "now">, ticket: string | null): Promise<boolean> {
  return (await signInStep(deps, ticket)) !== null;
}

/** The pending sign-in a ticket stands for, while it is unused, unexpired and its account usable. */
async function signInStep({ db, now }: Pick<StaffDeps, "db" | "now">, ticket: string | null) {
  if (!ticket || !/^[\w-]{43}$/.test(ticket)) return null;
  const token = await findStaffToken(db, sha256Hex(ticket));
  if (!token || token.purpose !== "sign-in" || token.used_at || token.expires_at <= now().toISOString()) return null;
  const user = token.user_id === null ? undefined : await findStaffUserById(db, token.user_id);
  if (!user || user.disabled_at || !user.totp_secret || !user.password_hash) return null;
  return { token, user };
}
