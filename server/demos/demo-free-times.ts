import { chosenProducts } from "~/content/product-index";
import {
  DEMO_WORKING_DAYS,
  freeTimes,
  MAX_CALENDAR_DAYS,
  type Interval,
  type Presenter,
  type WeeklyHours,
} from "~/domain/demo/availability";
import type { Executor } from "../db/database";
import { BUSY_SOURCES } from "./demo-busy";
import { parseList, type DemoDeps } from "./demo-deps";
import { listDemoPresenters, readDemoSettings } from "./demos.repository";

const DAY_MS = 86_400_000;
/**
 * The busy intervals read for one computation: as far as the search for 15 working days may go (a
 * presenter who works one day a week has them 15 weeks out), so no time offered ignores a booking.
 */
const LOOK_AHEAD_MS = (MAX_CALENDAR_DAYS + 1) * DAY_MS;

/** The demo length, the holidays and every presenter with their products and hours, as stored. */
export async function demoSettings(ex: Executor) {
  const [row, presenters] = await Promise.all([readDemoSettings(ex), listDemoPresenters(ex)]);
  return {
    demoMinutes: row.demo_minutes,
    holidays: parseList(row.holidays),
    presenters: presenters.map((p) => ({
      id: p.staff_user_id,
      name: p.name,
      email: p.email,
      products: parseList(p.products),
      hours: JSON.parse(p.hours) as WeeklyHours,
    })),
  };
}

export type DemoSettings = Awaited<ReturnType<typeof demoSettings>>;

/** The presenters of any of these products. */
export const presentersOf = (s: DemoSettings, products: readonly string[]) =>
  s.presenters.filter((p) => p.products.some((x) => products.includes(x)));

/** Every source's busy time of these presenters from now on, by presenter. */
async function busyOf(ex: Executor, ids: number[], now: number, exceptBooking?: number) {
  const from = new Date(now).toISOString();
  const to = new Date(now + LOOK_AHEAD_MS).toISOString();
  const rows = (await Promise.all(BUSY_SOURCES.map((source) => source(ex, ids, from, to, exceptBooking)))).flat();
  const busy = new Map<number, Interval[]>();
  for (const r of rows) {
    const list = busy.get(r.staff_user_id) ?? [];
    list.push({ start: Date.parse(r.start_at), end: Date.parse(r.end_at) });
    busy.set(r.staff_user_id, list);
  }
  return busy;
}

/**
 * The free times of these products from `now` (docs/product.md §2.20), read from `ex` (a transaction's
 * view when booking); `exceptBooking` is a demo being moved, whose own time does not count against it.
 */
export async function computeFreeTimes(
  ex: Executor,
  timeZone: string,
  products: string[],
  now: number,
  exceptBooking?: number,
) {
  const s = await demoSettings(ex);
  const presenters: Presenter[] = presentersOf(s, products);
  const busy = await busyOf(
    ex,
    presenters.map((p) => p.id),
    now,
    exceptBooking,
  );
  return {
    settings: s,
    times: freeTimes({
      now,
      timeZone,
      demoMinutes: s.demoMinutes,
      presenters,
      holidays: s.holidays,
      busy,
      products,
      workingDays: DEMO_WORKING_DAYS,
    }),
  };
}

/** The use case: the free times for these products from now, and the demo length. */
export async function freeTimesFor(deps: Pick<DemoDeps, "db" | "timeZone">, products: string[], now = Date.now()) {
  const { times, settings } = await computeFreeTimes(deps.db, deps.timeZone, chosenProducts(products), now);
  return { times, demoMinutes: settings.demoMinutes };
}
