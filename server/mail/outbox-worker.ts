import type { Db } from "#server/db/database";
import {
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  type OutboxRow,
} from "#server/db/repositories/mail-outbox";
import type { Logger } from "#server/logger";
import { composeMail } from "./compose";
import type { MailSite } from "./mail-content";
import { afterFailedAttempt } from "./retry-schedule";
import type { MailTransport } from "./transport";

/** Rows one claim takes; the rest wait for the next round. */
const BATCH = 20;
/**
 * How long a claimed row stays this worker's: longer than a batch can take to send (the SMTP timeouts
 * bound each mail), so no other worker takes it meanwhile; if this process dies, the row is due again
 * after it and is sent by whichever worker runs then.
 */
export const CLAIM_LEASE_MS = 15 * 60 * 1000;

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  site: MailSite;
  pollIntervalMs: number;
  retryDelayMs: number;
  logger: Logger;
  /** The clock, for tests that let a day pass. */
  now?: () => Date;
};

/** The file a folder transport writes for a row. */
export const outboxFileName = (row: Pick<OutboxRow, "id" | "template">) =>
  `${String(row.id).padStart(8, "0")}-${row.template}.eml`;

/**
 * Sends what the outbox holds: every poll interval it claims the due rows, sends each, and marks it sent,
 * or schedules a retry (the delay doubling up to an hour), or after 24 hours marks it failed. One runs in
 * every process; claims keep them from sending a row twice (server/db/repositories/mail-outbox.ts).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, logger, pollIntervalMs } = options;
  const now = options.now ?? (() => new Date());

  async function sendOne(row: OutboxRow) {
    try {
      await transport.send(composeMail(row, options), outboxFileName(row));
      await markMailSent(db, row.id, now().toISOString());
      logger.info({ mail: row.id, template: row.template, attempt: row.attempts }, "mail sent");
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const next = afterFailedAttempt(
        { attempts: row.attempts, createdAt: row.created_at },
        now(),
        options.retryDelayMs,
      );
      await markMailAttemptFailed(db, row.id, { ...next, error });
      if (next.status === "failed") {
        logger.error({ mail: row.id, template: row.template, attempts: row.attempts, error }, "mail failed for good");
      } else {
        logger.warn({ mail: row.id, template: row.template, retryAt: next.nextAttemptAt, error }, "mail not sent");
      }
    }
  }

  /** One round: claims due rows and sends them. Answers how many it took. */
  async function runOnce(): Promise<number> {
    const at = now();
    const rows = await claimDueMails(db, {
      now: at.toISOString(),
      leaseUntil: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString(),
      limit: BATCH,
    });
    for (const row of rows) await sendOne(row);
    return rows.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const loop = async () => {
    try {
      // A full batch means more may be waiting: go on at once.
      while (!stopped && (await runOnce()) === BATCH);
    } catch (err) {
      // The database may be briefly away; the next round tries again.
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, "mail outbox round failed");
    }
    if (!stopped) timer = setTimeout(tick, pollIntervalMs);
  };
  const tick = () => {
    running = loop();
  };

  return {
    runOnce,
    start() {
      stopped = false;
      tick();
    },
    /** Waits for the mail being sent, then stops; called before the database is closed. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
