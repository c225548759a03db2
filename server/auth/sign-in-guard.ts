import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { sha256Hex } from "./session-cookie";

/** After this many failures for one address, the address waits. */
export const FAILURES_BEFORE_LOCK = 5;
/** The first wait; each further lock-out within a day doubles it. */
export const FIRST_LOCK_MS = 15 * 60 * 1000;
/** More failures than this from one client address within a minute get 429. */
export const CLIENT_FAILURES_PER_MINUTE = 20;
const DAY_SECONDS = 24 * 60 * 60;
const LONGEST_LOCK_MS = DAY_SECONDS * 1000;

export type GuardVerdict =
  | { allowed: true }
  | { allowed: false; reason: "address-locked"; minutesLeft: number }
  | { allowed: false; reason: "client-limited" };

/**
 * One counter of the guard (rate-limiter-flexible): in Redis, shared by every process, with the
 * library's in-memory insurance limiter taking over while Redis fails (the limits stay in force per
 * process rather than open, and staff can still sign in; main.ts logs Redis errors); in this
 * process's memory when there is no Redis.
 */
function counter(redis: Redis | null, name: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const settings = { keyPrefix: `staff-signin:${name}`, points, duration: durationSeconds };
  if (!redis) return new RateLimiterMemory(settings);
  return new RateLimiterRedis({
    ...settings,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(settings),
  });
}

/** Sign-in guessing limits: per address (lock-out with doubling waits) and per client address (429). */
export function createSignInGuard(redis: Redis | null = null) {
  const client = counter(redis, "ip", CLIENT_FAILURES_PER_MINUTE, 60);
  const failures = counter(redis, "fail", FAILURES_BEFORE_LOCK, DAY_SECONDS);
  const lockouts = counter(redis, "lockouts", Number.MAX_SAFE_INTEGER, DAY_SECONDS);
  const locks = counter(redis, "lock", 1, DAY_SECONDS);
  // Addresses are kept hashed: the store needs to tell them apart, not to read them.
  const addressKey = (email: string) => sha256Hex(email.trim().toLowerCase()).slice(0, 32);

  return {
    /** Whether this attempt may be checked at all. */
    async check(email: string, ip: string): Promise<GuardVerdict> {
      const fromClient = await client.get(ip);
      if ((fromClient?.consumedPoints ?? 0) >= CLIENT_FAILURES_PER_MINUTE) {
        return { allowed: false, reason: "client-limited" };
      }
      const lock = await locks.get(addressKey(email));
      const msLeft = lock && lock.consumedPoints > 1 ? lock.msBeforeNext : 0;
      return msLeft > 0
        ? { allowed: false, reason: "address-locked", minutesLeft: Math.ceil(msLeft / 60_000) }
        : { allowed: true };
    },

    /** Counts a failure; answers the minutes of the lock it started, or 0. */
    async recordFailure(email: string, ip: string): Promise<number> {
      await client.penalty(ip);
      const key = addressKey(email);
      const failed = await failures.penalty(key);
      if (failed.consumedPoints < FAILURES_BEFORE_LOCK) return 0;
      const lockout = await lockouts.penalty(key);
      const lockMs = Math.min(FIRST_LOCK_MS * 2 ** (lockout.consumedPoints - 1), LONGEST_LOCK_MS);
      await locks.block(key, lockMs / 1000);
      await failures.delete(key);
      return Math.ceil(lockMs / 60_000);
    },

    async recordSuccess(email: string): Promise<void> {
      const key = addressKey(email);
      await Promise.all([failures.delete(key), lockouts.delete(key)]);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
