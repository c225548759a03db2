import { spreadsheetTimesIn, zoneOffsetMs, zonedDateTimeFormat } from "./dates";
import { isCleanText } from "./validation/patterns";

/**
 * Interviews (docs/product.md §10.8): the rules and messages shared by the console's forms, the
 * applicant's status page and the server. Times are stored in UTC; the company's zone (COMPANY_TIME_ZONE)
 * is what HR types them in and what every page and mail shows first.
 */

export const INTERVIEW_MODES = ["online", "onsite"] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = { online: "Online", onsite: "On site" };

/** HR offers one to five times per interview. */
export const MAX_OFFERED_TIMES = 5;
/** Times are on a five-minute grid: the cell of the double-booking guard (interview_busy). */
export const CELL_MINUTES = 5;
export const LENGTH_OPTIONS = [15, 30, 45, 60, 90, 120, 180, 240] as const;
export const PLACE_MAX_LENGTH = 500;

export const RECOMMENDATIONS = ["strong-no", "no", "yes", "strong-yes"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  "strong-no": "Strong no",
  no: "No",
  yes: "Yes",
  "strong-yes": "Strong yes",
};
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const RATING_LABELS: Record<number, string> = {
  1: "1: poor",
  2: "2: weak",
  3: "3: adequate",
  4: "4: good",
  5: "5: excellent",
};
export const SCORECARD_NOTES_MAX_LENGTH = 4000;
export const MAX_CRITERIA = 12;
export const CRITERION_MAX_LENGTH = 80;

/**
 * How often the applicant may move one booking from their status page (docs/product.md §10.8): each move
 * mails every interviewer, so a status link cannot become a way to flood them. HR's moves are not limited.
 */
export const MAX_APPLICANT_MOVES = 3;

/** Reminders before an interview, and the scorecard reminder after it. */
export const REMIND_DAY_BEFORE_MS = 24 * 60 * 60 * 1000;
export const REMIND_HOUR_BEFORE_MS = 60 * 60 * 1000;
export const SCORECARD_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

export function isInterviewMode(v: unknown): v is InterviewMode {
  return typeof v === "string" && (INTERVIEW_MODES as readonly string[]).includes(v);
}
export function isRecommendation(v: unknown): v is Recommendation {
  return typeof v === "string" && (RECOMMENDATIONS as readonly string[]).includes(v);
}

