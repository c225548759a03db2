import type { Executor } from "../database";
import type { JobsTable } from "../tables/careers.table";

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJobByCode>>>;
export type NewJob = Omit<JobsTable, "code">;

/** One job by its code, published or not; undefined when there is none. */
export async function findJobByCode(db: Executor, code: number) {
  return db.selectFrom("jobs").selectAll().where("code", "=", code).executeTakeFirst();
}

/**
 * The published jobs the careers page lists: those without a last date of apply and those whose last
 * date is on or after `lastDateFrom` (YYYY-MM-DD), newest posting first.
 */
export async function listListedJobs(db: Executor, lastDateFrom: string) {
  return db
    .selectFrom("jobs")
    .selectAll()
    .where("is_published", "=", 1)
    .where((eb) => eb.or([eb("last_date_of_apply", "is", null), eb("last_date_of_apply", ">=", lastDateFrom)]))
    .orderBy("posted_on", "desc")
    .orderBy("code", "desc")
    .execute();
}

/** Inserts a job unless one with the same title exists (the seed's natural key); true when inserted. */
export async function insertJobIfTitleAbsent(db: Executor, job: NewJob): Promise<boolean> {
  const existing = await db.selectFrom("jobs").select("code").where("title", "=", job.title).executeTakeFirst();
  if (existing) return false;
  await db.insertInto("jobs").values(job).execute();
  return true;
}
