import { cellsOf } from "~/domain/interviews";
import type { Executor } from "../db/database";

/**
 * When interviewers are busy (docs/decisions/0135-interview-booking.md): a booked interview holds one
 * `interview_busy` row per interviewer and five-minute cell, and the primary key (user_id, cell) refuses a
 * second booking of any cell held. Other scheduling (server/demos) reads the same time here.
 */

/**
 * The first booked interview (other than `except`) of any of these people that overlaps [startsAt, endsAt):
 * read from the cells they hold, so it is the same rule the booking's insert enforces.
 */
export async function firstBusyOverlap(
  db: Executor,
  userIds: number[],
  startsAt: string,
  endsAt: string,
  except?: number,
): Promise<{ user_id: number; interview_id: number } | undefined> {
  if (userIds.length === 0) return undefined;
  const cells = cellsOf(startsAt, endsAt);
  let q = db
    .selectFrom("interview_busy")
    .select(["user_id", "interview_id"])
    .where("user_id", "in", userIds)
    .where("cell", ">=", cells[0]!)
    .where("cell", "<=", cells[cells.length - 1]!);
  if (except !== undefined) q = q.where("interview_id", "<>", except);
  return q.limit(1).executeTakeFirst();
}

/**
 * Holds the cells of a booked time for each interviewer. Throws the engine's unique violation when any
 * cell is held already: the caller's transaction is undone and the booking refused.
 */
export async function holdCells(
  db: Executor,
  interviewId: number,
  userIds: number[],
  startsAt: string,
  endsAt: string,
): Promise<void> {
  const cells = cellsOf(startsAt, endsAt);
  const rows = userIds.flatMap((user_id) => cells.map((cell) => ({ user_id, cell, interview_id: interviewId })));
  // Chunks keep each statement well under SQLite's 32,766 bound parameters.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("interview_busy")
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function releaseCells(db: Executor, interviewId: number): Promise<void> {
  await db.deleteFrom("interview_busy").where("interview_id", "=", interviewId).execute();
}

/**
 * The intervals these staff people are busy with booked interviews between `from` and `to` (ISO): what
 * any other scheduling (demo bookings, say) must keep clear of.
 */
export async function interviewBusyIntervals(
  db: Executor,
  staffIds: number[],
  from: string,
  to: string,
): Promise<{ userId: number; interviewId: number; startsAt: string; endsAt: string }[]> {
  if (staffIds.length === 0) return [];
  const rows = await db
    .selectFrom("interview_interviewers as ii")
    .innerJoin("interviews as i", "i.id", "ii.interview_id")
    .select(["ii.user_id", "i.id", "i.starts_at", "i.ends_at"])
    .where("ii.user_id", "in", staffIds)
    .where("i.state", "=", "booked")
    .where("i.starts_at", "<", to)
    .where("i.ends_at", ">", from)
    .orderBy("i.starts_at")
    .execute();
  return rows.map((r) => ({ userId: r.user_id, interviewId: r.id, startsAt: r.starts_at!, endsAt: r.ends_at! }));
}
