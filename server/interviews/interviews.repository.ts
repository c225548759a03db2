import type { SubmissionKind } from "~/domain/submission-kind";
import { cellsOf } from "~/domain/interviews";
import type { Executor } from "../db/database";

/**
 * Every query of interviews (docs/product.md §10.8): offers and their times, interviewers, the booked
 * interview's cells that refuse a double booking, scorecards, the jobs' criteria and the calendar feeds.
 */

export type InterviewRow = {
  id: number;
  kind: SubmissionKind;
  application_id: number;
  state: string;
  mode: string;
  place: string;
  time_zone: string;
  sequence: number;
  time_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
};
export type InterviewTimeRow = { id: number; interview_id: number; starts_at: string; ends_at: string };
export type InterviewerRow = { interview_id: number; user_id: number; name: string; email: string };

const INTERVIEW_COLUMNS = [
  "id",
  "kind",
  "application_id",
  "state",
  "mode",
  "place",
  "time_zone",
  "sequence",
  "time_id",
  "starts_at",
  "ends_at",
  "created_at",
] as const;

/** True for the error of an insert a unique index or primary key refused, on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}

export async function insertInterview(
  db: Executor,
  row: {
    kind: SubmissionKind;
    application_id: number;
    mode: string;
    place: string;
    time_zone: string;
    offered_by: number | null;
    at: string;
  },
  times: { startsAt: string; endsAt: string }[],
  interviewerIds: number[],
): Promise<number> {
  const { id } = await db
    .insertInto("interviews")
    .values({
      kind: row.kind,
      application_id: row.application_id,
      state: "offered",
      mode: row.mode,
      place: row.place,
      time_zone: row.time_zone,
      sequence: 0,
      offered_by: row.offered_by,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("interview_times")
    .values(times.map((t) => ({ interview_id: id, starts_at: t.startsAt, ends_at: t.endsAt })))
    .execute();
  await db
    .insertInto("interview_interviewers")
    .values(interviewerIds.map((user_id) => ({ interview_id: id, user_id, starts_at: null })))
    .execute();
  return id;
}

export async function findInterview(db: Executor, id: number): Promise<InterviewRow | undefined> {
  return (await db.selectFrom("interviews").select(INTERVIEW_COLUMNS).where("id", "=", id).executeTakeFirst()) as
    InterviewRow | undefined;
}

export async function interviewsOfApplication(db: Executor, kind: SubmissionKind, id: number): Promise<InterviewRow[]> {
  return (await db
    .selectFrom("interviews")
    .select(INTERVIEW_COLUMNS)
    .where("kind", "=", kind)
    .where("application_id", "=", id)
    .orderBy("id")
    .execute()) as InterviewRow[];
}

export async function timesOf(db: Executor, interviewIds: number[]): Promise<InterviewTimeRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom("interview_times")
    .select(["id", "interview_id", "starts_at", "ends_at"])
    .where("interview_id", "in", interviewIds)
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
}

export async function interviewersOf(db: Executor, interviewIds: number[]): Promise<InterviewerRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom("interview_interviewers as i")
    .innerJoin("staff_users as u", "u.id", "i.user_id")
    .select(["i.interview_id", "i.user_id", "u.name", "u.email"])
    .where("i.interview_id", "in", interviewIds)
    .orderBy("u.name")
    .execute();
}

export async function isInterviewerOf(db: Executor, interviewId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("interview_interviewers")
    .select("user_id")
    .where("interview_id", "=", interviewId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active staff accounts whose role is in `roles`: the people HR may choose as interviewers. */
