import { demoClock, demoDay, utcOffsetLabel } from "~/domain/demo/demo-time";

/**
 * The free times grouped by the company's calendar day, as the pages show them, with the zone's UTC offset
 * at the day's first time: formatted here on the server, since making the Intl formatter it needs was the
 * largest piece of the time picker's hydration in the browser (docs/decisions/0128).
 */
export type DemoDay = { label: string; offset: string; times: { iso: string; clock: string }[] };

export function groupByDay(starts: readonly number[], timeZone: string, intl?: string): DemoDay[] {
  const days: DemoDay[] = [];
  for (const start of starts) {
    const label = demoDay(start, timeZone, intl);
    if (days.at(-1)?.label !== label) days.push({ label, offset: utcOffsetLabel(timeZone, start), times: [] });
    days.at(-1)!.times.push({ iso: new Date(start).toISOString(), clock: demoClock(start, timeZone, intl) });
  }
  return days;
}
