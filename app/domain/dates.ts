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

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat for these settings, made once and reused: building one costs far more than
 * formatting with it, and its ICU memory lies outside the JavaScript heap, so one made per row of a
 * 200,000-row export grew the process by more than a gigabyte before the collector noticed
 * (docs/decisions/0065). The settings used are few (the company's zone in three shapes); a time zone
 * that does not exist throws here, before anything is kept.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

/**
 * dateTimeFormat for one shape of settings in any time zone, looked up by the zone alone: the lookup
 * by settings builds a key (JSON) each call, which shows in a profile when it is done per row.
 */
export function zonedDateTimeFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = byZone.get(timeZone);
    if (!formatter) byZone.set(timeZone, (formatter = dateTimeFormat(locale, { ...options, timeZone })));
    return formatter;
  };
}

// en-CA formats as YYYY-MM-DD.
const calendarDate = zonedDateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's calendar date (YYYY-MM-DD) in a time zone, e.g. the company's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return calendarDate(timeZone).format(now);
}

/** A quarter of an hour in milliseconds: every UTC offset in use is a whole number of them. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * `todayIn` for many instants (ISO timestamps) one after another, as an export of thousands of rows in
 * date order asks: two instants in the same UTC quarter hour fall on the same calendar date in every
 * zone, so the last quarter hour's date is kept and the formatter runs once per quarter hour, not per row.
 */
export function calendarDatesIn(timeZone: string): (instant: string) => string {
  let quarter = NaN;
  let date = "";
  return (instant) => {
    const ms = Date.parse(instant);
    const q = Math.floor(ms / QUARTER_HOUR_MS);
    if (q !== quarter) {
      date = todayIn(timeZone, new Date(ms));
      quarter = q;
    }
    return date;
  };
}

/** A day in milliseconds. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Instants as a spreadsheet reads a date and time, `YYYY-MM-DD HH:MM` in a time zone (the company's), for
 * many instants in any order (an export's arrivals and status changes). The zone's offset is looked up
 * once per UTC day (at its first and last second): when both agree, as on every day without a change of
 * offset, the whole day has it and the rest is arithmetic; a day with a change looks up each instant.
 * An instant that is not one is answered as given.
 */
export function spreadsheetTimesIn(timeZone: string): (instant: string) => string {
  const dayOffsets = new Map<number, number | null>();
  const offsetAt = (ms: number) => {
    const day = Math.floor(ms / DAY_MS);
    let offset = dayOffsets.get(day);
    if (offset === undefined) {
      const first = zoneOffsetMs(timeZone, day * DAY_MS);
      offset = first === zoneOffsetMs(timeZone, (day + 1) * DAY_MS - 1000) ? first : null;
      dayOffsets.set(day, offset);
    }
    return offset ?? zoneOffsetMs(timeZone, ms);
  };
  return (instant) => {
    const ms = Date.parse(instant);
    if (Number.isNaN(ms)) return instant;
    const wall = new Date(ms + offsetAt(ms)).toISOString();
    return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
  };
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

/** How far a time zone's wall clock is ahead of UTC at a moment, in milliseconds. */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a calendar date (YYYY-MM-DD) begins in a time zone, as an ISO timestamp: what a "from"
 * date compares against stored instants. A second look covers a zone whose offset changes that night.
 */
export function startOfDayIn(isoDate: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  const first = midnightUtc - zoneOffsetMs(timeZone, midnightUtc);
  return new Date(midnightUtc - zoneOffsetMs(timeZone, first)).toISOString();
}

/** The calendar date after this one (YYYY-MM-DD). */
export function nextDate(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
