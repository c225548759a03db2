import type { SubmissionKind } from "~/domain/submission-kind";
import { createHash } from "node:crypto";
import { referenceNumber } from "~/domain/reference-number";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { Db, Executor } from "../db/database";
import { deleteApplicationLinks } from "../hiring/application-links.repository";
import { deleteInterviewsOf } from "../interviews/interview-personal-data.repository";
import { deleteDemoBookings, deleteLead } from "../demos/demo-personal-data.repository";
import { findHeldApplication, findHeldData, findMailsOfReference, type HeldMail } from "./people.repository";
import { deleteHeldRecords, deleteMails, eraseApplication } from "./erasure.repository";
import { MAIL_KINDS_ABOUT_EVERY_APPLICATION } from "../careers/careers.mail";
import { removeMailFiles } from "../mail/mail-files";
import { audit, type AuditActor } from "../audit/audit";

/**
 * Erasure of personal data (docs/product.md §10.5, docs/decisions/0049-retention-and-erasure.md): the one
 * place that does it, for staff answering a request (/staff/people), for the daily retention task, and
 * for an applicant erasing their own application from its status page. Each erasure is one transaction with its audit
 * row, and erasing what is already erased changes nothing and records nothing. Once it is committed, the
 * .eml files the folder transport wrote for the erased mails are removed from `mailFolder` (DATA_DIR/outbox).
 */

/** Where the folder transport writes mails (server/mail-delivery.ts); the services and main always give it. */
export type MailFolder = { mailFolder?: string };

/**
 * Cancels the address's booked demos not yet over, in the erasure's transaction, telling their presenters
 * (server/demos/demos.ts cancelForErasure); answers how many.
 */
export type DemoCanceller = (trx: Executor, emailKey: string) => Promise<number>;

/**
 * Cancels the application's booked interviews not yet started, in the erasure's transaction, telling their
 * interviewers without naming the person (server/interviews/close-interviews.ts cancelForErasure).
 */
export type InterviewCanceller = (trx: Executor, kind: SubmissionKind, id: number, at: string) => Promise<number>;

/** What one erasure removed. */
export type ErasureCounts = {
  applications: number;
  resumes: number;
  messages: number;
  subscriptions: number;
  jobAlerts: number;
  /** Demo bookings and requests (a future demo among them cancelled first, its presenters told). */
  demoBookings: number;
  /** The address's sales lead, with sales' notes. */
  leads: number;
  mails: number;
};

const emailKeyOf = (email: string) => email.trim().toLowerCase();

/**
 * How an audit row names the person without keeping the address: the first 16 hex digits of the
 * SHA-256 of the lower-cased address. Whoever is asked "did you erase x@y?" can compute it and look.
 */
export function addressPseudonym(email: string): string {
  return createHash("sha256").update(emailKeyOf(email)).digest("hex").slice(0, 16);
}

type ErasedMails = { count: number; rows: HeldMail[] };

async function eraseOneIn(
  trx: Executor,
  kind: SubmissionKind,
  id: number,
  at: string,
  cancelInterviews: InterviewCanceller | undefined,
): Promise<ErasedMails | null> {
  // Mails about it carry its data (the confirmation, HR's notice), and so do the address's "I lost my
  // link" mails, which list it: found by their columns before the row changes.
  const held = await findHeldApplication(trx, kind, id);
  if (!held || held.erasedAt !== null) return null;
  const mails = await findMailsOfReference(trx, referenceNumber(kind, id), {
    email: held.email,
    kinds: MAIL_KINDS_ABOUT_EVERY_APPLICATION,
  });
  if (!(await eraseApplication(trx, kind, id, at))) return null;
  // Its interviews (times, interviewers' cells, scorecards) are about the person: they go with it, those
  // to come cancelled for their interviewers first.
  await cancelInterviews?.(trx, kind, id, at);
  await deleteInterviewsOf(trx, kind, id);
  const count = await deleteMails(
    trx,
    mails.map((m) => m.id),
  );
  return { count, rows: mails };
}

