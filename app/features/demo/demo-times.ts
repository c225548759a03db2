import { demoClock, demoDay } from "~/domain/demo/demo-time";

/** The free times grouped by the company's calendar day, as the pages show them. */
export type DemoDay = { label: string; times: { iso: string; clock: string }[] };

export function groupByDay(starts: readonly number[], timeZone: string): DemoDay[] {
  const days: DemoDay[] = [];
  for (const start of starts) {
    const label = demoDay(start, timeZone);
    if (days.at(-1)?.label !== label) days.push({ label, times: [] });
    days.at(-1)!.times.push({ iso: new Date(start).toISOString(), clock: demoClock(start, timeZone) });
  }
  return days;
}
