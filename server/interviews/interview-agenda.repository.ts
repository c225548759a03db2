import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";

/** The lists of booked interviews: /staff/interviews ("mine" and "all") and one person's calendar feed. */

export type UpcomingRow = {
  id: number;
  kind: SubmissionKind;
  application_id: number;
  mode: string;
  starts_at: string;
  ends_at: string;
};

/**
 * Booked interviews from `after` on, in time order, at most `limit`: everyone's, or one person's (read
 * from their own index range). `cursor` continues after the last row of a page (starts_at, id).
 *
 * Where a page starts is one row-value bound, (starts_at, id) > (cursor), or > (after, 0) on the first
 * page (ids start at 1): both engines start the index range there, (state, starts_at, id) or (user_id,
 * starts_at, interview_id), and read only the page's rows. Written as `starts_at >= after` and an OR of
 * the cursor's parts, the range started at `after` and every later page read all the interviews before it.
 */
export async function upcomingInterviews(
  db: Executor,
  options: { userId?: number; after: string; cursor?: { startsAt: string; id: number }; limit: number },
): Promise<UpcomingRow[]> {
  const { userId, after, cursor, limit } = options;
  const from = cursor && cursor.startsAt >= after ? cursor : { startsAt: after, id: 0 };
  if (userId !== undefined) {
    const q = db
      .selectFrom("interview_interviewers as ii")
      .innerJoin("interviews as i", "i.id", "ii.interview_id")
      .select(["i.id", "i.kind", "i.application_id", "i.mode", "i.starts_at", "i.ends_at"])
      .where("ii.user_id", "=", userId)
      .where((eb) => eb(eb.refTuple("ii.starts_at", "ii.interview_id"), ">", eb.tuple(from.startsAt, from.id)))
      .where("i.state", "=", "booked");
    return (await q.orderBy("ii.starts_at").orderBy("ii.interview_id").limit(limit).execute()) as UpcomingRow[];
  }
  const q = db
    .selectFrom("interviews as i")
    .select(["i.id", "i.kind", "i.application_id", "i.mode", "i.starts_at", "i.ends_at"])
    .where("i.state", "=", "booked")
    .where((eb) => eb(eb.refTuple("i.starts_at", "i.id"), ">", eb.tuple(from.startsAt, from.id)));
  return (await q.orderBy("i.starts_at").orderBy("i.id").limit(limit).execute()) as UpcomingRow[];
}

/** Booked interviews of one staff person from `after` on (their calendar feed). */
export async function feedInterviews(db: Executor, userId: number, after: string, limit: number) {
  return db
    .selectFrom("interview_interviewers as ii")
    .innerJoin("interviews as i", "i.id", "ii.interview_id")
    .select([
      "i.id",
      "i.kind",
      "i.application_id",
      "i.mode",
      "i.place",
      "i.time_zone",
      "i.sequence",
      "i.starts_at",
      "i.ends_at",
    ])
    .where("ii.user_id", "=", userId)
    .where("ii.starts_at", ">=", after)
    .where("i.state", "=", "booked")
    .orderBy("ii.starts_at")
    .limit(limit)
    .execute();
}
