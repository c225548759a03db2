import type { SubmissionKind } from "~/domain/submission-kind";
import { createHash, randomBytes } from "node:crypto";
import { can } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Db } from "../db/database";
import { renderCalendarFeed } from "../calendar/icalendar";
import { audit, staffActor } from "../audit/audit";
import { feedInterviews } from "./interview-agenda.repository";
import { deleteFeedToken, feedOfUser, replaceFeedToken, userOfFeed } from "./interview-feeds.repository";
import { applicantOf, interviewUid } from "./interview-mails";

/**
 * A staff person's private calendar feed (docs/decisions/0138-private-calendar-feed.md): a secret address
 * whose SHA-256 alone is stored; a new one ends the old at once.
 */

const feedTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether the person has a calendar feed address, and since when. */
export const feedState = (db: Db, user: SignedInStaff) => feedOfUser(db, user.id);

/** A new secret feed address (the old one stops working); the token is shown once. */
export async function issueFeed(db: Db, user: SignedInStaff, ip: string | null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (tx) => {
    const at = new Date().toISOString();
    await replaceFeedToken(tx, user.id, feedTokenHash(token), at);
    await audit(tx, {
      actor: staffActor(user),
      action: AUDIT_ACTIONS.calendarFeedIssued,
      ip,
      at,
      target: { type: "staff", id: user.id },
    });
  });
  return token;
}

export async function revokeFeed(db: Db, user: SignedInStaff, ip: string | null): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (await deleteFeedToken(tx, user.id))
      await audit(tx, {
        actor: staffActor(user),
        action: AUDIT_ACTIONS.calendarFeedRevoked,
        ip,
        target: { type: "staff", id: user.id },
      });
  });
}

/** The .ics text of a feed token's person: their booked interviews from a week ago on; undefined for an unknown token. */
export async function calendarFeed(
  { db, timeZone, siteUrl }: { db: Db; timeZone: string; siteUrl: string },
  token: string,
): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const user = await userOfFeed(db, feedTokenHash(token));
  if (!user || !can(user.role, "interviews:read")) return undefined;
  const since = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const rows = await feedInterviews(db, user.id, since, 500);
  const applicants = await Promise.all(rows.map((r) => applicantOf(db, r.kind as SubmissionKind, r.application_id)));
  return renderCalendarFeed({
    timeZone,
    name: `Interviews of ${user.name}`,
    events: rows.map((r, i) => ({
      uid: interviewUid(r.id, siteUrl),
      sequence: r.sequence,
      start: r.starts_at!,
      durationMinutes: Math.round((Date.parse(r.ends_at!) - Date.parse(r.starts_at!)) / 60_000),
      summary: `Interview: ${applicants[i]?.name ?? ""} (${applicants[i]?.reference ?? ""})`,
      location: r.place,
      url: `${siteUrl}/staff/interviews/${r.id}`,
    })),
  });
}
