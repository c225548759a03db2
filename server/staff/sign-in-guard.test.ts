import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_FAILURES_BEFORE_PACING, createSignInGuard, PACED_SECONDS, type GuardedAccount } from "./sign-in-guard";

const account = (email: string, unlockedAt: string | null = null): GuardedAccount => ({ email, unlockedAt });

describe("the sign-in guard", () => {
  // rate-limiter-flexible's memory store reads Date.now and expires keys with timers: fake both.
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("locks an account for one client after 5 failures for 15 minutes, then 30, then 60", async () => {
    const guard = createSignInGuard();
    const a = account("a@x.example");
    for (const minutes of [15, 30, 60]) {
      for (let i = 1; i <= 4; i++) expect(await guard.recordFailure(account("A@x.example"), "10.0.0.1")).toBe(0);
      expect(await guard.recordFailure(account("a@x.example "), "10.0.0.1")).toBe(minutes);
      expect(await guard.check(a, "10.0.0.1")).toEqual({
        allowed: false,
        reason: "address-locked",
        minutesLeft: minutes,
      });
      vi.advanceTimersByTime(minutes * 60_000 - 60_000);
      expect(await guard.check(a, "10.0.0.1")).toEqual({ allowed: false, reason: "address-locked", minutesLeft: 1 });
      vi.advanceTimersByTime(60_000);
      expect(await guard.check(a, "10.0.0.1")).toEqual({ allowed: true });
    }
    expect(await guard.check(account("b@x.example"), "10.0.0.1")).toEqual({ allowed: true });
  });

  it("never locks the account for another client, and counts an IPv6 client by its /64", async () => {
    const guard = createSignInGuard();
    const a = account("a@x.example");
    for (let i = 0; i < 4; i++) await guard.recordFailure(a, `2001:db8:1:2::${i}`);
    expect(await guard.recordFailure(a, "2001:db8:1:2:ffff::9")).toBe(15);
    expect(await guard.check(a, "2001:db8:1:2::77")).toMatchObject({ allowed: false, reason: "address-locked" });
    expect(await guard.check(a, "2001:db8:1:3::1")).toEqual({ allowed: true });
    expect(await guard.check(a, "10.0.0.9")).toEqual({ allowed: true });
  });

  it("forgets a client's failures after a success", async () => {
    const guard = createSignInGuard();
    const a = account("a@x.example");
    for (let i = 0; i < 4; i++) await guard.recordFailure(a, "10.0.0.1");
    await guard.recordSuccess(a, "10.0.0.1");
    for (let i = 0; i < 4; i++) expect(await guard.recordFailure(a, "10.0.0.1")).toBe(0);
    expect(await guard.recordFailure(a, "10.0.0.1")).toBe(15);
  });

  it("counts afresh under a new unlock time (an admin cleared the locks)", async () => {
    const guard = createSignInGuard();
    for (let i = 0; i < 5; i++) await guard.recordFailure(account("a@x.example"), "10.0.0.1");
    expect(await guard.check(account("a@x.example"), "10.0.0.1")).toMatchObject({ allowed: false });
    const unlocked = account("a@x.example", "2026-11-25T02:00:00.000Z");
    expect(await guard.check(unlocked, "10.0.0.1")).toEqual({ allowed: true });
    for (let i = 0; i < 4; i++) expect(await guard.recordFailure(unlocked, "10.0.0.1")).toBe(0);
  });

  it("paces an account with many failures for clients it has not signed in from, never for one it has", async () => {
    const guard = createSignInGuard();
    const a = account("a@x.example");
    await guard.recordSuccess(a, "192.0.2.50");
    // Failures from many clients, none of them locked.
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PACING; i++) await guard.recordFailure(a, `198.51.100.${i}`);
    expect(await guard.check(a, "203.0.113.1")).toEqual({ allowed: true });
    expect(await guard.check(a, "203.0.113.2")).toEqual({
      allowed: false,
      reason: "account-paced",
      secondsLeft: PACED_SECONDS,
    });
    // The owner's own network is never held back.
    for (let i = 0; i < 3; i++) expect(await guard.check(a, "192.0.2.50")).toEqual({ allowed: true });
    vi.advanceTimersByTime(PACED_SECONDS * 1000);
    expect(await guard.check(a, "203.0.113.2")).toEqual({ allowed: true });
    // Familiar for days, not forgotten at once (the memory store's timers cannot run past 24.8 days).
    vi.advanceTimersByTime(7 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PACING; i++) await guard.recordFailure(a, `198.51.100.${i}`);
    await guard.check(a, "203.0.113.4");
    expect(await guard.check(a, "192.0.2.50")).toEqual({ allowed: true });
    expect(await guard.check(account("b@x.example"), "203.0.113.3")).toEqual({ allowed: true });
  });

  it("limits a client address to 20 failures a minute", async () => {
    const guard = createSignInGuard();
    for (let i = 0; i < 20; i++) {
      expect(await guard.check(account(`u${i}@x.example`), "10.0.0.1")).toEqual({ allowed: true });
      await guard.recordFailure(account(`u${i}@x.example`), "10.0.0.1");
    }
    expect(await guard.check(account("new@x.example"), "10.0.0.1")).toEqual({
      allowed: false,
      reason: "client-limited",
    });
    expect(await guard.check(account("new@x.example"), "10.0.0.2")).toEqual({ allowed: true });
    vi.advanceTimersByTime(60_000);
    expect(await guard.check(account("new@x.example"), "10.0.0.1")).toEqual({ allowed: true });
  });
});

describe("the sign-in guard while Redis is unreachable", () => {
  it("keeps counting in this process's memory", async () => {
    // Nothing listens on port 1: the client never becomes ready, so every count goes to the insurance limiter.
    const redis = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    try {
      const guard = createSignInGuard(redis);
      for (let i = 0; i < 5; i++) await guard.recordFailure(account("a@x.example"), "10.0.0.1");
      expect(await guard.check(account("a@x.example"), "10.0.0.1")).toMatchObject({
        allowed: false,
        reason: "address-locked",
      });
      expect(await guard.check(account("b@x.example"), "10.0.0.1")).toEqual({ allowed: true });
    } finally {
      redis.disconnect();
    }
  });
});
