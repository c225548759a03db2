import { todayIn } from "~/domain/dates";
import type { Db } from "../db/database";
import { deleteSaltsBefore, foldDay, rawDaysBefore } from "./insights.repository";
import type { Salts } from "./salts";

/** The calendar date `days` before a YYYY-MM-DD date. */
export function dateBefore(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/**
 * The retention round of page views (decision 0169): every day older than `rawDays` days becomes its
 * daily totals, one transaction per day, and the salts of the days before today are deleted, so that no
 * hash of a day that is over can be made again. Returns the days folded.
 */
export async function foldPageViews(deps: {
  db: Db;
  salts: Salts;
  timeZone: string;
  rawDays: number;
  now: () => number;
}) {
  const today = todayIn(deps.timeZone, new Date(deps.now()));
  await deleteSaltsBefore(deps.db, today);
  deps.salts.forgetBefore(today);
  const days = await rawDaysBefore(deps.db, dateBefore(today, deps.rawDays - 1));
  for (const day of days) await deps.db.transaction().execute((trx) => foldDay(trx, day));
  return days;
}
