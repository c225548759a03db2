import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";
import { scorecardsOf } from "./interview-scorecards.repository";
import { INTERVIEW_COLUMNS, interviewersOf, timesOf } from "./interviews.repository";

/** Interviews as the applicant's personal data (docs/product.md §10.5): the person export and erasure. */

/** Every interview of these applications, with their times, interviewers' names and scorecards. */
export async function heldInterviewsOf(db: Executor, refs: { kind: SubmissionKind; id: number }[]) {
  if (refs.length === 0) return [];
  const rows = await db
    .selectFrom("interviews")
    .select(INTERVIEW_COLUMNS)
    .where((eb) => eb.or(refs.map((r) => eb.and([eb("kind", "=", r.kind), eb("application_id", "=", r.id)]))))
    .orderBy("id")
    .execute();
  const ids = rows.map((r) => r.id);
  const [times, interviewers, scorecards] = await Promise.all([
    timesOf(db, ids),
    interviewersOf(db, ids),
    scorecardsOf(db, ids),
  ]);
  return rows.map((r) => ({
    ...r,
    times: times.filter((t) => t.interview_id === r.id).map((t) => ({ starts_at: t.starts_at, ends_at: t.ends_at })),
    interviewers: interviewers.filter((i) => i.interview_id === r.id).map((i) => i.name),
    scorecards: scorecards
      .filter((s) => s.interview_id === r.id)
      .map((s) => ({
        interviewer: s.name,
        recommendation: s.recommendation,
        ratings: JSON.parse(s.ratings) as unknown,
        notes: s.notes,
        submitted_at: s.submitted_at,
      })),
  }));
}

/** Deletes every interview of one application with everything hanging from it; answers how many. */
export async function deleteInterviewsOf(db: Executor, kind: SubmissionKind, id: number): Promise<number> {
  const ids = (
    await db.selectFrom("interviews").select("id").where("kind", "=", kind).where("application_id", "=", id).execute()
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom("interview_scorecards").where("interview_id", "in", ids).execute();
  await db.deleteFrom("interview_busy").where("interview_id", "in", ids).execute();
  await db.deleteFrom("interview_interviewers").where("interview_id", "in", ids).execute();
  await db.deleteFrom("interview_times").where("interview_id", "in", ids).execute();
  await db.deleteFrom("interviews").where("id", "in", ids).execute();
  return ids.length;
}
