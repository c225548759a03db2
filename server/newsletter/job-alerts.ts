import type { FirstTouch } from "~/domain/insights/first-touch";
import { touchColumns } from "../insights/touch-columns";
import { noticeVersion } from "~/domain/privacy-notices";
import type { Locale } from "~/domain/locale/locales";
import { mailLocaleField } from "../mail/mail-locale";
import {
  describeJobAlert,
  JOB_ALERT_PATHS,
  jobAlertFailure,
  jobAlertMessages,
  type JobAlertFrequency,
} from "~/domain/job-alert";
import { matchesJobFilter, parseJobFilter, type JobFilter } from "~/domain/job-filter";
import { isJobClosed } from "~/domain/jobs";
import { todayIn } from "~/domain/dates";
import { consentLink } from "~/domain/newsletter-consent";
import type { Executor } from "../db/database";
import {
  confirmedJobAlerts,
  confirmJobAlert,
  deleteJobAlert,
  findJobAlert,
  insertJobAlertMatch,
  listJobAlerts,
  markJobAlertConfirmationSent,
  markJobAlertDigestSent,
  markJobAlertMatchesMailed,
  takeJobPublication,
  unprocessedJobPublications,
  upsertJobAlert,
  waitingJobAlertMatches,
  type JobAlertRow,
} from "./job-alerts.repository";
import { findJobByCode, type JobRow } from "../careers/jobs.repository";
import type { Logger } from "../logger";
import { mailOf, type MailOutbox } from "../mail/outbox";
import { periodicTask } from "../periodic-task";
import { signedToken, signedTokenMatches } from "../security/signed-tokens";
import type { ServiceDeps } from "../service-deps";
import type { SubmissionResult } from "../forms/submission-result";
import { CONFIRMATION_RESEND_AFTER_MS } from "./subscriptions";

type Purpose = "confirm" | "unsubscribe";

const DAY_MS = 24 * 60 * 60 * 1000;

const filterOf = (a: Pick<JobAlertRow, "words" | "location" | "level">): JobFilter =>
  parseJobFilter(new URLSearchParams({ q: a.words, location: a.location, level: a.level }));

/** The fields the careers filter compares, from a job's row. */
const filterableOf = (row: JobRow) => ({
  Title: row.title,
  Location: row.location,
  Experience: row.experience,
  Description: row.description,
  PreferredSkills: row.preferred_skills,
  AdditionalSkills: row.additional_skills,
  MinimumExperienceYear: row.minimum_experience_year === null ? null : Number(row.minimum_experience_year),
});

/**
 * Job alerts (docs/product.md §2.8, docs/decisions/0141): double opt-in like the newsletter, a signed
 * link per purpose, and a periodic task that matches each job publication once against the confirmed
 * alerts (so editing or closing a job sends nothing) and writes the mails through the outbox.
 */
