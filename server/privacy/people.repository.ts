import type { SubmissionKind } from "~/domain/submission-kind";
import { PostgresAdapter, sql, type ExpressionBuilder, type Selectable } from "kysely";
import type { Database, Executor } from "../db/database";
import { deleteJobAlertsOf } from "../newsletter/job-alerts.repository";
import type { ResumesTable, JobApplicationsTable } from "../careers/careers.table";
import type { MailOutboxTable } from "../mail/mail.table";
import type { ContactMessagesTable } from "../contact/contact-messages.table";
import type { SubscriptionsTable } from "../newsletter/subscriptions.table";
import type { JobAlertsTable } from "../newsletter/newsletter.table";
import type { RightsRequestsTable } from "./rights-requests.table";
import { rightsRequestsOfAddress } from "./rights-requests.repository";
import type { ApplicationNotesTable, ApplicationStatusChangesTable } from "../hiring/pipeline.table";
import type { ResumeFilesTable } from "../careers/resume-files.table";
import { heldInterviewsOf } from "../interviews/interview-personal-data.repository";
import {
  heldDemoBookingsOf,
  heldLeadsOf,
  type HeldDemoBooking,
  type HeldLead,
} from "../demos/demo-personal-data.repository";

/**
 * Everything held about one e-mail address, and its erasure (docs/product.md §10.5). Addresses are
 * compared lower-cased (`lower(email)`, indexed). Erasure overwrites the personal columns of an
 * application or resume and keeps its job, status and dates, so counts stay right.
 */

export type HeldApplication = Selectable<JobApplicationsTable> & {
  job_title: string | null;
  qualifications: Record<string, unknown>[];
  experiences: Record<string, unknown>[];
};
export type HeldResume = Selectable<ResumesTable> & { job_title: string | null };
export type HeldResumeFile = Selectable<ResumeFilesTable>;
export type HeldNote = Selectable<ApplicationNotesTable>;
export type HeldStatusChange = Selectable<ApplicationStatusChangesTable>;
export type HeldMail = Selectable<MailOutboxTable>;

export type HeldData = {
  applications: HeldApplication[];
  resumes: HeldResume[];
  resumeFiles: HeldResumeFile[];
  notes: HeldNote[];
  statusChanges: HeldStatusChange[];
  messages: Selectable<ContactMessagesTable>[];
  subscriptions: Selectable<SubscriptionsTable>[];
  /** Job alerts set on the careers page (docs/product.md §2.8). */
  jobAlerts: Selectable<JobAlertsTable>[];
  /** Requests the address made on the rights page (docs/product.md §2.19). */
  rightsRequests: Selectable<RightsRequestsTable>[];
  mails: HeldMail[];
  /** Interviews of the applications and resumes, with their scorecards (the applicant's personal data). */
  interviews: Awaited<ReturnType<typeof heldInterviewsOf>>;
  /** Demo bookings and requests made with the address (docs/product.md §2.20). */
  demoBookings: HeldDemoBooking[];
  /** The address's sales lead: its status, owner and notes (docs/product.md §10.14). */
  leads: HeldLead[];
};

const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** Mails concerning the address: its confirmations and receipts, and staff's notices about what it sent. */
async function findMailsOfPerson(db: Executor, email: string): Promise<HeldMail[]> {
  return db.selectFrom("mail_outbox").selectAll().where("person_email", "=", emailKeyOf(email)).orderBy("id").execute();
}

/**
 * Mails about one application or resume (their `person_reference`), and, when `alsoOfAddress` is given,
 * the address's mails of those kinds that concern all its applications at once.
 */
