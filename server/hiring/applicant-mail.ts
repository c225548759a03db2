import { isApplicationStatus, isFinalStatus } from "~/domain/application-pipeline";
import { contactEmailOf } from "~/domain/jobs";
import { referenceNumber } from "~/domain/reference-number";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { applicationMessages, applicationPath } from "~/domain/staff/application-detail";
import type { BulkPick, BulkRefusal } from "~/domain/staff/bulk-move";
import { applicantMailMessages, type TellChoice } from "~/domain/staff/applicant-mail";
import {
  checkTemplate,
  fillTemplate,
  offersMail,
  type DecisionStage,
  type MergeValues,
  type TemplateFieldErrors,
} from "~/domain/staff/message-templates";
import type { SubmissionKind } from "~/domain/submission-kind";
import type { Db, Executor } from "../db/database";
import { findApplicantContact } from "./applicant-contact.repository";
import { listMailsToPersonAbout } from "../mail/mail-outbox.repository";
import {
  findRejectionReason,
  findStageTemplate,
  findTemplate,
  listRejectionReasons,
  listTemplates,
  type TemplateRow,
} from "./message-templates.repository";
import { readOutboxMail, subjectOf } from "../mail/compose";
import { mailSite } from "../mail/mail-site";
import { renderMailText } from "../mail/mail-text";
import type { MailOutbox } from "../mail/outbox";
import { mailLocaleField } from "../mail/mail-locale";
import { noticeLanguageOf } from "~/domain/privacy-notices";
import { audit, type AuditActor } from "../audit/audit";
import type { MoveRequest, MoveResult, PipelineService } from "./pipeline";
import type { StatusLinks } from "./status-links";

type Contact = NonNullable<Awaited<ReturnType<typeof findApplicantContact>>>;

/** What a template is filled with for one application or resume. */
export function mergeValuesOf(kind: SubmissionKind, contact: Contact, reason = ""): MergeValues {
  // The name every mail is signed with (server/mail/mail-site.ts).
  const company = mailSite("http://localhost").name;
  return {
    name: contact.name,
    job: jobOf(kind, contact)?.title ?? "a position with us",
    reference: referenceNumber(kind, contact.id),
    company,
    reason,
  };
}

/** The job a mail names: null for a resume sent for no job. */
function jobOf(kind: SubmissionKind, c: Contact): { code: number; title: string } | null {
  if (kind === "resume" && c.job_code === 0) return null;
  return { code: c.job_code, title: c.job_title ?? `Job ${c.job_code}` };
}

/** How many moves of a bulk move run at once. */
const BULK_CONCURRENCY = 6;

export type DecisionMove = MoveRequest & {
  /** "Tell the applicant": "yes", "no", or "default" (as the stage's template says); absent is no mail. */
  tell?: TellChoice;
  /** A rejection reason's id from HR's list; "" or absent for none. */
  reasonId?: string;
  /** The stage's template read once for many moves (a bulk move); read in the move's transaction otherwise. */
  stageTemplate?: TemplateRow;
};

export type DecisionResult =
  (MoveResult & { mailed?: boolean }) | { ok: false; status: 400; message: string; field: "reason" };

export type SendFailure = { ok: false; status: 400 | 404 | 409; message: string; errors?: TemplateFieldErrors };

/**
 * HR's mails to applicants (docs/product.md §10.13): a decision's mail written with its move, in the same
 * transaction, from the stage's template; a mail written on the application's page; and the list of
 * every mail the person was sent about it. Each mail is an `applicant-message` of the outbox with a new
 * private status link (its seed in the row, docs/decisions/0060); HR's notes are never part of one.
 */