export async function staffWhoMayInterview(db: Executor, roles: readonly string[]) {
  return db
    .selectFrom("staff_users")
    .select(["id", "name", "email", "role"])
    .where("role", "in", [...roles])
    .where("disabled_at", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

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
 * Books (or moves) an interview on one of its times when it is still in the state, and at the sequence,
 * the caller read: of two requests at once only one changes the row. Answers whether this one did.
 */
export async function setBookedTime(
  db: Executor,
  id: number,
  expect: { state: string; sequence: number },
  next: { timeId: number; startsAt: string; endsAt: string; sequence: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("interviews")
    .set({
      state: "booked",
      time_id: next.timeId,
      starts_at: next.startsAt,
      ends_at: next.endsAt,
      sequence: next.sequence,
      updated_at: next.at,
      // A moved interview is reminded again before its new time.
      reminded_day_at: null,
      reminded_hour_at: null,
      scorecards_reminded_at: null,
    })
    .where("id", "=", id)
    .where("state", "=", expect.state)
    .where("sequence", "=", expect.sequence)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable("interview_interviewers")
    .set({ starts_at: next.startsAt })
    .where("interview_id", "=", id)
    .execute();
  return true;
}

export async function setCancelled(
  db: Executor,
  id: number,
  expect: { state: string; sequence: number },
  next: { sequence: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("interviews")
    .set({ state: "cancelled", sequence: next.sequence, updated_at: next.at })
    .where("id", "=", id)
    .where("state", "=", expect.state)
    .where("sequence", "=", expect.sequence)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.updateTable("interview_interviewers").set({ starts_at: null }).where("interview_id", "=", id).execute();
  return true;
}

export async function insertTime(db: Executor, interviewId: number, startsAt: string, endsAt: string): Promise<number> {
  const { id } = await db
    .insertInto("interview_times")
    .values({ interview_id: interviewId, starts_at: startsAt, ends_at: endsAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
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

/** Names and references of the people these interviews are with, by kind. */
export async function applicantsOf(db: Executor, refs: { kind: SubmissionKind; id: number }[]) {
  const ids = (kind: SubmissionKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const [applications, resumes] = await Promise.all([
    ids("application").length
      ? db
          .selectFrom("job_applications as a")
          .leftJoin("jobs as j", "j.code", "a.job_code")
          .select(["a.id", "a.name", "a.email", "a.job_code", "j.title as job_title", "a.status", "a.erased_at"])
          .where("a.id", "in", ids("application"))
          .execute()
      : [],
    ids("resume").length
      ? db
          .selectFrom("candidates as c")
          .leftJoin("jobs as j", "j.code", "c.job_code")
          .select(["c.id", "c.name", "c.email", "c.job_code", "j.title as job_title", "c.status", "c.erased_at"])
          .where("c.id", "in", ids("resume"))
          .execute()
      : [],
  ]);
  const byKey = new Map<string, (typeof applications)[number]>();
  for (const a of applications) byKey.set(`application:${a.id}`, a);
  for (const r of resumes) byKey.set(`resume:${r.id}`, r);
  return byKey;
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

// Reminders -----------------------------------------------------------------------------------------------

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
  return (await q.orderBy("starts_at").limit(limit).execute()) as InterviewRow[];
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

// Scorecards ---------------------------------------------------------------------------------------------

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

// Criteria ---------------------------------------------------------------------------------------------

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

// Erasure and export -----------------------------------------------------------------------------------

/** Every interview of these applications, with their times, interviewers' names and scorecards. */
export async function heldInterviewsOf(db: Executor, refs: { kind: SubmissionKind; id: number }[]) {
  if (refs.length === 0) return [];
  const rows = (await db
    .selectFrom("interviews")
    .select(INTERVIEW_COLUMNS)
    .where((eb) => eb.or(refs.map((r) => eb.and([eb("kind", "=", r.kind), eb("application_id", "=", r.id)]))))
    .orderBy("id")
    .execute()) as InterviewRow[];
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

// Calendar feeds ---------------------------------------------------------------------------------------

export async function replaceFeedToken(db: Executor, userId: number, tokenHash: string, at: string): Promise<void> {
  await db.deleteFrom("staff_calendar_feeds").where("user_id", "=", userId).execute();
  await db
    .insertInto("staff_calendar_feeds")
    .values({ user_id: userId, token_hash: tokenHash, created_at: at })
    .execute();
}

export async function deleteFeedToken(db: Executor, userId: number): Promise<boolean> {
  const r = await db.deleteFrom("staff_calendar_feeds").where("user_id", "=", userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function feedOfUser(db: Executor, userId: number): Promise<{ created_at: string } | undefined> {
  return db.selectFrom("staff_calendar_feeds").select("created_at").where("user_id", "=", userId).executeTakeFirst();
}

/** The active staff person a feed token's hash belongs to. */
export async function userOfFeed(db: Executor, tokenHash: string) {
  return db
    .selectFrom("staff_calendar_feeds as f")
    .innerJoin("staff_users as u", "u.id", "f.user_id")
    .select(["u.id", "u.name", "u.email", "u.role"])
    .where("f.token_hash", "=", tokenHash)
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
}
