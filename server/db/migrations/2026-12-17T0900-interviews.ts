import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Interviews (docs/product.md §10.8, docs/decisions/0135-interview-booking.md). One `interviews` row is one
 * interview of an application or resume (`kind`, `application_id`): offered with 1 to 5 `interview_times`,
 * then booked on one of them, rescheduled or cancelled. Its interviewers are `interview_interviewers`.
 *
 * `interview_busy` is what makes two bookings of one interviewer's time impossible on both engines: a
 * booked interview holds one row per interviewer and five-minute cell it covers, and the primary key
 * (user_id, cell) refuses a second interview in any cell already held. Times are UTC ISO text; the zone they
 * were offered in is kept with the interview.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = (t: any) =>
    pg
      ? t.addColumn("id", "serial", (c: any) => c.primaryKey())
      : t.addColumn("id", "integer", (c: any) => c.primaryKey().autoIncrement());

  await idColumn(db.schema.createTable("interviews"))
    .addColumn("kind", "text", (c: any) => c.notNull())
    .addColumn("application_id", "integer", (c: any) => c.notNull())
    // offered, booked or cancelled.
    .addColumn("state", "text", (c: any) => c.notNull())
    // online (place is the meeting link) or onsite (place is the address).
    .addColumn("mode", "text", (c: any) => c.notNull())
    .addColumn("place", "text", (c: any) => c.notNull())
    .addColumn("time_zone", "text", (c: any) => c.notNull())
    // The invitation's SEQUENCE: raised by every change mailed after the first booking.
    .addColumn("sequence", "integer", (c: any) => c.notNull().defaultTo(0))
    // The booked time (a row of interview_times) and its moments; null until booked.
    .addColumn("time_id", "integer")
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("offered_by", "integer")
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    // Reminders: each set once, by the one process whose conditional update wins.
    .addColumn("reminded_day_at", "text")
    .addColumn("reminded_hour_at", "text")
    .addColumn("scorecards_reminded_at", "text")
    .execute();
  await db.schema
    .createIndex("interviews_application_idx")
    .on("interviews")
    .columns(["kind", "application_id"])
    .execute();
  // /staff/interviews ("all") and the reminders: booked interviews in time order.
  await db.schema
    .createIndex("interviews_upcoming_idx")
    .on("interviews")
    .columns(["state", "starts_at", "id"])
    .execute();

  await idColumn(db.schema.createTable("interview_times"))
    .addColumn("interview_id", "integer", (c: any) => c.notNull())
    .addColumn("starts_at", "text", (c: any) => c.notNull())
    .addColumn("ends_at", "text", (c: any) => c.notNull())
    .execute();
  await db.schema
    .createIndex("interview_times_interview_idx")
    .on("interview_times")
    .columns(["interview_id"])
    .execute();

  await db.schema
    .createTable("interview_interviewers")
    .addColumn("interview_id", "integer", (c: any) => c.notNull())
    .addColumn("user_id", "integer", (c: any) => c.notNull())
    // The booked interview's start, copied here so "mine" reads one index range in time order.
    .addColumn("starts_at", "text")
    .addPrimaryKeyConstraint("interview_interviewers_pk", ["interview_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("interview_interviewers_user_idx")
    .on("interview_interviewers")
    .columns(["user_id", "starts_at", "interview_id"])
    .execute();

  await db.schema
    .createTable("interview_busy")
    .addColumn("user_id", "integer", (c: any) => c.notNull())
    .addColumn("cell", "integer", (c: any) => c.notNull())
    .addColumn("interview_id", "integer", (c: any) => c.notNull())
    .addPrimaryKeyConstraint("interview_busy_pk", ["user_id", "cell"])
    .execute();
  await db.schema.createIndex("interview_busy_interview_idx").on("interview_busy").columns(["interview_id"]).execute();

  await idColumn(db.schema.createTable("interview_scorecards"))
    .addColumn("interview_id", "integer", (c: any) => c.notNull())
    .addColumn("user_id", "integer", (c: any) => c.notNull())
    .addColumn("recommendation", "text", (c: any) => c.notNull())
    // JSON: [{ criterion, rating }] as the job's criteria stood when it was filled.
    .addColumn("ratings", "text", (c: any) => c.notNull())
    .addColumn("notes", "text", (c: any) => c.notNull())
    .addColumn("submitted_at", "text", (c: any) => c.notNull())
    .addUniqueConstraint("interview_scorecards_one_each", ["interview_id", "user_id"])
    .execute();

  await db.schema
    .createTable("interview_criteria")
    .addColumn("job_code", "integer", (c: any) => c.primaryKey())
    // JSON: the criteria's names, in order.
    .addColumn("criteria", "text", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .execute();

  // A staff person's private calendar feed: only the SHA-256 (hex) of its token.
  await db.schema
    .createTable("staff_calendar_feeds")
    .addColumn("user_id", "integer", (c: any) => c.primaryKey())
    .addColumn("token_hash", "text", (c: any) => c.notNull().unique())
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "staff_calendar_feeds",
    "interview_criteria",
    "interview_scorecards",
    "interview_busy",
    "interview_interviewers",
    "interview_times",
    "interviews",
  ])
    await db.schema.dropTable(table).execute();
}
