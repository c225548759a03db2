import { zonedDateTimeFormat } from "../dates";

/**
 * A moment as the console shows it, in the company's time zone: "3 Dec 2026, 14:05". Formatted by the
 * loader on the server, so the page shows the same text before and after hydration.
 */
const staffTimeFormat = zonedDateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function formatStaffTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A loop, not Object.fromEntries: this runs for every row of a staff list.
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of staffTimeFormat(timeZone).formatToParts(date)) parts[p.type] = p.value;
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** A moment for a `<time>` element: its machine-readable value and its text. */
export type StaffTime = { iso: string; text: string };

export function staffTime(iso: string, timeZone: string): StaffTime;
export function staffTime(iso: string | null, timeZone: string): StaffTime | null;
export function staffTime(iso: string | null, timeZone: string): StaffTime | null {
  return iso === null ? null : { iso, text: formatStaffTime(iso, timeZone) };
}
