import type { Logger } from "../logger";
import { periodicTask } from "../periodic-task";
import type { InsightsService } from "./insights";

/** How often each process writes its buffered views: the most a view waits, and the most a crash loses. */
export const FLUSH_INTERVAL_MS = 5_000;
/** How often each process folds the days past INSIGHTS_RAW_DAYS (the first round at start). */
export const FOLD_INTERVAL_MS = 60 * 60_000;

/**
 * The periodic tasks of page views: the buffer written every few seconds (and once more on stop, so a
 * rolling restart loses none), and the hourly fold into daily totals.
 */
export function createInsightsTasks({ insights, logger }: { insights: InsightsService; logger: Logger }) {
  const flushRound = async () => {
    const { dropped } = await insights.flush();
    if (dropped > 0) logger.warn({ dropped }, "page views dropped: the buffer was full");
  };
  const flush = periodicTask({
    round: flushRound,
    intervalMs: FLUSH_INTERVAL_MS,
    logger,
    failure: "page views not written; kept for the next round",
  });
  const fold = periodicTask({
    round: async () => void (await insights.fold()),
    intervalMs: FOLD_INTERVAL_MS,
    logger,
    failure: "page views not folded into daily totals",
  });
  return {
    start() {
      if (insights.counting) flush.start();
      fold.start();
    },
    /** The fold's round in progress has ended (its first is at start): what tests wait for before writing views. */
    foldRoundEnded: () => fold.roundEnded(),
    async stop() {
      await flush.stop();
      await fold.stop();
      await flushRound().catch((err: unknown) =>
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, "page views not written on stop"),
      );
    },
  };
}
