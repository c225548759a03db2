import { performance } from "node:perf_hooks";

/**
 * Counts the requests the process receives, in windows of one second, and says how many a second arrived
 * lately: the outbox worker sends newsletter mail slower while visitors are being served
 * (docs/decisions/0127). Counting costs an addition per request; no timer runs.
 */
export function createRequestRate(now: () => number = () => performance.now(), windowMs = 1000) {
  let windowStart = now();
  let current = 0;
  let previous = 0;
  const roll = () => {
    const elapsed = now() - windowStart;
    if (elapsed < windowMs) return;
    // One window later the last one is the previous; more than one later, both are empty.
    previous = elapsed < 2 * windowMs ? current : 0;
    current = 0;
    windowStart += Math.floor(elapsed / windowMs) * windowMs;
  };
  return {
    /** A request arrived. */
    count(): void {
      roll();
      current++;
    },
    /** Requests a second in the last full window, or in the current one if it already holds more. */
    perSecond(): number {
      roll();
      return (Math.max(previous, current) * 1000) / windowMs;
    },
  };
}

export type RequestRate = ReturnType<typeof createRequestRate>;
