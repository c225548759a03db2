import type { Logger } from "../logger";
import { periodicTask } from "../periodic-task";
import type { NewsletterService } from "./newsletter";

/** How often scheduled issues are looked for (and finished sends marked sent). */
const SCHEDULER_INTERVAL_MS = 10_000;

/** Every process looks for scheduled issues; startSend's status check lets only one start each. */
export function createNewsletterScheduler({ newsletter, logger }: { newsletter: NewsletterService; logger: Logger }) {
  return periodicTask({
    intervalMs: SCHEDULER_INTERVAL_MS,
    logger,
    failure: "newsletter schedule round failed",
    round: async () => {
      await newsletter.runDue();
    },
  });
}
