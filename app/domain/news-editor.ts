import { zoneOffsetMs } from "./dates";
/**
 * The news editor's rules (docs/product.md §10.7): a story's states, the form's fields and their
 * messages, and the scheduled time typed in the company's time zone.
 */
export const NEWS_STATES = ["draft", "scheduled", "published"] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const NEWS_STATE_LABELS: Record<NewsState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** A story's state from its live revision and publication time. */
export function newsState(story: { liveRevisionId: number | null; publishAt: string | null }, now: Date): NewsState {
  if (story.liveRevisionId === null || story.publishAt === null) return "draft";
  return Date.parse(story.publishAt) > now.getTime() ? "scheduled" : "published";
}

export const NEWS_TITLE_MAX = 200;
export const NEWS_TEXT_MAX = 20_000;

export const newsEditorMessages = {
  titleMissing: "Enter the story's title",
  titleTooLong: `Use at most ${NEWS_TITLE_MAX} characters for the title`,
  dateInvalid: "Enter the date the story shows, as a calendar date",
  textMissing: "Write the story's text",
  textTooLong: `Use at most ${NEWS_TEXT_MAX.toLocaleString("en")} characters for the text`,
  scheduleInvalid: "Enter the date and time the story should appear",
  scheduleInPast: "Choose a time in the future, or publish now",
  noSuchStory: "There is no such story.",
  noSuchRevision: "There is no such revision of this story.",
  notPublished: "This story is not published.",
  alreadyPublished: "This story is published already: publish your changes, or unpublish it first.",
} as const;

/**
 * A `datetime-local` value ("2026-12-10T14:30" or with seconds) read as a wall-clock time in
 * `timeZone`, as an ISO instant; null when it is not one.
 */
export function zonedLocalToIso(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59) return null;
  // Two passes settle the offset around a change of daylight-saving time.
  let at = wall - zoneOffsetMs(timeZone, wall);
  at = wall - zoneOffsetMs(timeZone, at);
  return new Date(at).toISOString();
}

/** An ISO instant as a `datetime-local` value (with seconds) in `timeZone`. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  const local = new Date(at + zoneOffsetMs(timeZone, at));
  return local.toISOString().slice(0, 19);
}
