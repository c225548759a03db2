import type { SubmissionKind } from "~/domain/submission-kind";
import type { Locale } from "~/domain/locale/locales";
import { mailLocaleField } from "../mail/mail-locale";
import { isApplicationStatus, isFinalStatus } from "~/domain/application-pipeline";
import {
  APPLICANT_STATUS_WORDS,
  applicationStatusMessages,
  lostLinkMessages,
  type StatusPageView,
} from "~/domain/application-status";
import { todayIn } from "~/domain/dates";
import { isHoneypotFilled } from "~/domain/honeypot";
import { referenceNumber } from "~/domain/reference-number";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { firstFailure, text } from "~/domain/validation/rules";
import { subscribeRules, type SubscribeInput } from "~/domain/validation/subscribe-rules";
import { findApplicationsOfAddress, findLinkedApplication } from "./application-links.repository";
import { lastMailOfKindTo } from "../mail/mail-outbox.repository";
import { findHeldDataOfApplication } from "../privacy/people.repository";
import { withdrawTalentPoolConsent } from "./talent-pool.repository";
import { isTalentPoolLive } from "~/domain/talent-pool";
import { outboxFolder } from "../mail/mail-files";
import { mailSite } from "../mail/mail-site";
import { mailOf, type MailOutbox } from "../mail/outbox";
import { isLinkTokenShaped, linkTokenHash } from "../security/application-link-tokens";
import type { ApplicantMailService } from "./applicant-mail";
import { audit } from "../audit/audit";
import { eraseOneApplication, type InterviewCanceller } from "../privacy/erase-person";
import { heldDataDocument } from "../privacy/held-data-document";
import type { ServiceDeps } from "../service-deps";
import type { PipelineService } from "./pipeline";
import type { StatusLinks } from "./status-links";
import type { SubmissionResult } from "../forms/submission-result";

/** An address gets at most one "I lost my link" mail in this time, however often it asks. */
export const LOST_LINK_RESEND_AFTER_MS = 10 * 60 * 1000;

/** Who acts when the job seeker does, in the history and the audit trail. */
const APPLICANT = { system: "applicant" } as const;

export type WithdrawResult = { ok: true } | { ok: false; message: string };

/**
 * The job seeker's side of an application (docs/product.md §2.16, §2.17): its private status page, and
 * from there withdrawing, downloading and erasing it, each as the system acting for the applicant
 * through the same operations staff use; and "I lost my link". A token that names nothing answers
 * undefined, which the pages turn into the site's 404.
 */
