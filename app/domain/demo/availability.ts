import { zoneOffsetMs } from "~/domain/dates";

/**
 * Free demo times (docs/product.md §2.20): pure, so the page, the booking's re-check and the bench all
 * compute them the same way from what the database holds.
 */

/** A span of time in epoch milliseconds, end excluded. */
export type Interval = { start: number; end: number };

/** Working hours of one weekday, as minutes after the company's midnight: 540–1020 is 09:00–17:00. */
export type DayHours = { from: number; to: number };
/** Index 0 is Sunday, as Date#getUTCDay counts; null for a day off. */
export type WeeklyHours = readonly (DayHours | null)[];

export type Presenter = { id: number; products: readonly string[]; hours: WeeklyHours };

export type AvailabilityInput = {
  now: number;
  timeZone: string;
  demoMinutes: number;
  presenters: readonly Presenter[];
  /** The company's holidays, YYYY-MM-DD in its zone. */
  holidays: readonly string[];
  /** Every presenter's busy time (other demos, interviews), by presenter id; any order. */
  busy: ReadonlyMap<number, readonly Interval[]>;
  /** The products the visitor chose: a time needs a free presenter for each. */
  products: readonly string[];
  /** Working days to look ahead (today counts when times remain). */
  workingDays?: number;
  /** Times start on this grid from each presenter's start of day. */
  stepMinutes?: number;
  /** The earliest a demo may start, counted from now. */
  noticeMinutes?: number;
};

/** One time that can be offered, with the presenters it would be given to (one or more). */
export type FreeTime = { start: number; presenters: number[] };

export const DEMO_WORKING_DAYS = 15;
export const DEMO_STEP_MINUTES = 30;
export const DEMO_NOTICE_MINUTES = 120;
const DAY_MS = 86_400_000;
/** However sparse the hours, the search stops this many calendar days out: busy time is read as far. */
export const MAX_CALENDAR_DAYS = 120;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The moment a wall-clock time (minutes after midnight of a YYYY-MM-DD day) happens in the zone. */
export function zonedMoment(day: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const guess = wall - zoneOffsetMs(timeZone, wall);
  return wall - zoneOffsetMs(timeZone, guess);
}

/** True when no interval of the sorted list overlaps [start, end). */
function freeDuring(sorted: readonly Interval[], start: number, end: number): boolean {
  // Binary search for the first interval ending after start: only it can overlap, or none does.
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  // Intervals may overlap each other, so look on while they start before our end.
  for (let i = lo; i < sorted.length && sorted[i]!.start < end; i++) if (sorted[i]!.end > start) return false;
  return true;
}

/**
 * The times over the next working days (days on which some presenter of a chosen product works and
 * that are not holidays) when every chosen product has a presenter who works then and is not busy.
 * A presenter who covers several chosen products is preferred, so a demo takes as few people as it can.
 */
export function freeTimes(input: AvailabilityInput): FreeTime[] {
  const {
    now,
    timeZone,
    demoMinutes,
    products,
    workingDays = DEMO_WORKING_DAYS,
    stepMinutes = DEMO_STEP_MINUTES,
    noticeMinutes = DEMO_NOTICE_MINUTES,
  } = input;
  if (products.length === 0 || demoMinutes <= 0) return [];
  const holidays = new Set(input.holidays);
  const candidates = products.map((p) => input.presenters.filter((x) => x.products.includes(p)));
  if (candidates.some((c) => c.length === 0)) return [];
  const involved = [...new Set(candidates.flat())];
  const busy = new Map(
    involved.map((p) => [p.id, [...(input.busy.get(p.id) ?? [])].sort((a, b) => a.start - b.start)]),
  );
  const earliest = now + noticeMinutes * 60_000;
  const lengthMs = demoMinutes * 60_000;
  const out: FreeTime[] = [];
  const today = isoDay(now + zoneOffsetMs(timeZone, now));
  let counted = 0;
  for (let d = 0; d < MAX_CALENDAR_DAYS && counted < workingDays; d++) {
    const day = isoDay(Date.parse(`${today}T00:00:00Z`) + d * DAY_MS);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const working = involved.filter((p) => p.hours[weekday]);
    if (holidays.has(day) || working.length === 0) continue;
    const from = Math.min(...working.map((p) => p.hours[weekday]!.from));
    const to = Math.max(...working.map((p) => p.hours[weekday]!.to));
    // Today counts only while a start is still past the notice: late in the day it would count empty.
    if (zonedMoment(day, to - demoMinutes, timeZone) < earliest) continue;
    counted++;
    // One offset for the whole day unless the zone changes its clock that day (then each time is placed alone).
    const startOffset = zonedMoment(day, 0, timeZone) - Date.parse(`${day}T00:00:00Z`);
    const steady = zonedMoment(day, 1439, timeZone) - Date.parse(`${day}T00:00:00Z`) - 1439 * 60_000 === startOffset;
    for (let m = from; m + demoMinutes <= to; m += stepMinutes) {
      const start = steady ? Date.parse(`${day}T00:00:00Z`) + startOffset + m * 60_000 : zonedMoment(day, m, timeZone);
      if (start < earliest) continue;
      const end = start + lengthMs;
      const chosen: Presenter[] = [];
      let ok = true;
      for (const list of candidates) {
        if (chosen.some((c) => list.includes(c))) continue;
        const free = list.find((p) => {
          const h = p.hours[weekday];
          return h && m >= h.from && m + demoMinutes <= h.to && freeDuring(busy.get(p.id)!, start, end);
        });
        if (!free) {
          ok = false;
          break;
        }
        chosen.push(free);
      }
      if (ok) out.push({ start, presenters: chosen.map((c) => c.id).sort((a, b) => a - b) });
    }
  }
  return out;
}

/** Standard working hours for a new presenter: Monday to Friday, 09:30–17:30. */
export const DEFAULT_HOURS: WeeklyHours = [null, ...Array.from({ length: 5 }, () => ({ from: 570, to: 1050 })), null];
