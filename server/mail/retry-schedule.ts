/** A mail the server keeps refusing, or cannot reach, is given up this long after it was written. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Retries never wait longer than this, so a mail server back after a long outage is used soon. */
export const LONGEST_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * What follows the `attempts`-th failed attempt of a mail written at `createdAt`: the next attempt after
 * a delay that doubles each time (firstDelayMs, then twice that, up to an hour), or failed once that next
 * attempt would come more than 24 hours after the mail was written.
 */
export function afterFailedAttempt(
  { attempts, createdAt }: { attempts: number; createdAt: string },
  now: Date,
  firstDelayMs: number,
): { status: "pending"; nextAttemptAt: string } | { status: "failed" } {
  const delay = Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_DELAY_MS);
  const next = now.getTime() + delay;
  if (next > Date.parse(createdAt) + GIVE_UP_AFTER_MS) return { status: "failed" };
  return { status: "pending", nextAttemptAt: new Date(next).toISOString() };
}