export function createApplicantMailService({
  db,
  siteUrl,
  pipeline,
  links,
  mail,
}: {
  db: Db;
  siteUrl: string;
  pipeline: PipelineService;
  links: StatusLinks;
  mail: MailOutbox;
}) {
  /** How the console shows a mail: without the status link, which is the applicant's alone. */
  const consoleSite = mailSite(siteUrl);

  /** Writes one mail to the applicant in the transaction given, with a new status link. */
  async function writeMail(
    tx: Executor,
    kind: SubmissionKind,
    contact: Contact,
    text: { subject: string; body: string },
    stage: DecisionStage | null,
    at: string,
    values: MergeValues,
  ): Promise<void> {
    const link = await links.issue(tx, { kind, id: contact.id }, "staff-mail", at);
    await mail.enqueue(
      tx,
      "applicant-message",
      {
        email: contact.email,
        reference: values.reference,
        job: jobOf(kind, contact),
        subject: fillTemplate(text.subject, values),
        body: fillTemplate(text.body, values),
        stage,
        statusSeed: link.seed,
        // In a move's transaction the contact's status is already the new one.
        withdrawable: !(isApplicationStatus(contact.status) && isFinalStatus(contact.status)),
        // In the language they applied in, kept with the notice's version (decisions 0190, 0192).
        ...mailLocaleField(contact.notice_version === null ? null : noticeLanguageOf(contact.notice_version)),
      },
      { now: new Date(at) },
    );
  }

  return {
    /** What the move forms offer: each decision stage's template (its name, ticked or not) and the reasons. */
    async decisionChoices() {
      const [templates, reasons] = await Promise.all([listTemplates(db), listRejectionReasons(db)]);
      const stages: Partial<Record<DecisionStage, { name: string; tellByDefault: boolean }>> = {};
      for (const t of templates)
        if (t.stage) stages[t.stage as DecisionStage] = { name: t.name, tellByDefault: t.tell_by_default === 1 };
      return { stages, reasons };
    },

    /**
     * Moves an application through the pipeline (pipeline.move) and, when "Tell the applicant" says so
     * and the move is a decision, writes the stage's template to the applicant in the move's transaction.
     * A move back (an undo) never mails.
     */
    async move(request: DecisionMove): Promise<DecisionResult> {
      const { kind, id, tell } = request;
      let reason = "";
      if (request.to === "rejected" && request.reasonId) {
        const found = /^\d{1,9}$/.test(request.reasonId)
          ? await findRejectionReason(db, Number(request.reasonId))
          : undefined;
        if (!found) return { ok: false, status: 400, message: applicantMailMessages.noSuchReason, field: "reason" };
        reason = found.text;
      }
      let mailed = false;
      const moved = await pipeline.move({
        ...request,
        reason,
        effects: async (tx, move) => {
          // The audit row says so only when a mail was written.
          if (!tell || tell === "no" || !offersMail(move.from, move.to)) return;
          const template =
            request.stageTemplate?.stage === move.to ? request.stageTemplate : await findStageTemplate(tx, move.to);
          if (!template || (tell === "default" && template.tell_by_default !== 1)) return;
          const contact = await findApplicantContact(tx, kind, id);
          if (!contact) return;
          await writeMail(tx, kind, contact, template, move.to, move.at, mergeValuesOf(kind, contact, reason));
          mailed = true;
          return { mailed: true, template: template.id, templateRevision: template.revision };
        },
      });
      return moved.ok ? { ...moved, mailed } : moved;
    },

    /**
     * Moves many applications to one status (the inbox's bulk move, docs/product.md §10.3), each in its
     * own transaction with its own audit row and, when asked, its own mail: one refused (moved meanwhile,
     * final, erased) refuses only itself and is answered with why. One more audit row sums it up.
     */
    async moveMany(request: {
      picks: BulkPick[];
      to: string;
      tell?: TellChoice;
      reasonId?: string;
      note?: string;
      actor: AuditActor;
      ip?: string | null;
    }) {
      const outcomes: (BulkRefusal | "moved" | "mailed")[] = new Array(request.picks.length);
      let wrong: { message: string; field: string | null } | null = null;
      let next = 0;
      const stageTemplate = await findStageTemplate(db, request.to);
      // A few at once: on PostgreSQL their round trips overlap (the pool holds 10); SQLite runs one
      // transaction at a time whatever is asked of it.
      const worker = async () => {
        while (next < request.picks.length && !wrong) {
          const i = next++;
          const pick = request.picks[i]!;
          const outcome = await this.move({
            kind: pick.kind,
            id: pick.id,
            from: pick.from,
            to: request.to,
            note: request.note,
            tell: request.tell,
            reasonId: request.reasonId,
            actor: request.actor,
            ip: request.ip,
            stageTemplate,
          });
          if (outcome.ok) {
            outcomes[i] = "mailed" in outcome && outcome.mailed ? "mailed" : "moved";
            continue;
          }
          // A choice that is wrong for every row (an unknown status or reason) is answered once.
          if (outcome.status === 400) {
            wrong = { message: outcome.message, field: outcome.field ?? null };
            return;
          }
          const contact = await findApplicantContact(db, pick.kind, pick.id);
          outcomes[i] = {
            reference: referenceNumber(pick.kind, pick.id),
            href: applicationPath(pick.kind, pick.id),
            name: contact ? (contact.erased_at ? "(erased)" : contact.name) : "(unknown)",
            why: outcome.message,
          };
        }
      };
      await Promise.all(Array.from({ length: BULK_CONCURRENCY }, worker));
      if (wrong) return { ok: false as const, ...(wrong as { message: string; field: string | null }) };
      const refused = outcomes.filter((o): o is BulkRefusal => typeof o === "object");
      const mailed = outcomes.filter((o) => o === "mailed").length;
      const moved = mailed + outcomes.filter((o) => o === "moved").length;
      await audit(db, {
        actor: request.actor,
        action: AUDIT_ACTIONS.applicationsMovedInBulk,
        ip: request.ip ?? null,
        target: { type: "applications", id: null },
        detail: { to: request.to, moved, mailed, refused: refused.length },
      });
      return { ok: true as const, moved, mailed, refused };
    },

    /**
     * A template (or nothing) filled for this application, for HR to edit before sending: every field but
     * the status link, which the mail puts in.
     */
    async draft(kind: SubmissionKind, id: number, templateId: number | null) {
      const contact = await findApplicantContact(db, kind, id);
      if (!contact) return null;
      const template = templateId === null ? undefined : await findTemplate(db, templateId);
      if (!template) return { subject: "", body: "" };
      const values = mergeValuesOf(kind, contact);
      return { subject: fillTemplate(template.subject, values), body: fillTemplate(template.body, values) };
    },

    /** The templates HR can start a mail from. */
    async templateChoices() {
      return (await listTemplates(db)).map((t) => ({ id: t.id, name: t.name, stage: t.stage }));
    },

    /** Sends a mail HR wrote on the application's page (Reply-To: HR), with an audit row. */
    async send(request: {
      kind: SubmissionKind;
      id: number;
      subject: string;
      body: string;
      actor: AuditActor;
      ip?: string | null;
    }): Promise<{ ok: true } | SendFailure> {
      const { kind, id } = request;
      const subject = request.subject.replace(/\r\n?/g, "\n").trim();
      const body = request.body.replace(/\r\n?/g, "\n").trim();
      // The same rules as a free template's (its name aside): known merge fields only, none typed in the subject.
      const errors = checkTemplate({ name: "mail", subject, body }, null);
      if (errors.subject || errors.body)
        return { ok: false, status: 400, message: applicantMailMessages.notSent, errors };
      const at = new Date().toISOString();
      return db.transaction().execute(async (tx): Promise<{ ok: true } | SendFailure> => {
        const contact = await findApplicantContact(tx, kind, id);
        if (!contact)
          return {
            ok: false,
            status: 404,
            message: kind === "application" ? applicationMessages.noSuchApplication : applicationMessages.noSuchResume,
          };
        if (contact.erased_at) return { ok: false, status: 409, message: applicantMailMessages.erased };
        await writeMail(tx, kind, contact, { subject, body }, null, at, mergeValuesOf(kind, contact));
        await audit(tx, {
          actor: request.actor,
          action: AUDIT_ACTIONS.applicationMailed,
          ip: request.ip ?? null,
          target: { type: kind, id },
          at,
        });
        return { ok: true };
      });
    },

    /**
     * Every mail written to the person about this application, oldest first, as its text part says it
     * (the status link kept back): what the page lists.
     */
    async mailsTo(kind: SubmissionKind, id: number) {
      const contact = await findApplicantContact(db, kind, id);
      if (!contact || contact.erased_at) return [];
      const rows = await listMailsToPersonAbout(db, contact.email.trim().toLowerCase(), referenceNumber(kind, id));
      return rows.map((row) => {
        const read = readOutboxMail(row);
        return {
          id: row.id,
          at: row.created_at,
          status: row.status,
          subject: subjectOf(row, consoleSite),
          text: read.ok ? renderMailText(read.mail.content(consoleSite), consoleSite) : "",
        };
      });
    },

    /** The rejection reasons on the list, for the forms. */
    reasons: () => listRejectionReasons(db),

    /** Tells HR (HR_EMAIL and the job's contact) that the applicant withdrew: part of the withdrawal's transaction. */
    async tellHrOfWithdrawal(tx: Executor, kind: SubmissionKind, id: number, at: string): Promise<void> {
      const contact = await findApplicantContact(tx, kind, id);
      if (!contact) return;
      await mail.enqueue(
        tx,
        "applicant-withdrew",
        {
          kind,
          id,
          reference: referenceNumber(kind, id),
          name: contact.name,
          email: contact.email,
          job: jobOf(kind, contact),
          jobContactEmail: jobOf(kind, contact) ? contactEmailOf(contact.job_contact_info) : null,
        },
        { now: new Date(at) },
      );
    },
  };
}

export type ApplicantMailService = ReturnType<typeof createApplicantMailService>;
