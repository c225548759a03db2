import type { Db } from "#server/db/database";

/**
 * A booked online interview written straight into the database, with its interviewers: for tests that need
 * many interviews, or interviews at times no one could book through the console.
 */
export async function insertBookedInterview(
  db: Db,
  b: {
    applicationId: number;
    startsAt: string;
    endsAt: string;
    place: string;
    timeZone: string;
    interviewerIds: number[];
  },
): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto("interviews")
    .values({
      kind: "application",
      application_id: b.applicationId,
      state: "booked",
      mode: "online",
      place: b.place,
      time_zone: b.timeZone,
      sequence: 0,
      starts_at: b.startsAt,
      ends_at: b.endsAt,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("interview_interviewers")
    .values(b.interviewerIds.map((userId) => ({ interview_id: id, user_id: userId, starts_at: b.startsAt })))
    .execute();
  return id;
}