export function createJobAlertsService({
  db,
  config,
  mail,
}: Pick<ServiceDeps, "db" | "config"> & { mail: MailOutbox }) {
  const subject = (a: Pick<JobAlertRow, "id" | "email_key">) => `${a.id}:${a.email_key}`;
  const token = (purpose: Purpose, a: Pick<JobAlertRow, "id" | "email_key">) =>
    signedToken(config.tokenSecret, `job-alert-${purpose}`, subject(a));
  const link = (path: string, purpose: Purpose, a: JobAlertRow) =>
    consentLink(config.siteUrl, path, a.id, token(purpose, a));
  const unsubscribeLinks = (a: JobAlertRow) => ({
    unsubscribeUrl: link(JOB_ALERT_PATHS.unsubscribe, "unsubscribe", a),
    oneClickUrl: link(JOB_ALERT_PATHS.oneClickUnsubscribe, "unsubscribe", a),
  });

  async function linked(purpose: Purpose, id: unknown, given: unknown) {
    const n = typeof id === "string" && /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    if (!Number.isInteger(n)) return undefined;
    const row = await findJobAlert(db, n);
    return row && signedTokenMatches(config.tokenSecret, `job-alert-${purpose}`, subject(row), given) ? row : undefined;
  }

  const jobOf = (row: JobRow) => ({
    title: row.title,
    location: row.location,
    url: `${config.siteUrl}/careers/job/${row.code}`,
  });
  const isOpen = (row: JobRow, today: string) =>
    row.is_published === 1 &&
    !isJobClosed({ isClosedFlag: row.is_closed === 1, lastDateOfApply: row.last_date_of_apply }, today);

  /** Matches one publication against every confirmed alert; answers how many mails it wrote. */
  async function takePublication(tx: Executor, jobCode: number, now: Date, alerts: JobAlertRow[]): Promise<number> {
    const row = await findJobByCode(tx, jobCode);
    if (!row || !isOpen(row, todayIn(config.timeZone, now))) return 0;
    const job = filterableOf(row);
    let written = 0;
    for (const alert of alerts) {
      if (!matchesJobFilter(job, filterOf(alert))) continue;
      const immediate = alert.frequency === "immediate";
      const at = now.toISOString();
      const isNew = await insertJobAlertMatch(tx, {
        alert_id: alert.id,
        job_code: jobCode,
        matched_at: at,
        mailed_at: immediate ? at : null,
      });
      if (!isNew || !immediate) continue;
      await mail.enqueue(tx, "job-alert", {
        email: alert.email,
        filter: describeJobAlert(filterOf(alert)),
        digest: false,
        jobs: [jobOf(row)],
        ...unsubscribeLinks(alert),
      });
      written++;
    }
    return written;
  }

  /** A daily alert's digest, when a day has passed since its last one and openings wait for it. */
  async function digest(tx: Executor, alert: JobAlertRow, now: Date): Promise<boolean> {
    if (alert.last_digest_at && now.getTime() - Date.parse(alert.last_digest_at) < DAY_MS) return false;
    const waiting = await waitingJobAlertMatches(tx, alert.id);
    if (waiting.length === 0) return false;
    const today = todayIn(config.timeZone, now);
    const jobs = [];
    for (const w of waiting) {
      const row = await findJobByCode(tx, w.job_code);
      // Closed or taken off the site since it matched: no longer worth a mail.
      if (row && isOpen(row, today)) jobs.push(jobOf(row));
    }
    const at = now.toISOString();
    await markJobAlertMatchesMailed(
      tx,
      waiting.map((w) => w.id),
      at,
    );
    if (jobs.length === 0) return false;
    await mail.enqueue(tx, "job-alert", {
      email: alert.email,
      filter: describeJobAlert(filterOf(alert)),
      digest: true,
      jobs,
      ...unsubscribeLinks(alert),
    });
    await markJobAlertDigestSent(tx, alert.id, at);
    return true;
  }

  return {
    /**
     * Sets an alert by double opt-in: stored unconfirmed with a mail to confirm it; asked again (same
     * address and filter) it mails again at most once in ten minutes. Every request is answered the same.
     */
    async create(
      request: { Email: string; frequency: string } & Record<"q" | "location" | "level", string>,
      clientIp: string,
      touch: FirstTouch | null = null,
      /** The careers page's language (decisions 0190, 0192): stored with the notice, and the mail's. */
      language?: Locale,
    ): Promise<SubmissionResult> {
      const failure = jobAlertFailure(request);
      if (failure) return { ok: false, message: failure };
      const filter = parseJobFilter(
        new URLSearchParams({ q: request.q, location: request.location, level: request.level }),
      );
      const email = request.Email.trim();
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        const alert = await upsertJobAlert(trx, {
          email,
          email_key: email.toLowerCase(),
          words: filter.q,
          location: filter.location,
          level: filter.level,
          frequency: request.frequency as JobAlertFrequency,
          created_at: now.toISOString(),
          client_ip: clientIp,
          notice_version: noticeVersion("job-alert", language),
          ...touchColumns(touch),
        });
        if (alert.confirmed_at) return;
        const lastSent = alert.confirmation_sent_at ? Date.parse(alert.confirmation_sent_at) : -Infinity;
        if (now.getTime() - lastSent < CONFIRMATION_RESEND_AFTER_MS) return;
        const [written] = await mail.enqueueAll(
          trx,
          [
            mailOf("job-alert-confirmation", {
              email: alert.email,
              confirmUrl: link(JOB_ALERT_PATHS.confirm, "confirm", alert),
              ...unsubscribeLinks(alert),
              ...mailLocaleField(language),
            }),
          ],
          { clientIp, now, publicForm: true },
        );
        if (written !== null) await markJobAlertConfirmationSent(trx, alert.id, now.toISOString());
      });
      return { ok: true, message: jobAlertMessages.success };
    },

    /** What a link names: the address, the filter in words and whether it is confirmed. */
    async linkTarget(purpose: Purpose, id: unknown, given: unknown) {
      const row = await linked(purpose, id, given);
      return row && { email: row.email, filter: describeJobAlert(filterOf(row)), confirmed: row.confirmed_at !== null };
    },

    async confirm(id: unknown, given: unknown): Promise<boolean> {
      const row = await linked("confirm", id, given);
      if (!row) return false;
      await confirmJobAlert(db, row.id, new Date().toISOString());
      return true;
    },

    async unsubscribe(id: unknown, given: unknown): Promise<boolean> {
      const row = await linked("unsubscribe", id, given);
      return row ? deleteJobAlert(db, row.id) : false;
    },

    /** Marketing's list, beside the subscribers. */
    async list(limit = 200) {
      return (await listJobAlerts(db, limit)).map((a) => ({
        id: a.id,
        email: a.email,
        filter: describeJobAlert(filterOf(a)),
        frequency: a.frequency,
        confirmed: a.confirmed_at !== null,
        createdAt: a.created_at,
        noticeVersion: a.notice_version,
      }));
    },

    /**
     * One round: each new publication matched once against the confirmed alerts (immediate ones mailed
     * at once), then the daily digests that are due. Answers how many mails it wrote.
     */
    async runOnce(now = new Date()): Promise<number> {
      let written = 0;
      const publications = await unprocessedJobPublications(db);
      if (publications.length > 0) {
        const alerts = await confirmedJobAlerts(db);
        for (const p of publications) {
          written += await db.transaction().execute(async (tx) => {
            // Another process took it first: it writes the mails.
            if (!(await takeJobPublication(tx, p.id, now.toISOString()))) return 0;
            // Only alerts confirmed before the job was published: an alert is about openings to come.
            const before = alerts.filter((a) => a.confirmed_at! <= p.published_at);
            return takePublication(tx, p.job_code, now, before);
          });
        }
      }
      for (const alert of await confirmedJobAlerts(db)) {
        if (alert.frequency !== "daily") continue;
        if (await db.transaction().execute((tx) => digest(tx, alert, now))) written++;
      }
      return written;
    },
  };
}

export type JobAlertsService = ReturnType<typeof createJobAlertsService>;

/** Every `intervalMs` (JOB_ALERT_INTERVAL_SECONDS, a minute by default: well within the 10 minutes promised). */
export function createJobAlertTask({
  jobAlerts,
  logger,
  intervalMs,
}: {
  jobAlerts: JobAlertsService;
  logger: Logger;
  intervalMs: number;
}) {
  return periodicTask({
    intervalMs,
    logger,
    failure: "job alert round failed",
    round: async () => {
      const written = await jobAlerts.runOnce();
      if (written > 0) logger.info({ written }, "job alert mails written");
    },
  });
}