export async function findMailsOfReference(
  db: Executor,
  reference: string,
  alsoOfAddress?: { email: string; kinds: readonly string[] },
): Promise<HeldMail[]> {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("person_reference", "=", reference),
        ...(alsoOfAddress && alsoOfAddress.kinds.length > 0
          ? [
              eb.and([
                eb("person_email", "=", emailKeyOf(alsoOfAddress.email)),
                eb("template", "in", alsoOfAddress.kinds),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy("id")
    .execute();
}

async function applicationsWhere(db: Executor, where: { emailKey: string } | { id: number }) {
  let q = db
    .selectFrom("job_applications as a")
    .leftJoin("jobs as j", "j.code", "a.job_code")
    .selectAll("a")
    .select("j.title as job_title")
    .orderBy("a.id");
  q = "id" in where ? q.where("a.id", "=", where.id) : q.where(sql`lower(a.email)`, "=", where.emailKey);
  const rows = await q.execute();
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [qualifications, experiences] = await Promise.all([
    db
      .selectFrom("job_application_qualifications")
      .selectAll()
      .where("application_id", "in", ids)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("job_application_work_experiences")
      .selectAll()
      .where("application_id", "in", ids)
      .orderBy("position")
      .execute(),
  ]);
  return rows.map((r) => ({
    ...r,
    qualifications: qualifications.filter((q) => q.application_id === r.id),
    experiences: experiences.filter((e) => e.application_id === r.id),
  }));
}

function resumesWhere(db: Executor, where: { emailKey: string } | { id: number }) {
  const q = db
    .selectFrom("candidates as c")
    .leftJoin("jobs as j", "j.code", "c.job_code")
    .selectAll("c")
    .select("j.title as job_title")
    .orderBy("c.id");
  return ("id" in where ? q.where("c.id", "=", where.id) : q.where(sql`lower(c.email)`, "=", where.emailKey)).execute();
}

/** Notes and status changes of these applications and resumes. */
async function pipelineOf(db: Executor, applicationIds: number[], resumeIds: number[]) {
  // -1 matches nothing: keeps "in ()" out of the SQL when a list is empty.
  const ofThese = (eb: ExpressionBuilder<Database, "application_notes" | "application_status_changes">) =>
    eb.or([
      eb.and([eb("kind", "=", "application"), eb("application_id", "in", [...applicationIds, -1])]),
      eb.and([eb("kind", "=", "resume"), eb("application_id", "in", [...resumeIds, -1])]),
    ]);
  const [notes, statusChanges] = await Promise.all([
    db.selectFrom("application_notes").selectAll().where(ofThese).orderBy("id").execute(),
    db.selectFrom("application_status_changes").selectAll().where(ofThese).orderBy("id").execute(),
  ]);
  return { notes, statusChanges };
}

async function resumeFilesOf(db: Executor, ids: (number | null)[]): Promise<HeldResumeFile[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return [];
  return db.selectFrom("resume_files").selectAll().where("id", "in", wanted).orderBy("id").execute();
}

/** The resume files, notes, status changes and interviews of these applications and resumes. */
async function attachmentsOf(db: Executor, applications: HeldApplication[], resumes: HeldResume[]) {
  const [pipeline, resumeFiles, interviews] = await Promise.all([
    pipelineOf(
      db,
      applications.map((a) => a.id),
      resumes.map((r) => r.id),
    ),
    resumeFilesOf(db, [...applications.map((a) => a.resume_file_id), ...resumes.map((r) => r.resume_file_id)]),
    heldInterviewsOf(db, [
      ...applications.map((a) => ({ kind: "application" as const, id: a.id })),
      ...resumes.map((r) => ({ kind: "resume" as const, id: r.id })),
    ]),
  ]);
  return { resumeFiles, ...pipeline, interviews };
}

/** Everything held about the address, resume bytes included (for the subject-access export). */
export async function findHeldData(db: Executor, email: string): Promise<HeldData> {
  const emailKey = emailKeyOf(email);
  const [applications, resumes, messages, subscriptions, jobAlerts, mails, rightsRequests, demoBookings, leads] =
    await Promise.all([
      applicationsWhere(db, { emailKey }),
      resumesWhere(db, { emailKey }),
      db
        .selectFrom("contact_messages")
        .selectAll()
        .where(sql`lower(email)`, "=", emailKey)
        .orderBy("id")
        .execute(),
      db.selectFrom("subscriptions").selectAll().where("email_key", "=", emailKey).execute(),
      db.selectFrom("job_alerts").selectAll().where("email_key", "=", emailKey).orderBy("id").execute(),
      findMailsOfPerson(db, emailKey),
      rightsRequestsOfAddress(db, emailKey),
      heldDemoBookingsOf(db, emailKey),
      heldLeadsOf(db, emailKey),
    ]);
  return {
    applications,
    resumes,
    ...(await attachmentsOf(db, applications, resumes)),
    messages,
    subscriptions,
    jobAlerts,
    rightsRequests,
    mails,
    demoBookings,
    leads,
  };
}

/**
 * What is held about one application or resume (its status page's "download my data"): the record,
 * its resume file, its pipeline history and notes, and the mails about it (found by reference).
 */
export async function findHeldDataOfApplication(
  db: Executor,
  kind: SubmissionKind,
  id: number,
  reference: string,
): Promise<HeldData> {
  const [applications, resumes, mails] = await Promise.all([
    kind === "application" ? applicationsWhere(db, { id }) : [],
    kind === "resume" ? resumesWhere(db, { id }) : [],
    findMailsOfReference(db, reference),
  ]);
  return {
    applications,
    resumes,
    ...(await attachmentsOf(db, applications, resumes)),
    messages: [],
    subscriptions: [],
    jobAlerts: [],
    rightsRequests: [],
    mails,
    demoBookings: [],
    leads: [],
  };
}

/** The application (or resume) of this kind and id, as held; undefined when there is none. */
export async function findHeldApplication(
  db: Executor,
  kind: SubmissionKind,
  id: number,
): Promise<{ email: string; erasedAt: string | null } | undefined> {
  const row =
    kind === "application"
      ? await db.selectFrom("job_applications").select(["email", "erased_at"]).where("id", "=", id).executeTakeFirst()
      : await db.selectFrom("candidates").select(["email", "erased_at"]).where("id", "=", id).executeTakeFirst();
  return row && { email: row.email, erasedAt: row.erased_at };
}

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
    // The application's resume_file_id cannot be null: the row stays, its bytes and name go.
    if (erased.resume_file_id !== null)
      await db
        .updateTable("resume_files")
        .set({ file_name: "", size: 0, sha256: "", bytes: new Uint8Array(0), client_ip: null })
        .where("id", "=", erased.resume_file_id)
        .execute();
  } else if (erased.resume_file_id !== null) {
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
