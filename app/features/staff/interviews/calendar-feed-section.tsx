import { Button } from "~/components/ui/button";
import type { StaffTime } from "~/domain/staff/staff-time";
import { IntentForm } from "../intent-form";
import { StaffNotice } from "../staff-notice";
import { StaffSection } from "../staff-section";

/**
 * Your private calendar feed (docs/product.md §10.8): an address Google Calendar or Outlook subscribes to,
 * showing your booked interviews. Anyone with the address sees them: make a new one (the old one stops
 * working) or revoke it.
 */
export function CalendarFeedSection({
  feed,
  result,
  busy,
}: {
  feed: { since: StaffTime | null };
  result?: { success?: string; error?: string; feedUrl?: string };
  busy: boolean;
}) {
  return (
    <StaffSection
      id="calendar-feed"
      title="Calendar feed"
      description="A private address your calendar program subscribes to, to show your interviews. Keep it to yourself."
    >
      {result?.feedUrl ? (
        <p className="mb-3">
          <span className="block text-sm font-semibold text-slate-800">Your feed address (shown once)</span>
          <code className="block rounded bg-slate-100 px-2 py-1 break-all text-slate-900" data-feed-url>
            {result.feedUrl}
          </code>
        </p>
      ) : (
        <p className="mb-3 text-slate-700">
          {feed.since ? (
            <>
              You have a feed address, made <time dateTime={feed.since.iso}>{feed.since.text}</time>.
            </>
          ) : (
            "You have no feed address."
          )}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <IntentForm intent="calendar-feed-new">
          <Button type="submit" variant="secondary" disabled={busy}>
            {feed.since || result?.feedUrl ? "Make a new address" : "Make a feed address"}
          </Button>
        </IntentForm>
        {(feed.since || result?.feedUrl) && (
          <IntentForm intent="calendar-feed-revoke">
            <Button type="submit" variant="secondary" disabled={busy}>
              Revoke the address
            </Button>
          </IntentForm>
        )}
      </div>
      <StaffNotice id="calendar-feed-notice" success={result?.success} error={result?.error} />
    </StaffSection>
  );
}