export const interviewMessages = {
  noTimes: "Offer at least one time: a date and a start.",
  tooManyTimes: `Offer at most ${MAX_OFFERED_TIMES} times.`,
  dateInvalid: "Enter the date as YYYY-MM-DD.",
  startInvalid: `Enter the start as HH:MM, on a ${CELL_MINUTES}-minute step (10:00, 10:05…).`,
  lengthInvalid: "Choose the length from the list.",
  past: "This time has passed: choose a later one.",
  modeMissing: "Choose online or on site.",
  linkInvalid: "Enter the meeting link, starting with https://.",
  addressMissing: "Enter the address where the interview is held.",
  placeInvalid: `Keep it to one line of at most ${PLACE_MAX_LENGTH} characters.`,
  interviewersMissing: "Choose at least one interviewer.",
  interviewerUnknown: "One of the interviewers chosen is not an active staff account: choose again.",
  overlap: (name: string, when: string) => `${name} has another interview then (${when}): choose another time.`,
  offered: (n: number) => `${n === 1 ? "One time was" : `${n} times were`} offered; the applicant has been mailed.`,
  erased: "This application's personal data was erased: no interview can be arranged.",
  closed: "This application's status is final: no interview can be arranged.",
  /** The applicant's race lost (docs/product.md §10.8). */
  timeTaken: "This time was just taken. Please choose one of the remaining times.",
  timeGone: "That time is no longer offered. Please choose one of the times below.",
  /** The status page's line under the status while times are offered to choose from (not "we will contact you"). */
  chooseTimeExplanation: "We would like to interview you: please choose one of the times offered below.",
  booked: "Your interview is booked. A calendar invitation is on its way to you.",
  rescheduled: "Your interview was moved. An updated invitation is on its way.",
  /** What the page says instead when the applicant's own copy was held back by the hourly cap. */
  bookedNotMailed: "Your interview is booked.",
  rescheduledNotMailed: "Your interview was moved.",
  cancelledByApplicant: "Your interview is cancelled. The interviewers have been told.",
  staffRescheduled: "The interview was moved; everyone has been sent the updated invitation.",
  staffCancelled: "The interview was cancelled; everyone has been sent the cancellation.",
  notBooked: "This interview is not booked any more.",
  /** docs/product.md §10.8: the applicant's own changes stop once the interview has started. */
  started:
    "Your interview has already started: it can no longer be moved or cancelled here. Please reply to the invitation mail to reach our recruitment team.",
  /** An offer on an application whose status is final (not selected, withdrawn, hired) cannot be booked. */
  applicationClosed: "This application is closed: its interview times can no longer be booked.",
  tooManyMoves: (n: number) =>
    `This interview was moved ${n} times already: it cannot be moved again here. Please reply to the invitation mail to reach our recruitment team, or cancel it below.`,
  /** The change stands, but the applicant's copy was held back by the hourly cap on mails to one address. */
  notMailed:
    "No mail was sent to you about it: your address has had the most mails we send to one address in an hour. This page shows what holds.",
  noSuchInterview: "There is no such interview.",
  notYours: "You are not an interviewer of this interview.",
  cancelledForInterviewer: "This interview was cancelled: its application is no longer open to you.",
  scorecardSaved: "Your scorecard is saved. The other interviewers' scorecards are shown below.",
  scorecardTooEarly: "A scorecard can be filled once the interview has started.",
  recommendationMissing: "Choose a recommendation.",
  ratingMissing: "Rate each criterion from 1 to 5.",
  notesInvalid: `Keep the notes to ${SCORECARD_NOTES_MAX_LENGTH} characters of plain text.`,
  criteriaSaved: "The interview criteria are saved.",
  criteriaInvalid: `Give at most ${MAX_CRITERIA} criteria, one a line, each at most ${CRITERION_MAX_LENGTH} characters.`,
  cancelConfirm: "Tick the box to confirm the cancellation.",
  /** Under a table of the interview's page that is wider than the screen. */
  tableScrolls: "Scroll the table sideways to see every column.",
  feedIssued: "Your new calendar feed address is below; it is shown once. The old one no longer works.",
  feedRevoked: "Your calendar feed address no longer works.",
};

/** The field names of the offer form: one row per time. */
export const timeFields = (i: number) => ({ date: `date-${i}`, start: `start-${i}`, length: `length-${i}` });

export type OfferedTimeInput = { date: string; start: string; length: string };
export type OfferedTime = { startsAt: string; endsAt: string };
export type FieldErrors = Record<string, string>;

