import { dateTimeFormat } from "../dates";

/**
 * A moment as the console shows it, in the company's time zone: "3 Dec 2026, 14:05". Formatted by the
 * loader on the server, so the page shows the same text before and after hydration.
 */
export function formatStaffTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    dateTimeFormat("en-GB", {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** A moment for a `<time>` element: its machine-readable value and its text. */
export type StaffTime = { iso: string; text: string };

export function staffTime(iso: string, timeZone: string): StaffTime;
export function staffTime(iso: string | null, timeZone: string): StaffTime | null;
export function staffTime(iso: string | null, timeZone: string): StaffTime | null {
  return iso === null ? null : { iso, text: formatStaffTime(iso, timeZone) };
}