/**
 * Erases one wizard application (`application`) or resume (`resume`): personal columns overwritten, job,
 * status and dates kept, qualifications, experiences, notes and resume bytes removed, the mails about
 * it deleted. True when this call erased it; false when it was erased already or does not exist.
 */
export async function eraseOneApplication(
  db: Db,
  target: { kind: SubmissionKind; id: number },
  by: {
    actor: AuditActor;
    ip: string | null;
    action?: "application.erased" | "retention.erased";
    /**
     * Removes its private status links too, so they answer like any unknown page (retention). Otherwise
     * they stay and their page says that nothing is held (docs/decisions/0061-applicant-withdraw-export-erase.md).
     */
    expireLinks?: boolean;
  },
  { mailFolder, cancelInterviews }: MailFolder & { cancelInterviews?: InterviewCanceller } = {},
): Promise<boolean> {
  const mails = await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const erased = await eraseOneIn(trx, target.kind, target.id, at, cancelInterviews);
    if (erased === null) return null;
    if (by.expireLinks) await deleteApplicationLinks(trx, target.kind, target.id);
    await audit(trx, {
      actor: by.actor,
      action: by.action ?? AUDIT_ACTIONS.applicationErased,
      ip: by.ip,
      at,
      target: { type: target.kind, id: target.id },
      detail: { mails: erased.count },
    });
    return erased.rows;
  });
  if (mails === null) return false;
  if (mailFolder) await removeMailFiles(mailFolder, mails);
  return true;
}

/**
 * Erases everything held about an address: each of its applications and resumes as above, its contact
 * messages, its subscription, its job alerts, its demo bookings and sales lead (a demo still to come is
 * cancelled first, its presenters told, so nobody keeps a meeting with the erased person) and every mail
 * to, from or about it. The audit row keeps the counts and the address's pseudonym, not the address.
 */
export async function erasePerson(
  db: Db,
  email: string,
  by: { actor: AuditActor; ip: string | null },
  {
    mailFolder,
    cancelDemos,
    cancelInterviews,
  }: MailFolder & {
    cancelDemos: DemoCanceller;
    cancelInterviews?: InterviewCanceller;
  },
): Promise<ErasureCounts> {
  const mailRows: HeldMail[] = [];
  const erased = await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const held = await findHeldData(trx, email);
    const counts: ErasureCounts = {
      applications: 0,
      resumes: 0,
      messages: 0,
      subscriptions: 0,
      jobAlerts: 0,
      demoBookings: 0,
      leads: 0,
      mails: 0,
    };
    for (const [kind, rows] of [
      ["application", held.applications],
      ["resume", held.resumes],
    ] as const)
      for (const row of rows) {
        const mails = await eraseOneIn(trx, kind, row.id, at, cancelInterviews);
        if (mails === null) continue;
        counts[kind === "application" ? "applications" : "resumes"]++;
        counts.mails += mails.count;
        mailRows.push(...mails.rows);
      }
    await cancelDemos(trx, emailKeyOf(email));
    const demos = await deleteDemoBookings(trx, held.demoBookings);
    counts.demoBookings = demos.bookings;
    counts.mails += demos.mails.length;
    mailRows.push(...demos.mails);
    counts.leads = await deleteLead(trx, emailKeyOf(email), addressPseudonym(email));
    // The address's mails that name no reference (the contact receipt, the newsletter's), and any left.
    const erasedIds = new Set(mailRows.map((m) => m.id));
    const left = held.mails.filter((m) => !erasedIds.has(m.id));
    mailRows.push(...left);
    const mailIds = left.map((m) => m.id);
    const removed = await deleteHeldRecords(trx, email, mailIds);
    counts.messages = removed.messages;
    counts.subscriptions = removed.subscriptions;
    counts.jobAlerts = removed.jobAlerts;
    counts.mails += removed.mails;
    await audit(trx, {
      actor: by.actor,
      action: AUDIT_ACTIONS.personErased,
      ip: by.ip,
      at,
      target: { type: "person", id: addressPseudonym(email) },
      detail: counts,
    });
    return counts;
  });
  if (mailFolder) await removeMailFiles(mailFolder, mailRows);
  return erased;
}
