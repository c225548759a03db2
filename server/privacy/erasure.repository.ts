import type { SubmissionKind } from "~/domain/submission-kind";
import { PostgresAdapter, sql } from "kysely";
import type { Executor } from "../db/database";
import { deleteJobAlertsOf } from "../newsletter/job-alerts.repository";
import { emailKeyOf } from "./people.repository";

/**
 * Erasing what is held (docs/product.md §10.5): an application's or resume's personal columns overwritten
 * (job, status and dates kept, so counts stay right), a person's other records deleted, and the rows that
 * retention finds due.
 */

/** Placeholder for a name once erased: the lists still show a row, and say why it has no name. */
export const ERASED_NAME = "(erased)";

/**
 * Erases one application or resume: its personal columns overwritten (job, status and dates kept),
 * its qualifications and experiences deleted, its resume's bytes removed, its notes deleted and its
 * status changes kept without their notes. Only a row not yet erased is touched; answers whether this
 * call erased it, so two processes erasing the same row at once do it (and record it) once.
 */
export async function eraseApplication(db: Executor, kind: SubmissionKind, id: number, at: string): Promise<boolean> {
  const held = await (kind === "application"
    ? db.selectFrom("job_applications").select("resume_file_id").where("id", "=", id).executeTakeFirst()
    : db.selectFrom("candidates").select("resume_file_id").where("id", "=", id).executeTakeFirst());
  if (!held) return false;
  // The talent-pool consent ends with the erasure: nothing is left to consider for other openings.
  const endConsent = {
    talent_pool_until: sql<string | null>`case when talent_pool_until > ${at} then ${at} else talent_pool_until end`,
  };
  const person = {
    name: ERASED_NAME,
    email: "",
    mobile: "",
    mobile_e164: null,
    phone: "",
    ip_address: "",
    browser_info: "",
  };
  const updated =
    kind === "application"
      ? await db
          .updateTable("job_applications")
          .set({
            ...person,
            gender: "",
            birth_date: "",
            ...{ address1: "", address2: "", address3: "", city: "", state: "", district: "" },
            ...{ referrer_name: "", referrer_email: "", entrance_exam_board: "", entrance_exam_score: null },
            ...{ current_ctc: null, expected_ctc: null, client_ip: null, erased_at: at },
            ...endConsent,
          })
          .where("id", "=", id)
          .where("erased_at", "is", null)
          .executeTakeFirst()
      : await db
          .updateTable("candidates")
          .set({ ...person, ...endConsent, client_ip: null, erased_at: at, resume_file_id: null })
          .where("id", "=", id)
          .where("erased_at", "is", null)
          .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  const erased = held;

  if (kind === "application") {
    await db.deleteFrom("job_application_qualifications").where("application_id", "=", id).execute();
    await db.deleteFrom("job_application_work_experiences").where("application_id", "=", id).execute();
    // The screening answers are the person's words: they go with the rest (docs/decisions/0174).
    await db.deleteFrom("application_screening_answers").where("application_id", "=", id).execute();
    // The application's resume_file_id cannot be null: the row stays, its bytes and name go.
    if (erased.resume_file_id !== null)
      await db
        .updateTable("resume_files")
        .set({ file_name: "", size: 0, sha256: "", bytes: new Uint8Array(0), client_ip: null })
        .where("id", "=", erased.resume_file_id)
        .execute();
  } else {
    await db.deleteFrom("resume_screening_answers").where("resume_id", "=", id).execute();
    if (erased.resume_file_id !== null)
      await db.deleteFrom("resume_files").where("id", "=", erased.resume_file_id).execute();
  }
  await db.deleteFrom("application_notes").where("kind", "=", kind).where("application_id", "=", id).execute();
  await db
    .updateTable("application_status_changes")
    .set({ note: "" })
    .where("kind", "=", kind)
    .where("application_id", "=", id)
    .execute();
  return true;
}

/** Deletes the address's contact messages, subscription, job alerts and the given mails; answers how many of each. */
export async function deleteHeldRecords(
  db: Executor,
  email: string,
  mailIds: number[],
): Promise<{ messages: number; subscriptions: number; jobAlerts: number; mails: number }> {
  const emailKey = emailKeyOf(email);
  const messages = await db
    .deleteFrom("contact_messages")
    .where(sql`lower(email)`, "=", emailKey)
    .executeTakeFirst();
  const subscriptions = await db.deleteFrom("subscriptions").where("email_key", "=", emailKey).executeTakeFirst();
  const jobAlerts = await deleteJobAlertsOf(db, emailKey);
  const mails = mailIds.length
    ? await db.deleteFrom("mail_outbox").where("id", "in", mailIds).executeTakeFirst()
    : { numDeletedRows: 0n };
  return {
    messages: Number(messages.numDeletedRows),
    subscriptions: Number(subscriptions.numDeletedRows),
    jobAlerts,
    mails: Number(mails.numDeletedRows),
  };
}

export async function deleteMails(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("mail_outbox").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Up to `limit` applications and resumes due for erasure: not erased yet, last changed
 * (coalesce(status_changed_at, created_at)) before `cutoff`; wizard applications only when rejected
 * or withdrawn, resumes in any status but hired (docs/decisions/0049-retention-and-erasure.md).
 */
export async function findDueForRetention(
  db: Executor,
  cutoff: string,
  limit: number,
  /** A talent-pool consent holding at this instant keeps its submission (docs/product.md §10.10). */
  now: string,
): Promise<{ kind: SubmissionKind; id: number }[]> {
  const lastChange = sql<string>`coalesce(status_changed_at, created_at)`;
  const [applications, resumes] = await Promise.all([
    db
      .selectFrom("job_applications")
      .select("id")
      .where("erased_at", "is", null)
      .where("status", "in", ["rejected", "withdrawn"])
      .where(lastChange, "<", cutoff)
      .where((eb) => eb.or([eb("talent_pool_until", "is", null), eb("talent_pool_until", "<=", now)]))
      .orderBy("id")
      .limit(limit)
      .execute(),
    db
      .selectFrom("candidates")
      .select("id")
      .where("erased_at", "is", null)
      .where("status", "<>", "hired")
      .where(lastChange, "<", cutoff)
      .where((eb) => eb.or([eb("talent_pool_until", "is", null), eb("talent_pool_until", "<=", now)]))
      .orderBy("id")
      .limit(limit)
      .execute(),
  ]);
  return [
    ...applications.map((r) => ({ kind: "application" as const, id: r.id })),
    ...resumes.map((r) => ({ kind: "resume" as const, id: r.id })),
  ];
}

/**
 * On PostgreSQL, takes a lock for the rest of the transaction unless another session holds it
 * (false then); SQLite runs one write transaction at a time and needs none (always true).
 */
export async function tryTransactionLock(db: Executor, key: number): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return true;
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(db);
  return rows[0]?.locked === true;
}
