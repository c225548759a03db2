import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientKey } from "../security/rate-limit";
import { sha256Hex } from "./session-cookie";

/** After this many failures for one account from one client, that client waits for that account. */
export const FAILURES_BEFORE_LOCK = 5;
/** The first wait; each further lock-out of the same account and client within a day doubles it. */
export const FIRST_LOCK_MS = 15 * 60 * 1000;
/** More failures than this from one client address within a minute get 429. */
export const CLIENT_FAILURES_PER_MINUTE = 20;
/** After this many failures for one account from anywhere within the window, unfamiliar clients are paced. */
export const ACCOUNT_FAILURES_BEFORE_PACING = 10;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** While paced, one attempt per this many seconds for the account from clients it has not signed in from. */
export const PACED_SECONDS = 10;
/**
 * A client the account signed in from stays familiar this long. The memory store expires keys with a
 * timer, which cannot be set beyond 2^31 ms (about 24.8 days): a longer time would expire at once.
 */
const FAMILIAR_SECONDS = 14 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;
const LONGEST_LOCK_MS = DAY_SECONDS * 1000;

export type GuardVerdict =
  | { allowed: true }
  | { allowed: false; reason: "address-locked"; minutesLeft: number }
  | { allowed: false; reason: "account-paced"; secondsLeft: number }
  | { allowed: false; reason: "client-limited" };

/**
 * The account an attempt is for: its address, and when an admin last cleared its locks (null:
 * never). Every count of the account is kept under both, so clearing the locks is writing a new
 * time in the database, which every process (and the command line) sees alike.
 */
export type GuardedAccount = { email: string; unlockedAt: string | null };

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

/**
 * Sign-in guessing limits (docs/decisions/0095-sign-in-lock-out-per-account-and-client.md): a lock-out
 * per account and client (IPv4 address, IPv6 /64) with doubling waits, so failures from one client
 * never stop the owner signing in from another; a gentler pacing per account that applies only to
 * clients the account has not signed in from; and a cap per client (429).
 */
export function createSignInGuard(redis: Redis | null = null) {
  const client = counter(redis, "ip", CLIENT_FAILURES_PER_MINUTE, 60);
  const failures = counter(redis, "fail", FAILURES_BEFORE_LOCK, DAY_SECONDS);
  const lockouts = counter(redis, "lockouts", Number.MAX_SAFE_INTEGER, DAY_SECONDS);
  const locks = counter(redis, "lock", 1, DAY_SECONDS);
  const accountFailures = counter(redis, "account-fail", Number.MAX_SAFE_INTEGER, ACCOUNT_WINDOW_SECONDS);
  const pace = counter(redis, "pace", 1, PACED_SECONDS);
  const familiar = counter(redis, "familiar", Number.MAX_SAFE_INTEGER, FAMILIAR_SECONDS);
  // Addresses are kept hashed: the store needs to tell them apart, not to read them.
  const addressKey = (email: string) => sha256Hex(email.trim().toLowerCase()).slice(0, 32);
  const accountKey = (a: GuardedAccount) => `${addressKey(a.email)}@${a.unlockedAt ?? "-"}`;
  const accountClientKey = (a: GuardedAccount, ip: string) => `${accountKey(a)}|${clientKey(ip)}`;
  const familiarKey = (a: GuardedAccount, ip: string) => `${addressKey(a.email)}|${clientKey(ip)}`;

  return {
    /** Whether this attempt may be checked at all. */
    async check(account: GuardedAccount, ip: string): Promise<GuardVerdict> {
      const fromClient = await client.get(clientKey(ip));
      if ((fromClient?.consumedPoints ?? 0) >= CLIENT_FAILURES_PER_MINUTE) {
        return { allowed: false, reason: "client-limited" };
      }
      const lock = await locks.get(accountClientKey(account, ip));
      const msLeft = lock && lock.consumedPoints > 1 ? lock.msBeforeNext : 0;
      if (msLeft > 0) return { allowed: false, reason: "address-locked", minutesLeft: Math.ceil(msLeft / 60_000) };
      const recent = await accountFailures.get(accountKey(account));
      if ((recent?.consumedPoints ?? 0) < ACCOUNT_FAILURES_BEFORE_PACING) return { allowed: true };
      if (await familiar.get(familiarKey(account, ip))) return { allowed: true };
      // Paced: the first attempt in each interval goes ahead, the others wait for the next.
      const paced = await pace.penalty(accountKey(account));
      return paced.consumedPoints > 1
        ? { allowed: false, reason: "account-paced", secondsLeft: Math.ceil(paced.msBeforeNext / 1000) }
        : { allowed: true };
    },

    /** Counts a failure; answers the minutes of the lock it started for this account and client, or 0. */
    async recordFailure(account: GuardedAccount, ip: string): Promise<number> {
      await Promise.all([client.penalty(clientKey(ip)), accountFailures.penalty(accountKey(account))]);
      const key = accountClientKey(account, ip);
      const failed = await failures.penalty(key);
      if (failed.consumedPoints < FAILURES_BEFORE_LOCK) return 0;
      const lockout = await lockouts.penalty(key);
      const lockMs = Math.min(FIRST_LOCK_MS * 2 ** (lockout.consumedPoints - 1), LONGEST_LOCK_MS);
      await locks.block(key, lockMs / 1000);
      await failures.delete(key);
      return Math.ceil(lockMs / 60_000);
    },

    /** The person is in: this client's failures for the account are forgotten and the client is familiar. */
    async recordSuccess(account: GuardedAccount, ip: string): Promise<void> {
      const key = accountClientKey(account, ip);
      await Promise.all([failures.delete(key), lockouts.delete(key), familiar.penalty(familiarKey(account, ip))]);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
