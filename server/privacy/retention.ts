import {
  DEFAULT_CONTACT_RETENTION_DAYS,
  DEFAULT_DEMO_RETENTION_DAYS,
  RIGHTS_REQUEST_RETENTION_DAYS,
} from "~/domain/retention-periods";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { Db } from "../db/database";
import { findDueForRetention, tryTransactionLock } from "./erasure.repository";
import { deleteRightsRequestsChangedBefore } from "./rights-requests.repository";
import { audit } from "../audit/audit";
import type { Logger } from "../logger";
import { periodicTask } from "../periodic-task";
import { eraseExpiredContactData } from "../contact/contact-retention";
import { eraseExpiredDemoData } from "../demos/demo-retention";
import { eraseOneApplication, type InterviewCanceller } from "./erase-person";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows looked at per round; a round repeats while it finds a full batch. */
const BATCH = 100;
/** The PostgreSQL advisory lock of the retention round ("retain" in ASCII). */
const LOCK_KEY = 0x72_65_74_61_69_6e;

/**
 * Retention (docs/product.md §10.5, docs/decisions/0049-retention-and-erasure.md): once a day, every
 * wizard application that is rejected or withdrawn, and every resume that did not lead to a hire, whose
 * last change is more than `days` ago, is erased through server/privacy/erase-person.ts, and its private
 * status links expire with it. A talent-pool consent that still holds (given less than 12 months ago and
 * not withdrawn, docs/product.md §10.10) keeps its submission until it lapses: consent extends the
 * period, never shortens it. The same round erases the marketing lists' expired data (contact messages,
 * unconfirmed sign-ups and job alerts: contact-retention.ts), demo bookings and sales leads past
 * `demoDays` (demo-retention.ts, docs/decisions/0122) and old rights requests.
 *
 * Every process runs it; running it twice at once is safe. On PostgreSQL a round first takes an advisory
 * lock for its transaction, and a process that finds it taken skips the round (another is at it); on
 * either engine each erasure touches only a row not erased yet and records it once.
 */
export function createRetentionTask(options: {
  db: Db;
  logger: Logger;
  days: number;
  /** CONTACT_RETENTION_DAYS: contact messages are erased this long after their last change (server/contact/contact-retention.ts). */
  contactDays?: number;
  /** DEMO_RETENTION_DAYS: demo bookings and their lead (server/demos/demo-retention.ts). */
  demoDays?: number;
  /** Where the folder transport writes mails (DATA_DIR/outbox): the erased mails' files are removed. */
  mailFolder?: string;
  /** Cancels an erased application's interviews still to come for their interviewers (main.ts gives it). */
  cancelInterviews?: InterviewCanceller;
  /** How often it runs; a day unless a test says otherwise. */
  intervalMs?: number;
  now?: () => Date;
}) {
  const {
    db,
    logger,
    days,
    contactDays = DEFAULT_CONTACT_RETENTION_DAYS,
    demoDays = DEFAULT_DEMO_RETENTION_DAYS,
  } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DAY_MS;

  /** One pass: erases what is due; answers how many it erased (0 when another process holds the round). */
  async function runOnce(): Promise<number> {
    const at = now();
    const cutoff = new Date(at.getTime() - days * DAY_MS).toISOString();
    let erased = 0;
    for (;;) {
      const due = await db.transaction().execute(async (trx) => {
        if (!(await tryTransactionLock(trx, LOCK_KEY))) return null;
        return findDueForRetention(trx, cutoff, BATCH, at.toISOString());
      });
      if (!due) return erased;
      for (const target of due)
        if (
          await eraseOneApplication(
            db,
            target,
            {
              actor: { system: "retention" },
              ip: null,
              action: AUDIT_ACTIONS.retentionErased,
              expireLinks: true,
            },
            { mailFolder: options.mailFolder, cancelInterviews: options.cancelInterviews },
          )
        )
          erased++;
      if (due.length < BATCH) return erased;
    }
  }

  /** The marketing lists' part of a round: contact messages, their mails, unconfirmed sign-ups and job alerts. */
  const eraseContactData = () => eraseExpiredContactData(db, { contactDays, now: now() });

  /** Demo bookings and sales leads past DEMO_RETENTION_DAYS, with their mails. */
  const eraseDemoData = () => eraseExpiredDemoData(db, { demoDays, now: now(), mailFolder: options.mailFolder });

  /** Rights requests RIGHTS_REQUEST_RETENTION_DAYS after their last change (docs/product.md §10.11), one audit row. */
  async function eraseRightsRequests(): Promise<number> {
    const at = now();
    const cutoff = new Date(at.getTime() - RIGHTS_REQUEST_RETENTION_DAYS * DAY_MS).toISOString();
    return db.transaction().execute(async (trx) => {
      const erased = await deleteRightsRequestsChangedBefore(trx, cutoff);
      if (erased > 0)
        await audit(trx, {
          actor: { system: "retention" },
          action: AUDIT_ACTIONS.retentionErased,
          ip: null,
          at: at.toISOString(),
          target: { type: "rights-requests", id: null },
          detail: { rightsRequests: erased },
        });
      return erased;
    });
  }

  const task = periodicTask({
    intervalMs,
    logger,
    failure: "retention round failed",
    round: async () => {
      const erased = await runOnce();
      if (erased > 0) logger.info({ erased, days }, "retention: erased applications and resumes");
      const contact = await eraseContactData();
      if (contact.messages + contact.mails + contact.signUps + contact.jobAlerts > 0)
        logger.info(
          { ...contact, contactDays },
          "retention: erased contact messages, unconfirmed sign-ups and job alerts",
        );
      const demos = await eraseDemoData();
      if (demos.demoBookings + demos.leads > 0)
        logger.info({ ...demos, demoDays }, "retention: erased demo bookings and leads");
      const rightsRequests = await eraseRightsRequests();
      if (rightsRequests > 0) logger.info({ rightsRequests }, "retention: erased rights requests");
    },
  });

  return {
    runOnce,
    eraseContactData,
    eraseDemoData,
    eraseRightsRequests,
    /** Runs a first round now (after start-up), then every interval. */
    start: task.start,
    /** Waits for a round in progress, then stops; called before the database is closed. */
    stop: task.stop,
  };
}
