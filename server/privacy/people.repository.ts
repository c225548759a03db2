import type { SubmissionKind } from "~/domain/submission-kind";
import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import type { Database, Executor } from "../db/database";
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
  /** The job's screening questions as they were asked, with this person's answers. */
  screening_answers: Record<string, unknown>[];
};
export type HeldResume = Selectable<ResumesTable> & {
  job_title: string | null;
  /** The job's screening questions as they were asked, with this person's answers (none for no job). */
  screening_answers: Record<string, unknown>[];
};
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

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

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
  const [qualifications, experiences, screeningAnswers] = await Promise.all([
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
    db
      .selectFrom("application_screening_answers")
      .selectAll()
      .where("application_id", "in", ids)
      .orderBy("position")
      .execute(),
  ]);
  return rows.map((r) => ({
    ...r,
    qualifications: qualifications.filter((q) => q.application_id === r.id),
    experiences: experiences.filter((e) => e.application_id === r.id),
    screening_answers: screeningAnswers.filter((a) => a.application_id === r.id),
  }));
}

async function resumesWhere(db: Executor, where: { emailKey: string } | { id: number }) {
  const q = db
    .selectFrom("candidates as c")
    .leftJoin("jobs as j", "j.code", "c.job_code")
    .selectAll("c")
    .select("j.title as job_title")
    .orderBy("c.id");
  const rows = await (
    "id" in where ? q.where("c.id", "=", where.id) : q.where(sql`lower(c.email)`, "=", where.emailKey)
  ).execute();
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const screeningAnswers = await db
    .selectFrom("resume_screening_answers")
    .selectAll()
    .where("resume_id", "in", ids)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({ ...r, screening_answers: screeningAnswers.filter((a) => a.resume_id === r.id) }));
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
