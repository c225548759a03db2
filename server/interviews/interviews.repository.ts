import type { Selectable } from "kysely";
import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";
import type { InterviewsTable } from "./interviews.table";

/**
 * The interview rows themselves (docs/product.md §10.8): an offer with its times and interviewers, its
 * booking, move and cancellation (each a conditional update), and the people it is with. The other
 * questions have their own files: interview-busy (the cells that refuse a double booking), interview-agenda
 * (lists), interview-scorecards (scorecards and criteria), interview-reminders, interview-feeds and
 * interview-personal-data (export and erasure).
 */

export const INTERVIEW_COLUMNS = [
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

export type InterviewRow = Pick<Selectable<InterviewsTable>, (typeof INTERVIEW_COLUMNS)[number]>;
export type InterviewTimeRow = { id: number; interview_id: number; starts_at: string; ends_at: string };
export type InterviewerRow = { interview_id: number; user_id: number; name: string; email: string };

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
  return db.selectFrom("interviews").select(INTERVIEW_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function interviewsOfApplication(db: Executor, kind: SubmissionKind, id: number): Promise<InterviewRow[]> {
  return db
    .selectFrom("interviews")
    .select(INTERVIEW_COLUMNS)
    .where("kind", "=", kind)
    .where("application_id", "=", id)
    .orderBy("id")
    .execute();
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

export async function insertTime(db: Executor, interviewId: number, startsAt: string, endsAt: string): Promise<number> {
  const { id } = await db
    .insertInto("interview_times")
    .values({ interview_id: interviewId, starts_at: startsAt, ends_at: endsAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
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
 * Books (or moves) an interview on one of its times when it is still in the state, and at the sequence,
 * the caller read: of two requests at once only one changes the row. Answers whether this one did. A
 * reminder whose moment has passed already (`remindersPassed`) is marked done at once, never sent late.
 */
export async function setBookedTime(
  db: Executor,
  id: number,
  expect: { state: string; sequence: number },
  next: {
    timeId: number;
    startsAt: string;
    endsAt: string;
    sequence: number;
    at: string;
    remindersPassed?: { day: boolean; hour: boolean };
  },
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
      reminded_day_at: next.remindersPassed?.day ? next.at : null,
      reminded_hour_at: next.remindersPassed?.hour ? next.at : null,
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

/** Names and references of the people these interviews are with, by kind. */
export async function applicantsOf(db: Executor, refs: { kind: SubmissionKind; id: number }[]) {
  const ids = (kind: SubmissionKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const [applications, resumes] = await Promise.all([
    ids("application").length
      ? db
          .selectFrom("job_applications as a")
          .leftJoin("jobs as j", "j.code", "a.job_code")
          .select([
            "a.id",
            "a.name",
            "a.email",
            "a.job_code",
            "j.title as job_title",
            "a.status",
            "a.erased_at",
            "a.notice_version",
          ])
          .where("a.id", "in", ids("application"))
          .execute()
      : [],
    ids("resume").length
      ? db
          .selectFrom("candidates as c")
          .leftJoin("jobs as j", "j.code", "c.job_code")
          .select([
            "c.id",
            "c.name",
            "c.email",
            "c.job_code",
            "j.title as job_title",
            "c.status",
            "c.erased_at",
            "c.notice_version",
          ])
          .where("c.id", "in", ids("resume"))
          .execute()
      : [],
  ]);
  const byKey = new Map<string, (typeof applications)[number]>();
  for (const a of applications) byKey.set(`application:${a.id}`, a);
  for (const r of resumes) byKey.set(`resume:${r.id}`, r);
  return byKey;
}
