import type { RequestHandler } from "express";
import type { Redis } from "ioredis";

export const RATE_LIMITED_MESSAGE =
  "You have sent too many requests in a short time. Please wait a minute and try again.";

/** Counts hits per key in fixed one-minute windows. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<number>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>();
  async hit(key: string, windowMs: number) {
    const now = Date.now();
    if (this.windows.size > 50_000) this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    w.count += 1;
    return w.count;
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** Shared by every server process, so N processes do not multiply the limit by N. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "rl:",
  ) {}
  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, "NX").exec()) as [[unknown, number]];
    return count;
  }
}

/**
 * Limits POSTs per client address (as the server sees it) and per path. A store failure lets the
 * request through: a visitor's submission matters more than the limit.
 */
export function rateLimitPosts(options: {
  perMinute: number;
  store: RateLimitStore;
  onStoreError?: (err: unknown) => void;
}): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "POST" || options.perMinute === 0) return next();
    const key = `${req.ip ?? "unknown"}|${req.path.toLowerCase().replace(/\/+$/, "")}`;
    let count = 0;
    try {
      count = await options.store.hit(key, 60_000);
    } catch (err) {
      options.onStoreError?.(err);
      return next();
    }
    if (count > options.perMinute) {
      res.setHeader("Retry-After", "60");
      const wantsHtml = !req.path.toLowerCase().startsWith("/api/") && (req.headers.accept ?? "").includes("text/html");
      if (wantsHtml) {
        res.status(429).type("text/plain").send(RATE_LIMITED_MESSAGE);
      } else {
        res.status(429).json({ Message: RATE_LIMITED_MESSAGE });
      }
      return;
    }
    next();
  };
}
