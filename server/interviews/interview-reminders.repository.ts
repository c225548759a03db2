import type { Executor } from "../db/database";
import { INTERVIEW_COLUMNS, type InterviewerRow, type InterviewRow } from "./interviews.repository";

/** The reminders' queries (docs/decisions/0136-interview-reminders-once.md): what is due, and its claim. */

export type ReminderColumn = "reminded_day_at" | "reminded_hour_at" | "scorecards_reminded_at";

/** Booked interviews whose reminder of this column is due (its moment passed) and not sent. */
export async function dueForReminder(
  db: Executor,
  column: ReminderColumn,
  range: { startsFrom?: string; startsBefore?: string; endsBefore?: string },
  limit: number,
): Promise<InterviewRow[]> {
  let q = db.selectFrom("interviews").select(INTERVIEW_COLUMNS).where("state", "=", "booked").where(column, "is", null);
  if (range.startsFrom) q = q.where("starts_at", ">", range.startsFrom);
  if (range.startsBefore) q = q.where("starts_at", "<=", range.startsBefore);
  if (range.endsBefore) q = q.where("ends_at", "<=", range.endsBefore);
  return q.orderBy("starts_at").limit(limit).execute();
}

/**
 * Claims one reminder: sets its column when it is still unset for the same booking (sequence). Of any
 * number of processes trying at once exactly one gets true, and only it writes the mails.
 */
export async function claimReminder(
  db: Executor,
  id: number,
  column: ReminderColumn,
  sequence: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("interviews")
    .set({ [column]: at })
    .where("id", "=", id)
    .where("state", "=", "booked")
    .where("sequence", "=", sequence)
    .where(column, "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Interviewers of this interview with no scorecard yet. */
export async function interviewersWithoutScorecard(db: Executor, interviewId: number): Promise<InterviewerRow[]> {
  return db
    .selectFrom("interview_interviewers as i")
    .innerJoin("staff_users as u", "u.id", "i.user_id")
    .leftJoin("interview_scorecards as s", (j) =>
      j.onRef("s.interview_id", "=", "i.interview_id").onRef("s.user_id", "=", "i.user_id"),
    )
    .select(["i.interview_id", "i.user_id", "u.name", "u.email"])
    .where("i.interview_id", "=", interviewId)
    .where("s.id", "is", null)
    .where("u.disabled_at", "is", null)
    .execute();
}
