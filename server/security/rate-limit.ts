import type { Request, RequestHandler } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export const RATE_LIMITED_MESSAGE =
  "You have sent too many requests in a short time. Please wait a minute and try again.";

/** At most `points` hits per key in fixed windows of `windowSeconds`; `name` keeps each limit's counts apart. */
export type RateLimitRule = { name: string; points: number; windowSeconds: number };

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Counts one hit against a key. Rejects when the store cannot be reached: the caller decides what that means. */
export type RateLimiter = { hit(key: string): Promise<RateLimitVerdict> };

/** Makes a limiter for a rule; every limiter of a process shares the same store. */
export type RateLimiterFactory = (rule: RateLimitRule) => RateLimiter;

/**
 * Limiters counted in Redis when there is one, so N processes do not multiply a limit by N, else in
 * this process's memory (rate-limiter-flexible, fixed windows either way).
 */
export function createRateLimiters(redis: Redis | null): RateLimiterFactory {
  return (rule) => {
    const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.windowSeconds };
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
      : new RateLimiterMemory(options);
    return {
      async hit(key) {
        try {
          await limiter.consume(key);
          return { limited: false };
        } catch (outcome) {
          // The library rejects with its result when the budget is spent, with an Error when the store fails.
          if (outcome instanceof RateLimiterRes) {
            return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
          }
          throw outcome;
        }
      },
    };
  };
}

/** What a POST counts against: the client address as the server sees it, and the path. */
export function postRateLimitKey(req: Request): string {
  return `${req.ip ?? "unknown"}|${req.path.toLowerCase().replace(/\/+$/, "")}`;
}

const POST_WINDOW_SECONDS = 60;

/**
 * Limits POSTs per `postRateLimitKey`, `perMinute` a minute (0: no limit). A store failure lets the
 * request through: a visitor's submission matters more than the limit.
 */
export function rateLimitPosts(options: {
  perMinute: number;
  limiters: RateLimiterFactory;
  onStoreError?: (err: unknown) => void;
}): RequestHandler {
  if (options.perMinute === 0) return (_req, _res, next) => next();
  const limiter = options.limiters({ name: "posts", points: options.perMinute, windowSeconds: POST_WINDOW_SECONDS });
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    let verdict: RateLimitVerdict;
    try {
      verdict = await limiter.hit(postRateLimitKey(req));
    } catch (err) {
      options.onStoreError?.(err);
      return next();
    }
    if (verdict.limited) {
      // The whole window, as a client that waits it out is sure to get through.
      res.setHeader("Retry-After", String(POST_WINDOW_SECONDS));
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
