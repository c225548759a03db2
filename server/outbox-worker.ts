import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "#server/db/database";
import {
  claimDueBulkMails,
  claimDueMails,
  deleteOutboxMail,
  markMailAttemptFailed,
  markMailsSent,
  releaseClaimedMails,
  type OutboxRow,
} from "#server/mail/mail-outbox.repository";
import {
  findNewsletterIssues,
  finishDrainedIssues,
  isSubscriptionConfirmed,
} from "#server/newsletter/newsletter-issues.repository";
import type { Logger } from "#server/logger";
import type { SentMarks } from "#server/db/sent-marks";
import { periodicTask } from "#server/periodic-task";
import { composeMail, readOutboxMail } from "./mail/compose";
import { outboxFileName } from "./mail/mail-files";
import type { MailSite, NewsletterIssueMail } from "./mail/mail-content";
import { newsletterIssueMail } from "./newsletter/newsletter-issue-mail";
import { afterFailedAttempt } from "./mail/retry-schedule";
import type { HandOff } from "./mail/smtp-connection";
import type { MailTransport } from "./mail/transport";

/** Rows one claim takes; the rest wait for the next round. */
const BATCH = 20;
/**
 * How long a claimed row stays this worker's: longer than a batch can take to send (the SMTP timeouts
 * bound each mail), so no other worker takes it meanwhile; if this process dies, the row is due again
 * after it and is sent by whichever worker runs then.
 */
export const CLAIM_LEASE_MS = 15 * 60 * 1000;
/**
 * Visitors come first (docs/decisions/0032): when a backlog is being sent while the process is serving
 * requests (its event loop busy more than half the time while the worker waited), the worker takes at
 * most this share of the time, and catches up at full speed once the process is quiet again.
 */
const SHARE_WHILE_BUSY = 0.1;
const BUSY_EVENT_LOOP = 0.5;
/** The shortest wait between two batches of a backlog: long enough to tell a busy process from a quiet one. */
const MIN_GAP_MS = 10;
/**
 * The longest: on a starved machine a batch's wall time stretches, and the wait after it with it; the
 * worker looks again at least this often, so a backlog starts moving within seconds of the load ending.
 */
const MAX_GAP_MS = 2000;

/**
 * A newsletter claim's lease (docs/decisions/0140): short, so mails a killed process had claimed are sent
 * by another within a minute. The worker starts no mail of a claim once less than BULK_SEND_MARGIN_MS of
 * its lease is left (more than the bulk transport's longest timeout), and gives the rest back: a mail is
 * never being sent by two workers.
 */
export const BULK_LEASE_MS = 45_000;
const BULK_SEND_MARGIN_MS = 25_000;
/** At most this many newsletter mails in one claim; a claim is otherwise one second's worth at the rate. */
const BULK_BATCH_MAX = 500;
/**
 * Visitors being served (docs/decisions/0127): from this many requests a second, newsletter mails leave at
 * NEWSLETTER_SHARE_WHILE_BUSY of the rate, so the CPU goes to the pages. Health checks and a person reading
 * the console stay under it.
 */
const VISITORS_PER_SECOND = 20;
/**
 * A twentieth, not the tenth transactional mail gets: a tenth took too much of the pages' throughput
 * (the figures are in docs/decisions/0162). A newsletter can wait; a confirmation should not.
 */
const NEWSLETTER_SHARE_WHILE_BUSY = 0.05;

/**
 * How newsletter mails are sent: their own pooled transport, a rate, and how many at once;
 * `visitorsPerSecond`, the requests the process is receiving, slows them while visitors are served.
 */
export type BulkSending = {
  transport: MailTransport;
  /** How a mail handed off is marked sent (docs/decisions/0160), made for the database's engine. */
  marks: SentMarks;
  perSecond: number;
  concurrency: number;
  visitorsPerSecond?: () => number;
};

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  site: MailSite;
  pollIntervalMs: number;
  retryDelayMs: number;
  logger: Logger;
  /** Newsletter mails: sent only when given, after transactional mail. */
  bulk?: BulkSending;
  /** The clock, for tests that let a day pass. */
  now?: () => Date;
};

