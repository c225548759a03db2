import { isApplicationStatus, type ApplicationStatus } from "../application-pipeline";
import { isSubmissionKind, type SubmissionKind } from "../submission-kind";
import { applicationPath } from "./application-detail";
import { filterText } from "./filter-text";
import { parseRecordId } from "./record-id";
import { TOUCH_VALUE_MAX } from "../insights/first-touch";

/**
 * The applications inbox (docs/product.md §10.3): what its address asks for, read and written here so the
 * page, its links, the export and the tests agree. Everything is in the URL, so a view can be bookmarked.
 */

export const INBOX_PATH = "/staff/applications";
/** The current filter's rows as a CSV file (same parameters as the page). */
export const INBOX_EXPORT_PATH = "/staff/applications/export.csv";
export const INBOX_PAGE_SIZE = 50;

/** The inbox's names for the two kinds of submission (app/domain/submission-kind.ts). */
export const INBOX_KIND_LABELS: Record<SubmissionKind, string> = {
  application: "Wizard application",
  resume: "Resume form",
};

/** Job code 0: a resume for no job in particular (the careers page's resume form). */
export const GENERAL_JOB_CODE = 0;
export const GENERAL_JOB_TITLE = "General";

/** One submission's own page (built by the one-application screens). */
export const inboxItemHref: (kind: SubmissionKind, id: number) => string = applicationPath;

/**
 * A place in the inbox, newest first: the moment, then the kind (a wizard application before a resume of
 * the same moment), then the id. The three together are unique, so pages never skip or repeat a row.
 */
export type InboxCursor = { at: string; kind: SubmissionKind; id: number };

/** Sorts newest first by the cursor's order; negative when `a` comes before `b`. */
export function compareNewestFirst(a: InboxCursor, b: InboxCursor): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === "application" ? -1 : 1;
  return b.id - a.id;
}

export type InboxFilter = {
  job: number | null;
  status: ApplicationStatus | null;
  kind: SubmissionKind | null;
  /** Calendar dates (YYYY-MM-DD) in the company's time zone, both included. */
  from: string | null;
  to: string | null;
  /** The search box as typed (trimmed). */
  q: string;
  /** Exact contact filters: the duplicate markers link to them. */
  email: string | null;
  mobile: string | null;
  /** Only submissions whose applicant agreed to be considered for other openings, while that holds (§10.10). */
  otherOpenings: boolean;
  /** Only submissions whose visit's source is this (`linkedin`, `indeed`, a site's host; docs/product/insights.md). */
  source: string | null;
  /** Only submissions whose screening answers meet all wanted ones, or miss any (docs/decisions/0174, 0178). */
  screening: "meets" | "misses" | null;
};

/** The address parameter of the "other openings" filter, and its value. */
export const OTHER_OPENINGS_PARAM = "pool";

export type InboxQuery = InboxFilter & {
  /** The page after this row (older), or before it (newer); neither: the newest page. */
  before: InboxCursor | null;
  after: InboxCursor | null;
};

export const EMPTY_INBOX_FILTER: InboxFilter = {
  job: null,
  status: null,
  kind: null,
  from: null,
  to: null,
  q: "",
  email: null,
  mobile: null,
  otherOpenings: false,
  source: null,
  screening: null,
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const KIND_CODES: Record<SubmissionKind, string> = { application: "a", resume: "r" };

/** A cursor as it appears in the URL: `2026-12-03T08:35:00.000Z~a123` (a: application, r: resume). */
export function formatInboxCursor(cursor: InboxCursor): string {
  return `${cursor.at}~${KIND_CODES[cursor.kind]}${cursor.id}`;
}

export function parseInboxCursor(value: string | null): InboxCursor | null {
  if (!value) return null;
  const m = /^([^~]+)~([ar])(\d+)$/.exec(value);
  const id = parseRecordId(m?.[3]);
  if (!m || !ISO.test(m[1]!) || id === null) return null;
  return { at: m[1]!, kind: m[2] === "a" ? "application" : "resume", id };
}

/** A real calendar date YYYY-MM-DD, or null. */
function calendarDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? value : null;
}

/** Limits that keep one search cheap: the box takes this much, and this many words. */
export const INBOX_SEARCH_MAX_LENGTH = 200;
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The words of a search, lower-cased: split where the search index splits text (anything but letters,
 * digits and combining marks), so `anita.raman@example.com` is four words and `98470` one. Each word
 * matches the start of a word of the row (docs/decisions/0042).
 */
export function inboxSearchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}\p{Co}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Lower-cases the ASCII letters of an address, as both databases' lower() do for them. */
export function emailKey(email: string): string {
  return email.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Reads the query; a value that is not one the page offers counts as not given. */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const job = params.get("job") ?? "";
  const status = params.get("status");
  const kind = params.get("kind");
  const before = parseInboxCursor(params.get("before"));
  const email = filterText(params.get("email"), 320);
  const mobile = filterText(params.get("mobile"), 40);
  // Sources are stored lower case (app/domain/insights/first-touch.ts).
  const source = filterText(params.get("source"), TOUCH_VALUE_MAX).toLowerCase();
  const screeningParam = params.get("screening");
  return {
    job: job === String(GENERAL_JOB_CODE) ? GENERAL_JOB_CODE : parseRecordId(job),
    status: isApplicationStatus(status) ? status : null,
    kind: isSubmissionKind(kind) ? kind : null,
    from: calendarDate(params.get("from")),
    to: calendarDate(params.get("to")),
    q: filterText(params.get("q"), INBOX_SEARCH_MAX_LENGTH),
    email: email || null,
    mobile: mobile || null,
    otherOpenings: params.get(OTHER_OPENINGS_PARAM) === "yes",
    source: source || null,
    screening: screeningParam === "meets" || screeningParam === "misses" ? screeningParam : null,
    before,
    after: before ? null : parseInboxCursor(params.get("after")),
  };
}

/** The query string of a filter (empty values left out), in the form's order. */
export function inboxSearchParams(query: Partial<InboxQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.job !== null && query.job !== undefined) params.set("job", String(query.job));
  if (query.status) params.set("status", query.status);
  if (query.kind) params.set("kind", query.kind);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.email) params.set("email", query.email);
  if (query.mobile) params.set("mobile", query.mobile);
  if (query.otherOpenings) params.set(OTHER_OPENINGS_PARAM, "yes");
  if (query.source) params.set("source", query.source);
  if (query.screening) params.set("screening", query.screening);
  if (query.before) params.set("before", formatInboxCursor(query.before));
  else if (query.after) params.set("after", formatInboxCursor(query.after));
  return params;
}

/** The inbox's address for a query. */
export function inboxHref(query: Partial<InboxQuery>, path: string = INBOX_PATH): string {
  const search = inboxSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The filter part of a query (no page position). */
export function inboxFilterOf(query: InboxFilter): InboxFilter {
  const { job, status, kind, from, to, q, email, mobile, otherOpenings, source, screening } = query;
  return { job, status, kind, from, to, q, email, mobile, otherOpenings, source, screening };
}

/** What is wrong with a filter as typed, in words; null when nothing is. */
export function inboxFilterProblem(filter: InboxFilter): string | null {
  if (filter.from && filter.to && filter.from > filter.to)
    return "The “From” date is after the “To” date, so nothing can match. Swap them or clear one.";
  return null;
}
