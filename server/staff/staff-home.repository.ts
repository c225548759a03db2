import { sql } from "kysely";
import type { Executor } from "../db/database";

/**
 * The console's home (docs/product.md §10.12): a person's visits, and the counts of what needs attention.
 */

/**
 * Records that the person opened the home at `now` and answers the moment its "since your last visit"
 * counts from: while they keep opening it less than `gapMs` apart it is one visit and the moment stays;
 * after a longer pause a new visit counts from when they last opened it. Null on a first visit.
 */
export async function recordHomeVisit(
  db: Executor,
  userId: number,
  now: string,
  gapMs: number,
): Promise<string | null> {
  const row = await db
    .selectFrom("staff_users")
    .select(["home_seen_at", "home_counts_since"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const newVisit = !row.home_seen_at || Date.parse(now) - Date.parse(row.home_seen_at) > gapMs;
  const since = newVisit ? row.home_seen_at : row.home_counts_since;
  await db
    .updateTable("staff_users")
    .set({ home_seen_at: now, home_counts_since: since })
    .where("id", "=", userId)
    .execute();
  return since;
}

/** Applications and resumes that arrived after `since`, counted per job (0: no particular job). */
export async function countArrivalsByJob(db: Executor, since: string): Promise<{ job_code: number; n: number }[]> {
  const part = (table: "job_applications" | "candidates") =>
    db
      .selectFrom(table)
      .select(["job_code", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("created_at", ">", since)
      .where("erased_at", "is", null)
      .groupBy("job_code");
  const counts = new Map<number, number>();
  for (const r of await part("job_applications").unionAll(part("candidates")).execute())
    counts.set(Number(r.job_code), (counts.get(Number(r.job_code)) ?? 0) + Number(r.n));
  return [...counts].map(([job_code, n]) => ({ job_code, n }));
}

/** Contact messages nobody has marked handled yet. */
export async function countWaitingMessages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select(sql<number | string>`count(*)`.as("n"))
    .where("handled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
