import { sql } from "kysely";
import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";

/**
 * Every application and resume sent for one job that still holds its personal data, longest in its status
 * first, at most `limit`: one statement for the whole board (both tables joined by `union all`), each
 * half a walk of the `…_inbox_job_idx` index (job_code, created_at, id) of its table. The bench explains it.
 * `since` is when the status last changed (the arrival for a row never moved); `screening_misses` the
 * wanted screening answers missed (null: the job asked none).
 */
export function boardCardsQuery(db: Executor, jobCode: number, limit: number) {
  const since = sql<string>`coalesce(status_changed_at, created_at)`;
  const applications = db
    .selectFrom("job_applications")
    .select([
      sql<SubmissionKind>`'application'`.as("kind"),
      "id",
      "name",
      "status",
      since.as("since"),
      "screening_misses",
    ])
    .where("job_code", "=", jobCode)
    .where("erased_at", "is", null);
  const resumes = db
    .selectFrom("candidates")
    .select([sql<SubmissionKind>`'resume'`.as("kind"), "id", "name", "status", since.as("since"), "screening_misses"])
    .where("job_code", "=", jobCode)
    .where("erased_at", "is", null);
  return applications.unionAll(resumes).orderBy("since").orderBy("kind").orderBy("id").limit(limit);
}

export function listBoardCards(db: Executor, jobCode: number, limit: number) {
  return boardCardsQuery(db, jobCode, limit).execute();
}

/** The job a board is for; undefined when there is none with this code. */
export function findBoardJob(db: Executor, jobCode: number) {
  return db.selectFrom("jobs").select(["code", "title"]).where("code", "=", jobCode).executeTakeFirst();
}

/** How many cards the job's board would hold without a limit (asked only when the board is full). */
export async function countBoardCards(db: Executor, jobCode: number): Promise<number> {
  const count = (table: "job_applications" | "candidates") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("job_code", "=", jobCode)
      .where("erased_at", "is", null)
      .executeTakeFirstOrThrow();
  const [a, r] = await Promise.all([count("job_applications"), count("candidates")]);
  return Number(a.n) + Number(r.n);
}
