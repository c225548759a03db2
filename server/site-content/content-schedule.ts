import type { Logger } from "../logger";
import { periodicTask } from "../periodic-task";

/** How often each process looks for drafts due to publish: a scheduled change shows within this. */
export const CONTENT_SCHEDULE_INTERVAL_MS = 15_000;

/**
 * Publishes scheduled drafts when their time comes (docs/decisions/0181). Every process runs it; each due
 * entry is taken by exactly one (its schedule is cleared in the publishing transaction), and the publish says
 * "site-content" on the cache bus as a publish from the console does.
 */
export function createContentSchedule(options: {
  publishDue: () => Promise<number>;
  logger: Logger;
  intervalMs?: number;
}) {
  const task = periodicTask({
    intervalMs: options.intervalMs ?? CONTENT_SCHEDULE_INTERVAL_MS,
    logger: options.logger,
    failure: "scheduled site content could not be published",
    round: async () => {
      const published = await options.publishDue();
      if (published > 0) options.logger.info({ published }, "published scheduled site content");
    },
  });
  return { start: task.start, stop: task.stop };
}
