import type { Logger } from "./logger";

/**
 * Runs `round` now (on start) and then `intervalMs` after each round ends, until stopped. A round that
 * throws is logged as `failure` and the next one tries again (the database may be briefly away).
 * `round` gets `stopped()` so a long round can end early. `stop()` waits for the round in progress:
 * call it before the database is closed. Used by the mail outbox worker and the retention task.
 */
export function periodicTask(options: {
  round: (stopped: () => boolean) => Promise<void>;
  intervalMs: number;
  logger: Logger;
  failure: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const isStopped = () => stopped;

  const tick = () => {
    running = (async () => {
      try {
        await options.round(isStopped);
      } catch (err) {
        options.logger.warn({ err: err instanceof Error ? err.message : String(err) }, options.failure);
      }
      if (!stopped) timer = setTimeout(tick, options.intervalMs);
    })();
  };

  return {
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Resolves when the round in progress (the first one, just after start) has ended. */
    async roundEnded() {
      await running;
    },
  };
}
