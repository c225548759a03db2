import type { Insertable, Updateable } from "kysely";
import type { Executor } from "../db/database";
import type { JobsTable } from "./careers.table";

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJobByCode>>>;
/** How a job is offered: a job inserted without saying takes the columns' defaults (full time, on site…). */
type PostingColumn =
  | "employment_type"
  | "workplace"
  | "remote_countries"
  | "salary_min"
  | "salary_max"
  | "salary_currency"
  | "salary_period"
  | "department"
  | "openings";
export type NewJob = Omit<JobsTable, "code" | PostingColumn> & Insertable<Pick<JobsTable, PostingColumn>>;
export type JobChange = Updateable<Omit<JobsTable, "code" | "created_at" | "client_ip">>;

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

/** Whether any job is stored, published or not. */
export async function hasAnyJob(db: Executor): Promise<boolean> {
  return (await db.selectFrom("jobs").select("code").limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts a job and answers its code. */
export async function insertJob(db: Executor, job: NewJob): Promise<number> {
  const row = await db.insertInto("jobs").values(job).returning("code").executeTakeFirstOrThrow();
  return Number(row.code);
}

/**
 * Changes a job. With `unlessChangedSince`, only when its last change is still that one (the version
 * the form was opened on); answers whether a row changed.
 */
export async function updateJob(
  db: Executor,
  code: number,
  change: JobChange,
  unlessChangedSince?: string | null,
): Promise<boolean> {
  let q = db.updateTable("jobs").set(change).where("code", "=", code);
  if (unlessChangedSince !== undefined)
    q =
      unlessChangedSince === null ? q.where("updated_at", "is", null) : q.where("updated_at", "=", unlessChangedSince);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Every job, published or not, newest first (by code), one page of `limit` after the code `before`. */
export async function listAllJobs(db: Executor, limit: number, before?: number) {
  let q = db.selectFrom("jobs").selectAll();
  if (before !== undefined) q = q.where("code", "<", before);
  return q.orderBy("code", "desc").limit(limit).execute();
}

/**
 * How many applications each of these jobs has (jobs without any are absent): the wizard's applications
 * and the resumes sent with the job's Apply Now, as the inbox's job filter lists them both.
 */
export async function countApplicationsByJob(db: Executor, codes: number[]): Promise<Map<number, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("job_applications")
        .select("job_code")
        .where("job_code", "in", codes)
        .unionAll(eb.selectFrom("candidates").select("job_code").where("job_code", "in", codes))
        .as("sent"),
    )
    .select(["sent.job_code", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("sent.job_code")
    .execute();
  return new Map(rows.map((r) => [Number(r.job_code), Number(r.n)]));
}
