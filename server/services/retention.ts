import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { SESSION_IDLE_MS } from "../auth/session-cookie";
import type { Db } from "../db/database";
import { findDueForRetention, tryTransactionLock } from "../db/repositories/people";
import { deleteExpiredStaffSessions } from "../db/repositories/staff-sessions";
import type { Logger } from "../logger";
import { periodicTask } from "../periodic-task";
import { eraseOneApplication } from "./erase-person";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows looked at per round; a round repeats while it finds a full batch. */
const BATCH = 100;
/** The PostgreSQL advisory lock of the retention round ("retain" in ASCII). */
const LOCK_KEY = 0x72_65_74_61_69_6e;

/**
 * Retention (docs/product.md §10.5, docs/decisions/0049-retention-and-erasure.md): once a day, every
 * wizard application that is rejected or withdrawn, and every resume that did not lead to a hire, whose
 * last change is more than `days` ago, is erased through server/services/erase-person.ts, and its private
 * status links expire with it.
 *
 * The same round deletes staff sessions that have ended (past their absolute end, or idle too long),
 * which no request would touch again.
 *
 * Every process runs it; running it twice at once is safe. On PostgreSQL a round first takes an advisory
 * lock for its transaction, and a process that finds it taken skips the round (another is at it); on
 * either engine each erasure touches only a row not erased yet and records it once.
 */
export function createRetentionTask(options: {
  db: Db;
  logger: Logger;
  days: number;
  /** How often it runs; a day unless a test says otherwise. */
  intervalMs?: number;
  now?: () => Date;
}) {
  const { db, logger, days } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DAY_MS;

  /** One pass: erases what is due; answers how many it erased (0 when another process holds the round). */
  async function runOnce(): Promise<number> {
    const at = now();
    await deleteExpiredStaffSessions(db, at.toISOString(), new Date(at.getTime() - SESSION_IDLE_MS).toISOString());
    const cutoff = new Date(at.getTime() - days * DAY_MS).toISOString();
    let erased = 0;
    for (;;) {
      const due = await db.transaction().execute(async (trx) => {
        if (!(await tryTransactionLock(trx, LOCK_KEY))) return null;
        return findDueForRetention(trx, cutoff, BATCH);
      });
      if (!due) return erased;
      for (const target of due)
        if (
          await eraseOneApplication(db, target, {
            actor: { system: "retention" },
            ip: null,
            action: AUDIT_ACTIONS.retentionErased,
            expireLinks: true,
          })
        )
          erased++;
      if (due.length < BATCH) return erased;
    }
  }

  const task = periodicTask({
    intervalMs,
    logger,
    failure: "retention round failed",
    round: async () => {
      const erased = await runOnce();
      if (erased > 0) logger.info({ erased, days }, "retention: erased applications and resumes");
    },
  });

  return {
    runOnce,
    /** Runs a first round now (after start-up), then every interval. */
    start: task.start,
    /** Waits for a round in progress, then stops; called before the database is closed. */
    stop: task.stop,
  };
}
