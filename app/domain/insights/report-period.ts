/**
 * The period an insights report covers (docs/product/insights.md §10.16): the last 7, 30 or 90 days up to
 * today, or chosen dates; and the period of the same length just before it, shown beside. Days are
 * calendar dates (YYYY-MM-DD) in the company's time zone, both ends included.
 */
export const PERIOD_LENGTHS = [7, 30, 90] as const;
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest chosen period: a year and a day, so a report's two periods stay a bounded scan. */
export const MAX_PERIOD_DAYS = 366;

export type DayRange = { from: string; to: string };
export type ReportPeriod = {
  current: DayRange;
  previous: DayRange;
  days: number;
  /** What the form shows as chosen: a preset's length, or "dates". */
  choice: string;
};

export const PERIOD_MESSAGES = {
  invalid: "Choose a from date on or before the to date, both as dates, no more than 366 days apart.",
} as const;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

const isDate = (v: string | null): v is string =>
  v !== null && ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

function periodOf(from: string, to: string, choice: string): ReportPeriod {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return { current: { from, to }, previous: { from: addDays(from, -days), to: addDays(from, -1) }, days, choice };
}

/**
 * The period a report's query asks for: `?days=7|30|90`, or `?from=…&to=…`; else the last 30 days. An
 * impossible choice falls back to the default with the message saying why.
 */
export function parseReportPeriod(
  params: URLSearchParams,
  today: string,
): { period: ReportPeriod; error: string | null } {
  const fallback = periodOf(addDays(today, 1 - DEFAULT_PERIOD_DAYS), today, String(DEFAULT_PERIOD_DAYS));
  const from = params.get("from");
  const to = params.get("to");
  if (from || to) {
    if (!isDate(from) || !isDate(to) || from > to) return { period: fallback, error: PERIOD_MESSAGES.invalid };
    const period = periodOf(from, to, "dates");
    return period.days > MAX_PERIOD_DAYS
      ? { period: fallback, error: PERIOD_MESSAGES.invalid }
      : { period, error: null };
  }
  const length = Number(params.get("days"));
  const preset = PERIOD_LENGTHS.find((n) => n === length);
  return { period: preset ? periodOf(addDays(today, 1 - preset), today, String(preset)) : fallback, error: null };
}

/** The query that asks for the same period again (the CSV links). */
export function periodQuery(period: ReportPeriod): string {
  return period.choice === "dates" ? `from=${period.current.from}&to=${period.current.to}` : `days=${period.days}`;
}
