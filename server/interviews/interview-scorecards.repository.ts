import type { Executor } from "../db/database";

/** Scorecards (one per interviewer and interview, a unique pair) and the jobs' interview criteria. */

export type ScorecardRow = {
  id: number;
  interview_id: number;
  user_id: number;
  name: string | null;
  recommendation: string;
  ratings: string;
  notes: string;
  submitted_at: string;
};

export async function scorecardsOf(db: Executor, interviewIds: number[]): Promise<ScorecardRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom("interview_scorecards as s")
    .leftJoin("staff_users as u", "u.id", "s.user_id")
    .select([
      "s.id",
      "s.interview_id",
      "s.user_id",
      "u.name",
      "s.recommendation",
      "s.ratings",
      "s.notes",
      "s.submitted_at",
    ])
    .where("s.interview_id", "in", interviewIds)
    .orderBy("s.id")
    .execute();
}

/** Saves one interviewer's scorecard once; a second one of the same person is refused by the unique key. */
export async function insertScorecard(
  db: Executor,
  row: {
    interview_id: number;
    user_id: number;
    recommendation: string;
    ratings: string;
    notes: string;
    submitted_at: string;
  },
): Promise<void> {
  await db.insertInto("interview_scorecards").values(row).execute();
}

export async function findCriteria(db: Executor, jobCode: number): Promise<string[]> {
  const row = await db
    .selectFrom("interview_criteria")
    .select("criteria")
    .where("job_code", "=", jobCode)
    .executeTakeFirst();
  if (!row) return [];
  const parsed: unknown = JSON.parse(row.criteria);
  return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === "string") : [];
}

export async function saveCriteria(db: Executor, jobCode: number, criteria: string[], at: string): Promise<void> {
  const value = { criteria: JSON.stringify(criteria), updated_at: at };
  await db
    .insertInto("interview_criteria")
    .values({ job_code: jobCode, ...value })
    .onConflict((oc) => oc.column("job_code").doUpdateSet(value))
    .execute();
}
