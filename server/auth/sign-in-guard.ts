import type { Redis } from "ioredis";
import { sha256Hex } from "./session-cookie";

/** After this many failures for one address, the address waits. */
export const FAILURES_BEFORE_LOCK = 5;
/** The first wait; each further lock-out within a day doubles it. */
export const FIRST_LOCK_MS = 15 * 60 * 1000;
/** More failures than this from one client address within a minute get 429. */
export const CLIENT_FAILURES_PER_MINUTE = 20;
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
const CLIENT_WINDOW_MS = 60 * 1000;
const LONGEST_LOCK_MS = 24 * 60 * 60 * 1000;

/** The few counters the guard needs, in memory or in Redis (shared by every process). */
export interface GuardStore {
  get(key: string): Promise<number | null>;
  /** Adds one; the counter lives `ttlMs` from its first hit, or from this one when `slide` is set. */
  incr(key: string, ttlMs: number, slide?: boolean): Promise<number>;
  set(key: string, value: number, ttlMs: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
}

export class MemoryGuardStore implements GuardStore {
  private entries = new Map<string, { value: number; expiresAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}
  private live(key: string) {
    const e = this.entries.get(key);
    if (e && e.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }
  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async incr(key: string, ttlMs: number, slide = false) {
    if (this.entries.size > 50_000) for (const k of [...this.entries.keys()]) this.live(k);
    const e = this.live(key);
    const value = (e?.value ?? 0) + 1;
    this.entries.set(key, { value, expiresAt: e && !slide ? e.expiresAt : this.now() + ttlMs });
    return value;
  }
  async set(key: string, value: number, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }
  async del(...keys: string[]) {
    for (const k of keys) this.entries.delete(k);
  }
}

export class RedisGuardStore implements GuardStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "staff-signin:",
  ) {}
  async get(key: string) {
    const v = await this.redis.get(this.prefix + key);
    return v === null ? null : Number(v);
  }
  async incr(key: string, ttlMs: number, slide = false) {
    const k = this.prefix + key;
    const multi = this.redis.multi().incr(k);
    const [[, count]] = (await (slide ? multi.pexpire(k, ttlMs) : multi.pexpire(k, ttlMs, "NX")).exec()) as [
      [unknown, number],
    ];
    return count;
  }
  async set(key: string, value: number, ttlMs: number) {
    await this.redis.set(this.prefix + key, String(value), "PX", ttlMs);
  }
  async del(...keys: string[]) {
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }
}

/**
 * Uses the shared store, and the process's own memory while the shared one fails: the limits stay
 * in force (per process) rather than open, and staff can still sign in.
 */
export class FallbackGuardStore implements GuardStore {
  private readonly memory = new MemoryGuardStore();
  constructor(
    private readonly shared: GuardStore,
    private readonly onError: (err: unknown) => void,
  ) {}
  private async run<T>(op: (s: GuardStore) => Promise<T>): Promise<T> {
    try {
      return await op(this.shared);
    } catch (err) {
      this.onError(err);
      return op(this.memory);
    }
  }
  get(key: string) {
    return this.run((s) => s.get(key));
  }
  incr(key: string, ttlMs: number, slide?: boolean) {
    return this.run((s) => s.incr(key, ttlMs, slide));
  }
  set(key: string, value: number, ttlMs: number) {
    return this.run((s) => s.set(key, value, ttlMs));
  }
  del(...keys: string[]) {
    return this.run((s) => s.del(...keys));
  }
}

export type GuardVerdict =
  | { allowed: true }
  | { allowed: false; reason: "address-locked"; minutesLeft: number }
  | { allowed: false; reason: "client-limited" };

/** Sign-in guessing limits: per address (lock-out with doubling waits) and per client address (429). */
export function createSignInGuard(store: GuardStore, now: () => number = Date.now) {
  // Addresses are kept hashed: the store needs to tell them apart, not to read them.
  const addressKey = (email: string) => sha256Hex(email.trim().toLowerCase()).slice(0, 32);
  const keys = (email: string) => {
    const a = addressKey(email);
    return { failures: `fail:${a}`, lockedUntil: `lock:${a}`, lockouts: `lockouts:${a}` };
  };
  const clientKey = (ip: string) => `ip:${ip}`;

  const lockMinutesLeft = async (email: string): Promise<number> => {
    const until = await store.get(keys(email).lockedUntil);
    return until && until > now() ? Math.ceil((until - now()) / 60_000) : 0;
  };

  return {
    /** Whether this attempt may be checked at all. */
    async check(email: string, ip: string): Promise<GuardVerdict> {
      const fromClient = (await store.get(clientKey(ip))) ?? 0;
      if (fromClient >= CLIENT_FAILURES_PER_MINUTE) return { allowed: false, reason: "client-limited" };
      const minutesLeft = await lockMinutesLeft(email);
      return minutesLeft > 0 ? { allowed: false, reason: "address-locked", minutesLeft } : { allowed: true };
    },

    /** Counts a failure; answers the minutes of the lock it started, or 0. */
    async recordFailure(email: string, ip: string): Promise<number> {
      await store.incr(clientKey(ip), CLIENT_WINDOW_MS);
      const k = keys(email);
      const failures = await store.incr(k.failures, FAILURE_MEMORY_MS);
      if (failures < FAILURES_BEFORE_LOCK) return 0;
      const lockouts = await store.incr(k.lockouts, FAILURE_MEMORY_MS, true);
      const lockMs = Math.min(FIRST_LOCK_MS * 2 ** (lockouts - 1), LONGEST_LOCK_MS);
      await store.set(k.lockedUntil, now() + lockMs, lockMs);
      await store.del(k.failures);
      return Math.ceil(lockMs / 60_000);
    },

    async recordSuccess(email: string): Promise<void> {
      const k = keys(email);
      await store.del(k.failures, k.lockouts);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
