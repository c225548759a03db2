import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { retireUnusedStaffTokens } from "./staff-tokens.repository";
import { findStaffUserById } from "./staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import {
  accountTarget,
  fail,
  issueMailedStaffLink,
  LINK_LIFETIME_MS,
  setPasswordLink,
  type ClientInfo,
  type StaffDeps,
  type StaffFailure,
} from "./staff-common";

/**
 * A one-time link (24 hours) where the person sets a new password, mailed to them too when there is a
 * mailer; earlier unused reset links of theirs stop working. Their second factor, if on, is still
 * asked at the next sign-in (server/staff/set-password-link.ts).
 */
export async function resetLink(
  { db, siteUrl, mailer, now }: Pick<StaffDeps, "db" | "siteUrl" | "mailer" | "now">,
  id: number,
  admin: SignedInStaff,
  client: ClientInfo,
) {
  return db.transaction().execute(async (tx): Promise<{ ok: true; link: string } | StaffFailure> => {
    const user = await findStaffUserById(tx, id);
    if (!user) return fail(404, staffMessages.noSuchAccount);
    if (user.disabled_at) return fail(409, staffMessages.accountDisabled);
    await retireUnusedStaffTokens(tx, "reset", now().toISOString(), id);
    const secret = await issueMailedStaffLink(tx, "reset", user, now(), LINK_LIFETIME_MS, mailer);
    await audit(tx, {
      actor: staffActor(admin),
      action: AUDIT_ACTIONS.resetLinkIssued,
      ip: client.ip,
      target: accountTarget(id),
    });
    return { ok: true, link: setPasswordLink(siteUrl, secret) };
  });
}
