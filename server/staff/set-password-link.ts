import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import type { StaffLinkState } from "~/domain/staff/staff-user";
import { passwordProblem } from "./password-policy";
import { hashPassword } from "../security/passwords";
import { sha256Hex, SIGN_IN_STEP_MS } from "./session-cookie";
import { deleteStaffSessionsOfUser } from "./staff-sessions.repository";
import { consumeStaffToken, findStaffToken } from "./staff-tokens.repository";
import {
  countStaffUsers,
  findStaffUserByEmail,
  findStaffUserById,
  insertStaffUser,
  updateStaffUser,
  type StaffUserRow,
} from "./staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import { checkNewAccount } from "./add-staff-user";
import { fail, issueStaffToken, publicUser, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";
import { signedIn, type CodeNeeded, type SignedIn } from "./sign-in-steps";

/** A set-password link (an invitation, a reset, the first admin's): what its page shows, and using it. */

/** What the set-password page should show for this link. */
export async function linkState({ db, now }: Pick<StaffDeps, "db" | "now">, secret: string): Promise<StaffLinkState> {
  if (!/^[\w-]{43}$/.test(secret)) return { state: "unknown" };
  const token = await findStaffToken(db, sha256Hex(secret));
  if (!token) return { state: "unknown" };
  // Only links that set a password: a sign-in step's ticket is never a link.
  if (token.purpose !== "invite" && token.purpose !== "reset" && token.purpose !== "first-admin")
    return { state: "unknown" };
  if (token.used_at) return { state: "used" };
  if (token.expires_at <= now().toISOString()) return { state: "expired" };
  if (token.purpose === "first-admin") {
    return (await countStaffUsers(db, { role: "admin" })) > 0
      ? { state: "admin-exists" }
      : { state: "valid", purpose: "first-admin" };
  }
  const user = token.user_id === null ? undefined : await findStaffUserById(db, token.user_id);
  if (!user || user.disabled_at) return { state: "unknown" };
  return { state: "valid", purpose: token.purpose, email: user.email, name: user.name };
}

/**
 * Uses a one-time link: sets the person's password (invite, reset) or creates the first admin, then
 * signs them in. The link is marked used in the same transaction, so it works once.
 */
export async function useLink(
  deps: Pick<StaffDeps, "db" | "passwordHashCost" | "now">,
  secret: string,
  input: { password: string; name?: string; email?: string },
  client: ClientInfo,
): Promise<SignedIn | CodeNeeded | StaffFailure> {
  const { db, now } = deps;
  const state = await linkState(deps, secret);
  if (state.state !== "valid") return linkFailure(state.state);
  if (state.purpose === "first-admin") {
    const problem = checkNewAccount({ email: input.email ?? "", name: input.name ?? "", role: "admin" });
    if (problem) return problem;
  }
  const problem = passwordProblem(input.password, state.purpose === "first-admin" ? input.email : state.email);
  if (problem) return fail(400, problem, "password");
  const hash = await hashPassword(input.password, deps.passwordHashCost);

  return db.transaction().execute(async (tx): Promise<SignedIn | CodeNeeded | StaffFailure> => {
    const at = now().toISOString();
    const token = await findStaffToken(tx, sha256Hex(secret));
    if (!token || !(await consumeStaffToken(tx, token.token_hash, at))) return linkFailure("used");
    let user: StaffUserRow | undefined;
    if (token.purpose === "first-admin") {
      if ((await countStaffUsers(tx, { role: "admin" })) > 0) return linkFailure("admin-exists");
      if (await findStaffUserByEmail(tx, input.email!)) return fail(409, staffMessages.emailTaken, "email");
      user = await insertStaffUser(tx, {
        email: input.email!,
        name: input.name!,
        role: "admin",
        passwordHash: hash,
        at,
      });
      await audit(tx, {
        actor: staffActor(user),
        action: AUDIT_ACTIONS.firstAdminCreated,
        ip: client.ip,
        target: { type: "staff_user", id: user.id },
        detail: { role: "admin" },
      });
    } else {
      user = token.user_id === null ? undefined : await findStaffUserById(tx, token.user_id);
      if (!user || user.disabled_at) return linkFailure("unknown");
      await updateStaffUser(tx, user.id, { password_hash: hash, password_changed_at: at, updated_at: at });
      await deleteStaffSessionsOfUser(tx, user.id);
      await audit(tx, {
        actor: staffActor(user),
        action: AUDIT_ACTIONS.passwordSet,
        ip: client.ip,
        target: { type: "staff_user", id: user.id },
        detail: { link: token.purpose },
      });
    }
    // A reset link sets the password but does not pass the second factor: the code is still asked.
    if (user.totp_secret)
      return { ok: "code", ticket: await issueStaffToken(tx, "sign-in", user, now(), SIGN_IN_STEP_MS) };
    const sessionId = await signedIn(deps, tx, user, client, null, { via: "link" });
    return { ok: true, user: publicUser(user), sessionId };
  });
}

function linkFailure(state: "unknown" | "used" | "expired" | "admin-exists"): StaffFailure {
  switch (state) {
    case "used":
      return fail(410, staffMessages.linkUsed);
    case "expired":
      return fail(410, staffMessages.linkExpired);
    case "admin-exists":
      return fail(410, staffMessages.firstAdminExists);
    default:
      return fail(404, staffMessages.linkUnknown);
  }
}
