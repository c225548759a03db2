import { data, type AppLoadContext } from "react-router";
import { interviewMessages as m } from "~/domain/interviews";
import { can } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { staffTime } from "~/domain/staff/staff-time";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { StaffActionResult } from "~/features/staff/staff-action";

/** The account page's calendar feed: whether one exists (its secret is never shown again). */
export async function calendarFeedLoaderData(context: AppLoadContext, user: SignedInStaff) {
  if (!can(user.role, "interviews:read")) return null;
  const feed = await context.services.interviews.feedState(user);
  return { since: feed ? staffTime(feed.created_at, context.timeZone) : null };
}

/** Makes a new feed address (shown once, the old one stops) or revokes it. */
export async function calendarFeedAction(
  intent: string,
  user: SignedInStaff,
  context: AppLoadContext,
  request: Request,
) {
  if (!can(user.role, "interviews:read")) throw data(staffMessages.forbidden, { status: 403 });
  const ip = context.staff.client(request).ip;
  const answer = (result: StaffActionResult<{ feedUrl: string }>) => data(result);
  if (intent === "calendar-feed-new") {
    const token = await context.services.interviews.issueFeed(user, ip);
    return answer({ intent, success: m.feedIssued, feedUrl: `${context.siteUrl}/calendar/${token}.ics` });
  }
  await context.services.interviews.revokeFeed(user, ip);
  return answer({ intent, success: m.feedRevoked });
}
