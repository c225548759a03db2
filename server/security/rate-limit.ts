import { isIPv6 } from "node:net";
import type { NextFunction, Request, RequestHandler, Response } from "express";
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

/**
 * What a POST counts against: the client (`clientKey`) and what it does (`actionPath`), so that no
 * other spelling of a form's address gets a count of its own.
 */
export function postRateLimitKey(req: Request): string {
  return `${clientKey(req.ip ?? "unknown")}|${actionPath(req.path)}`;
}

/**
 * The form or endpoint a path reaches, as the router sees it: percent-decoded once, dot segments
 * resolved, empty segments dropped, in lower case (routes match in any case), without a trailing
 * slash, and without `.data` (React Router's data requests post to the same action; `/_root.data`
 * is the home page's).
 */
export function actionPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router refuses it too; counted as spelt.
  }
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const joined = "/" + segments.join("/").toLowerCase();
  const action = joined.endsWith(".data") ? joined.slice(0, -".data".length) : joined;
  return action === "/_root" ? "/" : action || "/";
}

/**
 * Who is counted: an IPv4 address (also when written as IPv6, `::ffff:a.b.c.d`), or an IPv6 address's
 * /64 prefix, since one subscriber is usually given a whole /64 and could otherwise pick a new address
 * for every request.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

const POST_WINDOW_SECONDS = 60;

/** What is done with a post over its limit. */
export type LimitedPostAnswer = (req: Request, res: Response, next: NextFunction) => void;

/**
 * The plain refusal of a post over its limit: 429 with Retry-After (the whole window, as a client that
 * waits it out is sure to get through) and the message, as text to a browser's form, as JSON to the API
 * and scripts. A page that has a place for the message says it on the page instead (the staff sign-in
 * steps, server/staff/staff-post-limit.ts).
 */
export const refuseLimitedPost: LimitedPostAnswer = (req, res) => {
  res.setHeader("Retry-After", String(POST_WINDOW_SECONDS));
  const wantsHtml = !req.path.toLowerCase().startsWith("/api/") && (req.headers.accept ?? "").includes("text/html");
  if (wantsHtml) {
    res.status(429).type("text/plain").send(RATE_LIMITED_MESSAGE);
  } else {
    res.status(429).json({ Message: RATE_LIMITED_MESSAGE });
  }
};

/**
 * Limits POSTs per `postRateLimitKey`, `perMinute` a minute (0: no limit). While the store fails
 * (Redis unreachable), the failure is reported and this process counts in its own memory: visitors'
 * submissions still go through, and the limit still holds, per process
 * (docs/decisions/0031-rate-limit-keys-and-redis-outage.md).
 */
export function rateLimitPosts(options: {
  perMinute: number;
  limiters: RateLimiterFactory;
  onStoreError?: (err: unknown) => void;
  /** Another limit's name (its counts kept apart) and what it counts by; default: client and path. */
  name?: string;
  key?: (req: Request, res: Response) => string;
  /** What a post over the limit gets: the plain refusal unless said otherwise. */
  whenLimited?: LimitedPostAnswer;
}): RequestHandler {
  if (options.perMinute === 0) return (_req, _res, next) => next();
  const rule = { name: options.name ?? "posts", points: options.perMinute, windowSeconds: POST_WINDOW_SECONDS };
  const limiter = options.limiters(rule);
  const fallback = createRateLimiters(null)(rule);
  const keyOf = options.key ?? postRateLimitKey;
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    let verdict: RateLimitVerdict;
    try {
      verdict = await limiter.hit(keyOf(req, res));
    } catch (err) {
      options.onStoreError?.(err);
      verdict = await fallback.hit(keyOf(req, res));
    }
    if (verdict.limited) return (options.whenLimited ?? refuseLimitedPost)(req, res, next);
    next();
  };
}
