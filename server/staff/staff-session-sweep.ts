import { SESSION_IDLE_MS } from "./session-cookie";
import type { Db } from "../db/database";
import { deleteExpiredStaffSessions } from "./staff-sessions.repository";
import type { Logger } from "../logger";
import { periodicTask } from "../periodic-task";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes staff sessions past their absolute end or idle too long. Such a session already opens
 * nothing (the sign-in check refuses and deletes it when its cookie comes back); this removes the rows
 * of the ones whose cookie never comes back, with their IP addresses and browsers. Every process runs
 * it; two at once delete the same rows harmlessly.
 */
export function createStaffSessionSweep(options: {
  db: Db;
  logger: Logger;
  /** How often it runs; an hour unless a test says otherwise. */
  intervalMs?: number;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());

  /** One pass: answers how many sessions it deleted. */
  function runOnce(): Promise<number> {
    const t = now().getTime();
    return deleteExpiredStaffSessions(
      options.db,
      new Date(t).toISOString(),
      new Date(t - SESSION_IDLE_MS).toISOString(),
    );
  }

  const task = periodicTask({
    intervalMs: options.intervalMs ?? HOUR_MS,
    logger: options.logger,
    failure: "staff session sweep failed",
    round: async () => {
      const deleted = await runOnce();
      if (deleted > 0) options.logger.info({ deleted }, "deleted expired staff sessions");
    },
  });

  return { runOnce, start: task.start, stop: task.stop };
}
