import { zoneOffsetMs } from "./dates";
import type { RichTextDoc } from "./rich-text/model";
import { parseRichTextInput, type RichTextInput } from "./rich-text/text";
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

/** The form's fields as posted: the text typed in the news markup, or the editor's document (app/domain/rich-text). */
export type NewsDraftInput = { title: string; newsDate: string; description: RichTextInput };
/** The fields checked: the text is a document. */
export type NewsDraft = { title: string; newsDate: string; description: RichTextDoc };
export type NewsFieldErrors = Partial<Record<keyof NewsDraftInput, string>>;

function validCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value && Number(m[1]) >= 1990 && Number(m[1]) <= 2100;
}

/** The form's fields, trimmed, or the message of each field that is wrong. */
export function validateNewsDraft(
  raw: NewsDraftInput,
): { ok: true; value: NewsDraft } | { ok: false; errors: NewsFieldErrors } {
  const title = raw.title.trim().replace(/\s+/g, " ");
  const newsDate = raw.newsDate.trim();
  const text = parseRichTextInput(raw.description, {
    maxChars: NEWS_TEXT_MAX,
    missing: newsEditorMessages.textMissing,
    tooLong: newsEditorMessages.textTooLong,
  });
  const errors: NewsFieldErrors = {};
  if (!title) errors.title = newsEditorMessages.titleMissing;
  else if ([...title].length > NEWS_TITLE_MAX) errors.title = newsEditorMessages.titleTooLong;
  if (!validCalendarDate(newsDate)) errors.newsDate = newsEditorMessages.dateInvalid;
  if (!text.ok) errors.description = text.message;
  return Object.keys(errors).length || !text.ok
    ? { ok: false, errors }
    : { ok: true, value: { title, newsDate, description: text.doc } };
}

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
