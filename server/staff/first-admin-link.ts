import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { retireUnusedStaffTokens } from "./staff-tokens.repository";
import { countStaffUsers } from "./staff-users.repository";
import { audit } from "../audit/audit";
import { issueStaffToken, LINK_LIFETIME_MS, setPasswordLink, type StaffDeps } from "./staff-common";

/**
 * When there is no staff account at all: a one-time link that creates the first admin (earlier unused
 * ones are retired, so only the newest works). Null once any account exists.
 */
export async function firstAdminLink({
  db,
  siteUrl,
  now,
}: Pick<StaffDeps, "db" | "siteUrl" | "now">): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    if ((await countStaffUsers(tx)) > 0) return null;
    await retireUnusedStaffTokens(tx, "first-admin", now().toISOString());
    const link = setPasswordLink(siteUrl, await issueStaffToken(tx, "first-admin", null, now(), LINK_LIFETIME_MS));
    await audit(tx, { actor: { system: "start-up" }, action: AUDIT_ACTIONS.firstAdminLinkIssued });
    return link;
  });
}
