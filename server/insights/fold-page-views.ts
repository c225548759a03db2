import { todayIn } from "~/domain/dates";
import type { Db } from "../db/database";
import { deleteSaltsBefore, foldDay, rawDaysBefore, summariseDay, unsummarisedDaysBefore } from "./insights.repository";
import type { Salts } from "./salts";

/** The calendar date `days` before a YYYY-MM-DD date. */
export function dateBefore(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** How long after midnight a day counts as finished for its sums: views wait at most 5 s in a buffer. */
const SUMMING_MARGIN_MS = 60_000;

/**
 * The retention round of page views (decision 0169): every day older than `rawDays` days becomes its
 * daily totals, one transaction per day, and the salts of the days before today are deleted, so that no
 * hash of a day that is over can be made again. Before that, each finished day is summed for the reports
 * (decision 0176).
 * Returns the days folded.
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
  const firstKept = dateBefore(today, deps.rawDays - 1);
  // The days over a minute ago (the views still in a buffer at midnight have been written by then), and
  // only those this round keeps raw: a day about to be folded is counted from its totals.
  const finishedBefore = todayIn(deps.timeZone, new Date(deps.now() - SUMMING_MARGIN_MS));
  for (const day of await unsummarisedDaysBefore(deps.db, finishedBefore))
    if (day >= firstKept) await deps.db.transaction().execute((trx) => summariseDay(trx, day));
  const days = await rawDaysBefore(deps.db, firstKept);
  for (const day of days) await deps.db.transaction().execute((trx) => foldDay(trx, day));
  return days;
}
