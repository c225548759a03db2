import { isStaffRole } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { isEmail } from "~/domain/validation/patterns";
import { passwordProblem } from "./password-policy";
import { hashPassword } from "../security/passwords";
import { findStaffUserByEmail, insertStaffUser } from "./staff-users.repository";
import { audit, type AuditActor } from "../audit/audit";
import {
  fail,
  issueMailedStaffLink,
  LINK_LIFETIME_MS,
  publicUser,
  setPasswordLink,
  type ClientInfo,
  type StaffDeps,
  type StaffFailure,
} from "./staff-common";

/** What a new account must have (an invitation, the console's or the command line's, and the first admin). */
export function checkNewAccount(input: { email: string; name: string; role: string }): StaffFailure | null {
  if (!isEmail(input.email.trim())) return fail(400, staffMessages.emailInvalid, "email");
  if (!input.name.trim()) return fail(400, staffMessages.nameMissing, "name");
  if (!isStaffRole(input.role)) return fail(400, staffMessages.roleInvalid, "role");
  return null;
}

/**
 * Creates an account. With a password (checked against the policy) it is ready at once; without one,
 * the answer carries a one-time link (24 hours) where the person sets their own, mailed to them too
 * when there is a mailer.
 */
export async function addStaffUser(
  {
    db,
    siteUrl,
    passwordHashCost,
    mailer,
    now,
  }: Pick<StaffDeps, "db" | "siteUrl" | "passwordHashCost" | "mailer" | "now">,
  input: { email: string; name: string; role: string; password?: string },
  actor: AuditActor,
  client: ClientInfo,
): Promise<{ ok: true; user: SignedInStaff; link: string | null } | StaffFailure> {
  const invalid = checkNewAccount(input);
  if (invalid) return invalid;
  const problem = input.password === undefined ? null : passwordProblem(input.password, input.email);
  if (problem) return fail(400, problem, "password");
  const hash = input.password === undefined ? null : await hashPassword(input.password, passwordHashCost);
  return db.transaction().execute(async (tx) => {
    if (await findStaffUserByEmail(tx, input.email)) return fail(409, staffMessages.emailTaken, "email");
    const at = now().toISOString();
    const user = await insertStaffUser(tx, {
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: hash,
      at,
    });
    const link = hash
      ? null
      : setPasswordLink(siteUrl, await issueMailedStaffLink(tx, "invite", user, now(), LINK_LIFETIME_MS, mailer));
    await audit(tx, {
      actor,
      action: hash ? AUDIT_ACTIONS.userCreated : AUDIT_ACTIONS.userInvited,
      ip: client.ip,
      target: { type: "staff_user", id: user.id },
      detail: { email: user.email, name: user.name, role: user.role },
    });
    return { ok: true as const, user: publicUser(user), link };
  });
}