/**
 * Sends what the outbox holds: every poll interval it claims the due rows, sends each, and marks it sent,
 * or schedules a retry (the delay doubling up to an hour), or after 24 hours marks it failed. One runs in
 * every process; claims keep them from sending a row twice (server/mail/mail-outbox.repository.ts).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, logger, pollIntervalMs } = options;
  const now = options.now ?? (() => new Date());

  /** Sends one claimed row; answers whether it was accepted (the caller marks it sent). */
  async function sendOne(row: OutboxRow, via = transport, site = options.site, handOff?: HandOff): Promise<boolean> {
    // A payload its kind no longer accepts will not be accepted on a retry either: failed at once.
    const read = readOutboxMail(row);
    if (!read.ok) {
      await markMailAttemptFailed(db, row.id, { status: "failed", error: read.error });
      logger.error({ mail: row.id, kind: row.template, error: read.error }, "mail failed for good");
      return false;
    }
    try {
      await via.send(composeMail(row, { from: options.from, site }), outboxFileName(row), handOff);
      logger.info({ mail: row.id, kind: row.template, attempt: row.attempts }, "mail sent");
      return true;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const next = afterFailedAttempt(
        { attempts: row.attempts, createdAt: row.created_at },
        now(),
        options.retryDelayMs,
      );
      await markMailAttemptFailed(db, row.id, { ...next, error });
      if (next.status === "failed") {
        logger.error({ mail: row.id, kind: row.template, attempts: row.attempts, error }, "mail failed for good");
      } else {
        logger.warn({ mail: row.id, kind: row.template, retryAt: next.nextAttemptAt, error }, "mail not sent");
      }
      return false;
    }
  }

  /**
   * Marks a newsletter mail sent right after its 250 arrived, when its transport could not hand it off
   * (the folder, a test's). Mails whose 250s arrived in the same turn of the event loop share one
   * statement, run as soon as that turn's callbacks are done (docs/decisions/0126).
   */
  let toMark: number[] = [];
  let marking: Promise<void> | null = null;
  function markSent(id: number): Promise<void> {
    toMark.push(id);
    marking ??= new Promise<void>((resolve, reject) =>
      setImmediate(() => {
        const ids = toMark;
        toMark = [];
        marking = null;
        markMailsSent(db, ids, now().toISOString()).then(resolve, reject);
      }),
    );
    return marking;
  }

  /**
   * One newsletter claim: its issues loaded once, its mails sent `concurrency` at a time at no more than
   * `perSecond`, each marked sent as soon as the mail server accepted it (markSent: so a crash repeats at
   * most the mails in flight), each subscriber's confirmation checked just before their mail leaves.
   */
  async function runBulkOnce(bulk: BulkSending): Promise<number> {
    const at = now();
    const leaseUntil = new Date(at.getTime() + BULK_LEASE_MS).toISOString();
    const rows = await claimDueBulkMails(db, {
      now: at.toISOString(),
      leaseUntil,
      limit: Math.max(1, Math.min(BULK_BATCH_MAX, Math.round(bulk.perSecond))),
    });
    if (rows.length === 0) return 0;
    const issueIds = [...new Set(rows.map((r) => r.issue_id!))];
    const issues = new Map<number, NewsletterIssueMail>(
      (await findNewsletterIssues(db, issueIds)).map((i) => [i.id, newsletterIssueMail(i, options.site.url)]),
    );
    const site: MailSite = { ...options.site, newsletterIssue: (id) => issues.get(id) };
    const spacingMs = 1000 / bulk.perSecond;
    // The rate: each mail takes the next slot, one spacing after the last, a longer one while visitors are
    // served. A lane that fell behind catches up with the slots already past.
    let nextSlot = performance.now();
    const takeSlot = () => {
      const at = nextSlot;
      const visitors = (bulk.visitorsPerSecond?.() ?? 0) >= VISITORS_PER_SECOND;
      nextSlot += visitors ? spacingMs / NEWSLETTER_SHARE_WHILE_BUSY : spacingMs;
      return at;
    };
    let next = 0;
    const unsent: number[] = [];
    const lane = async () => {
      while (next < rows.length) {
        const i = next++;
        const row = rows[i]!;
        if (Date.parse(leaseUntil) - now().getTime() < BULK_SEND_MARGIN_MS || stopping) {
          unsent.push(row.id);
          continue;
        }
        const wait = takeSlot() - performance.now();
        if (wait > 0) await sleep(wait);
        if (!issues.has(row.issue_id!)) {
          await markMailAttemptFailed(db, row.id, { status: "failed", error: "the issue is gone" });
          continue;
        }
        // Unsubscribed since the send began: nothing more goes to them, and nothing of them is kept.
        if (!(await isSubscriptionConfirmed(db, row.subscription_id!))) {
          await deleteOutboxMail(db, row.id);
          continue;
        }
        // The pooled SMTP transport hands the mail off: its mark is written together with its last line, in
        // the order the marks choose (docs/decisions/0160, 0161, 0163).
        let handedOff = false;
        const handOff: HandOff = {
          ready: () => bulk.marks.ready(),
          mark: (end) => {
            handedOff = true;
            return bulk.marks.mark(row.id, now().toISOString(), end);
          },
        };
        if ((await sendOne(row, bulk.transport, site, handOff)) && !handedOff) await markSent(row.id);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, bulk.concurrency) }, lane));
    await releaseClaimedMails(db, unsent, leaseUntil, now().toISOString());
    await finishDrainedIssues(db, now().toISOString());
    return rows.length;
  }

  let stopping = false;

  /** One round: claims due rows and sends them, transactional mail first. Answers how many it took. */
  async function runOnce(): Promise<number> {
    const taken = await runTransactionalOnce();
    // Newsletter mail only when no transactional mail is waiting beyond this batch.
    if (taken < BATCH && options.bulk && !stopping) return taken + (await runBulkOnce(options.bulk));
    return taken;
  }

  async function runTransactionalOnce(): Promise<number> {
    const at = now();
    const rows = await claimDueMails(db, {
      now: at.toISOString(),
      leaseUntil: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString(),
      limit: BATCH,
    });
    const sent: number[] = [];
    for (const row of rows) if (await sendOne(row)) sent.push(row.id);
    // One statement for the round. A crash before it leaves these rows to be sent again once their lease
    // is over, with the same Message-ID (and, in the folder, the same file name).
    await markMailsSent(db, sent, now().toISOString());
    return rows.length;
  }

  const task = periodicTask({
    intervalMs: pollIntervalMs,
    logger,
    failure: "mail outbox round failed",
    // A full batch means more may be waiting: go on after a gap, a short one when the process is quiet.
    round: async (stopped) => {
      for (;;) {
        const started = performance.now();
        if (stopped() || (await runOnce()) < BATCH || stopped()) break;
        const spent = performance.now() - started;
        let gap = MIN_GAP_MS;
        while (!stopped()) {
          const before = performance.eventLoopUtilization();
          await sleep(gap);
          const busy = performance.eventLoopUtilization(before).utilization > BUSY_EVENT_LOOP;
          if (!busy || gap > MIN_GAP_MS) break;
          // Busy with visitors: wait long enough that this batch was at most our share of the time.
          gap = Math.min(MAX_GAP_MS, Math.max(MIN_GAP_MS, (spent * (1 - SHARE_WHILE_BUSY)) / SHARE_WHILE_BUSY));
        }
      }
    },
  });

  return {
    runOnce,
    start: task.start,
    /** Waits for the mail being sent, then stops; called before the database is closed. */
    async stop() {
      stopping = true;
      await task.stop();
      transport.close();
      options.bulk?.transport.close();
      await options.bulk?.marks.close();
    },
  };
}