export function createApplicationStatusService({
  db,
  config,
  logger,
  mail,
  pipeline,
  links,
  applicantMail,
  cancelInterviews,
}: Pick<ServiceDeps, "db" | "config" | "logger"> & {
  mail: MailOutbox;
  pipeline: PipelineService;
  links: StatusLinks;
  applicantMail: Pick<ApplicantMailService, "tellHrOfWithdrawal">;
  /** An erasure cancels the interviews to come for their interviewers (server/interviews/close-interviews.ts). */
  cancelInterviews: InterviewCanceller;
}) {
  const site = mailSite(config.siteUrl);
  const mailFolder = outboxFolder(config.dataDir);
  /** "I lost my link" work started after its answer and not yet done. */
  const linkMailing = new Set<Promise<void>>();

  /**
   * One mail listing a new link for each application and resume the address sent, at most one mail per
   * resend interval (counted from the outbox), within the public forms' hourly cap.
   */
  async function mailLinks(emailKey: string, clientIp: string, now: Date, language?: Locale): Promise<void> {
    const heldBack = new Error("held back by the hourly cap");
    const mailed = db.transaction().execute(async (trx) => {
      const held = await findApplicationsOfAddress(trx, emailKey);
      if (held.length === 0) return;
      const last = await lastMailOfKindTo(trx, emailKey, "application-link");
      if (last && now.getTime() - Date.parse(last) < LOST_LINK_RESEND_AFTER_MS) return;
      const applications = [];
      for (const row of held) {
        const link = await links.issue(trx, row, "lost-link", now.toISOString());
        const withJob = !(row.kind === "resume" && row.job_code === 0);
        applications.push({
          reference: referenceNumber(row.kind, row.id),
          job: withJob ? { code: row.job_code, title: row.job_title ?? `Job ${row.job_code}` } : null,
          statusSeed: link.seed,
        });
      }
      const mails = [mailOf("application-link", { email: held[0]!.email, applications, ...mailLocaleField(language) })];
      const [written] = await mail.enqueueAll(trx, mails, { clientIp, now, publicForm: true });
      // The links would reach nobody: undone with the transaction.
      if (written === null) throw heldBack;
    });
    await mailed.catch((err: unknown) => {
      if (err !== heldBack) throw err;
    });
  }

  async function linked(token: unknown) {
    if (!isLinkTokenShaped(token)) return undefined;
    const row = await findLinkedApplication(db, linkTokenHash(token));
    return row && { ...row, kind: row.kind as SubmissionKind };
  }

  return {
    async view(token: unknown): Promise<StatusPageView | undefined> {
      const row = await linked(token);
      if (!row) return undefined;
      if (row.erased_at !== null) return { state: "erased" };
      const status = isApplicationStatus(row.status) ? row.status : "new";
      return {
        state: "held",
        reference: referenceNumber(row.kind, row.id),
        jobTitle: row.kind === "resume" && row.job_code === 0 ? null : (row.job_title ?? `Job ${row.job_code}`),
        sentOn: todayIn(config.timeZone, new Date(row.created_at)),
        status,
        final: isFinalStatus(status),
        talentPoolUntil: isTalentPoolLive(row.talent_pool_until)
          ? todayIn(config.timeZone, new Date(row.talent_pool_until!))
          : null,
      };
    },

    /**
     * Withdraws "Keep my resume for other openings" (docs/product.md §10.10): from now on the submission is
     * used for its own job only, and retention treats it as sent without the consent. An audit row by
     * 'system: applicant'. undefined when the token names nothing; true also when nothing held any more.
     */
    async withdrawConsent(token: unknown, ip: string | null): Promise<boolean | undefined> {
      const row = await linked(token);
      if (!row) return undefined;
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        if (await withdrawTalentPoolConsent(trx, { kind: row.kind, id: row.id }, now))
          await audit(trx, {
            actor: APPLICANT,
            action: AUDIT_ACTIONS.talentPoolWithdrawn,
            ip,
            at: now,
            target: { type: row.kind, id: row.id },
          });
      });
      return true;
    },

    /**
     * Moves the application to Withdrawn through the pipeline (its history shows the applicant did it);
     * refused with a message once its status is final. undefined when the token names nothing.
     */
    async withdraw(token: unknown, ip: string | null): Promise<WithdrawResult | undefined> {
      const row = await linked(token);
      if (!row) return undefined;
      if (row.erased_at !== null) return { ok: false, message: applicationStatusMessages.erased };
      const refused = (status: string) => ({
        ok: false as const,
        message: applicationStatusMessages.cannotWithdraw(
          isApplicationStatus(status) ? APPLICANT_STATUS_WORDS[status] : status,
        ),
      });
      if (!isApplicationStatus(row.status) || isFinalStatus(row.status)) return refused(row.status);
      const moved = await pipeline.move({
        kind: row.kind,
        id: row.id,
        to: "withdrawn",
        actor: APPLICANT,
        ip,
        // HR and the job's contact are told by mail, in the withdrawal's own transaction.
        effects: async (tx, move) => {
          await applicantMail.tellHrOfWithdrawal(tx, row.kind, row.id, move.at);
          return { hrTold: true };
        },
      });
      return moved.ok ? { ok: true } : refused(moved.current ?? row.status);
    },

    /** Everything held about the application as one JSON file, with an audit row; undefined when nothing is. */
    async export(token: unknown, ip: string | null): Promise<{ fileName: string; json: string } | undefined> {
      const row = await linked(token);
      if (!row || row.erased_at !== null) return undefined;
      const reference = referenceNumber(row.kind, row.id);
      const held = await findHeldDataOfApplication(db, row.kind, row.id, reference);
      const email = held.applications[0]?.email ?? held.resumes[0]?.email ?? "";
      await audit(db, {
        actor: APPLICANT,
        action: AUDIT_ACTIONS.applicationExported,
        ip,
        target: { type: row.kind, id: row.id },
      });
      return {
        fileName: `application-${reference}.json`,
        json: heldDataDocument(held, { email, site, staffView: false }),
      };
    },

    /**
     * Erases the application as the console does (server/privacy/erase-person.ts), with the system's
     * audit row. Its links stay, and their page then says that nothing is held. False when the token
     * names nothing; true when it is erased now or was already.
     */
    async erase(token: unknown, ip: string | null): Promise<boolean> {
      const row = await linked(token);
      if (!row) return false;
      await eraseOneApplication(
        db,
        { kind: row.kind, id: row.id },
        { actor: APPLICANT, ip },
        { mailFolder, cancelInterviews },
      );
      return true;
    },

    /**
     * "I lost my link": a new link for each application and resume the address sent that is not erased,
     * all in one mail (erasing any of them deletes it). Whether or not there are any,
     * the answer is the same, and it is given before any of that work starts, so its timing does not
     * tell a known address from an unknown one (docs/decisions/0064-lost-link-answers-before-it-works.md).
     * The links already sent stay valid (docs/decisions/0062-lost-link.md).
     */
    /** `language`: the lost-link page's language, which the mail is written in (decision 0192). */
    async sendLinks(
      request: SubscribeInput & { Website?: unknown },
      clientIp: string,
      language?: Locale,
    ): Promise<SubmissionResult> {
      const verdict = firstFailure(subscribeRules, request);
      if (!verdict.ok) return verdict;
      const answer = { ok: true as const, message: lostLinkMessages.sent };
      if (isHoneypotFilled(request)) return answer;
      const emailKey = text(request.Email).toLowerCase();
      const now = new Date();
      // Started on the next turn of the event loop: the answer never waits on a lookup or a write.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailLinks(emailKey, clientIp, now, language))
        .catch((err: unknown) => logger.error({ err }, "lost-link mail failed"))
        .finally(() => linkMailing.delete(work));
      linkMailing.add(work);
      return answer;
    },

    /** Resolves when the "I lost my link" work started so far is done (for shutdown and tests). */
    async linkMailingSettled(): Promise<void> {
      while (linkMailing.size > 0) await Promise.all(linkMailing);
    },
  };
}
