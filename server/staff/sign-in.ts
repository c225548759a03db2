import { signInLockedMessage, staffMessages } from "~/domain/staff/messages";
import { verifyAgainstDummy, verifyPassword } from "../security/passwords";
import { SIGN_IN_STEP_MS } from "./session-cookie";
import { findStaffUserByEmail, type StaffUserRow } from "./staff-users.repository";
import { fail, issueStaffToken, publicUser, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";
import {
  clientAddress,
  failedAttempt,
  guarded,
  guardRefusal,
  signedIn,
  type CodeNeeded,
  type SignedIn,
} from "./sign-in-steps";

type SignInDeps = Pick<StaffDeps, "db" | "guard" | "passwordHashCost" | "now">;

/**
 * Checks an email and password. The answer for an unknown address, a disabled account or a wrong
 * password is the same message after the same work (a dummy hash). A session id passed in (the one
 * the browser held) is ended, never adopted: the new session always has a new id.
 */
export async function signIn(
  deps: SignInDeps,
  input: { email: string; password: string; previousSessionId?: string | null },
  client: ClientInfo,
): Promise<SignedIn | CodeNeeded | StaffFailure> {
  const email = input.email.trim();
  if (!email || !input.password) return fail(400, staffMessages.signInMissing);
  const user = await findStaffUserByEmail(deps.db, email);
  const account = user ? guarded(user) : { email, unlockedAt: null };
  const refused = await guardRefusal(deps, account, client, { type: "staff_user_email", id: email.slice(0, 320) });
  if (refused) return refused;

  const usable = user && user.password_hash && !user.disabled_at ? user : null;
  const ok = usable
    ? await verifyPassword(input.password, usable.password_hash!)
    : await verifyAgainstDummy(input.password, deps.passwordHashCost);

  if (!ok || !usable) {
    const lockedMinutes = await failedAttempt(deps, account, client, {
      target: user ? { type: "staff_user", id: user.id } : { type: "staff_user_email", id: email.slice(0, 320) },
      reason: "incorrect",
    });
    return lockedMinutes ? fail(429, signInLockedMessage(lockedMinutes)) : fail(401, staffMessages.signInIncorrect);
  }
  return passwordAccepted(deps, usable, client, input.previousSessionId);
}

/**
 * A person whose password was right: signed in at once, or, with a second factor, handed a ticket
 * for the code step. Failures of the address are forgotten only once the person is in, so a right
 * password never resets the count of wrong codes.
 */
async function passwordAccepted(
  deps: SignInDeps,
  user: StaffUserRow,
  client: ClientInfo,
  previousSessionId: string | null | undefined,
): Promise<SignedIn | CodeNeeded> {
  if (user.totp_secret) {
    const ticket = await issueStaffToken(deps.db, "sign-in", user, deps.now(), SIGN_IN_STEP_MS);
    return { ok: "code", ticket };
  }
  await deps.guard.recordSuccess(guarded(user), clientAddress(client));
  const sessionId = await deps.db
    .transaction()
    .execute((tx) => signedIn(deps, tx, user, client, previousSessionId, { via: "password" }));
  return { ok: true, user: publicUser(user), sessionId };
}