/** The moment a wall-clock date and time in a zone is, as UTC milliseconds (a second look covers an offset change). */
export function wallTimeToUtc(date: string, time: string, timeZone: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const first = asUtc - zoneOffsetMs(timeZone, asUtc);
  return asUtc - zoneOffsetMs(timeZone, first);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function validDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * The offered times of the form, as UTC moments; blank rows are skipped. Errors are keyed by the field
 * they belong beside (`date-0`, `start-2`…) or `times` for the whole list.
 */
export function checkOfferedTimes(
  rows: OfferedTimeInput[],
  timeZone: string,
  now: Date = new Date(),
): { ok: true; times: OfferedTime[] } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const times: OfferedTime[] = [];
  rows.forEach((row, i) => {
    const f = timeFields(i);
    if (!row.date.trim() && !row.start.trim()) return;
    const date = row.date.trim();
    const start = row.start.trim();
    if (!validDate(date)) errors[f.date] = interviewMessages.dateInvalid;
    const t = TIME.exec(start);
    if (!t || Number(t[2]) % CELL_MINUTES !== 0) errors[f.start] = interviewMessages.startInvalid;
    const length = Number(row.length);
    if (!(LENGTH_OPTIONS as readonly number[]).includes(length)) errors[f.length] = interviewMessages.lengthInvalid;
    if (errors[f.date] || errors[f.start] || errors[f.length]) return;
    const startMs = wallTimeToUtc(date, start, timeZone);
    if (startMs <= now.getTime()) {
      errors[f.start] = interviewMessages.past;
      return;
    }
    times.push({
      startsAt: new Date(startMs).toISOString(),
      endsAt: new Date(startMs + length * 60_000).toISOString(),
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (times.length === 0) return { ok: false, errors: { times: interviewMessages.noTimes } };
  if (times.length > MAX_OFFERED_TIMES) return { ok: false, errors: { times: interviewMessages.tooManyTimes } };
  return { ok: true, times };
}

/** The meeting link or address: one line of plain text; a link must be https. */
export function checkPlace(mode: unknown, raw: string): { ok: true; place: string } | { ok: false; error: string } {
  const place = raw.trim();
  if (!isInterviewMode(mode)) return { ok: false, error: interviewMessages.modeMissing };
  if (!place)
    return { ok: false, error: mode === "online" ? interviewMessages.linkInvalid : interviewMessages.addressMissing };
  if (place.length > PLACE_MAX_LENGTH || /[\r\n]/.test(place) || !isCleanText(place))
    return { ok: false, error: interviewMessages.placeInvalid };
  if (mode === "online") {
    let url: URL | null = null;
    try {
      url = new URL(place);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== "https:" || /\s/.test(place))
      return { ok: false, error: interviewMessages.linkInvalid };
  }
  return { ok: true, place };
}

/** The job's criteria from the textarea: one a line, blank lines dropped, each once. */
export function parseCriteria(raw: string): { ok: true; criteria: string[] } | { ok: false; error: string } {
  const lines = [
    ...new Set(
      raw
        .split(/\r\n?|\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
  if (lines.length > MAX_CRITERIA || lines.some((l) => Array.from(l).length > CRITERION_MAX_LENGTH || !isCleanText(l)))
    return { ok: false, error: interviewMessages.criteriaInvalid };
  return { ok: true, criteria: lines };
}

/** The five-minute cells [start, end) of a time: what interview_busy holds per interviewer. */
export function cellsOf(startsAt: string, endsAt: string): number[] {
  const cellMs = CELL_MINUTES * 60_000;
  const first = Math.floor(Date.parse(startsAt) / cellMs);
  const end = Math.ceil(Date.parse(endsAt) / cellMs);
  const cells: number[] = [];
  for (let c = first; c < end; c++) cells.push(c);
  return cells;
}

const longFormat = zonedDateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const clockFormat = zonedDateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "UTC+05:30": a zone's offset at a moment. */
export function utcOffsetText(timeZone: string, at: number): string {
  const minutes = Math.round(zoneOffsetMs(timeZone, at) / 60_000);
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? "−" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** "Tuesday 8 December 2026, 10:30–11:30": a time as a wall clock in a zone. */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return `${longFormat(timeZone).format(start)}, ${clockFormat(timeZone).format(start)}–${clockFormat(timeZone).format(end)}`;
}

/** The same with the zone's name and offset: what a page shows without knowing the reader's zone. */
export function formatTimeRangeWithZone(startsAt: string, endsAt: string, timeZone: string): string {
  return `${formatTimeRange(startsAt, endsAt, timeZone)} (${timeZone}, ${utcOffsetText(timeZone, Date.parse(startsAt))})`;
}

/**
 * For many times one after another, as /staff/interviews lists 100 a page: each one's calendar date
 * (YYYY-MM-DD) in a zone, by which the page groups, and its clock range ("10:30–11:30", what
 * formatTimeRange shows after the date). spreadsheetTimesIn looks the zone's offset up once per UTC day;
 * a formatter per row and time was most of the list's loader.
 */
export function agendaTimesIn(timeZone: string): (startsAt: string, endsAt: string) => { day: string; clock: string } {
  const wallClock = spreadsheetTimesIn(timeZone);
  return (startsAt, endsAt) => {
    const start = wallClock(startsAt);
    return { day: start.slice(0, 10), clock: `${start.slice(11)}–${wallClock(endsAt).slice(11)}` };
  };
}

/** The console's address of one interview. */
export function interviewPath(id: number): string {
  return `/staff/interviews/${id}`;
}
