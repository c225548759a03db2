/** The months by name, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Today's calendar date (YYYY-MM-DD) in a time zone, e.g. the company's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function currentYearIn(timeZone: string, now: Date = new Date()): number {
  return Number(todayIn(timeZone, now).slice(0, 4));
}

/**
 * Formats a calendar date like 'MMMM d, y' ('March 7, 2026'). Accepts YYYY-MM-DD or an ISO
 * timestamp (its date part is used as is, so the day never shifts with the viewer's time zone).
 */
export function formatLongDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${Number(m[1])}` : isoDate;
}
