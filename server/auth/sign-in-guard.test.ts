import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSignInGuard } from "./sign-in-guard";

describe("the sign-in guard", () => {
  // rate-limiter-flexible's memory store reads Date.now and expires keys with timers: fake both.
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("locks an address after 5 failures for 15 minutes, then 30, then 60", async () => {
    const guard = createSignInGuard();
    for (const minutes of [15, 30, 60]) {
      for (let i = 1; i <= 4; i++) expect(await guard.recordFailure("A@x.example", `10.0.0.${minutes}`)).toBe(0);
      expect(await guard.recordFailure("a@x.example ", `10.0.0.${minutes}`)).toBe(minutes);
      expect(await guard.check("a@x.example", "10.9.9.9")).toEqual({
        allowed: false,
        reason: "address-locked",
        minutesLeft: minutes,
      });
      vi.advanceTimersByTime(minutes * 60_000 - 60_000);
      expect(await guard.check("a@x.example", "10.9.9.9")).toEqual({
        allowed: false,
        reason: "address-locked",
        minutesLeft: 1,
      });
      vi.advanceTimersByTime(60_000);
      expect(await guard.check("a@x.example", "10.9.9.9")).toEqual({ allowed: true });
    }
    expect(await guard.check("b@x.example", "10.9.9.9")).toEqual({ allowed: true });
  });

  it("forgets failures after a success", async () => {
    const guard = createSignInGuard();
    for (let i = 0; i < 4; i++) await guard.recordFailure("a@x.example", "10.0.0.1");
    await guard.recordSuccess("a@x.example");
    for (let i = 0; i < 4; i++) expect(await guard.recordFailure("a@x.example", "10.0.0.2")).toBe(0);
    expect(await guard.recordFailure("a@x.example", "10.0.0.2")).toBe(15);
  });

  it("limits a client address to 20 failures a minute", async () => {
    const guard = createSignInGuard();
    for (let i = 0; i < 20; i++) {
      expect(await guard.check(`u${i}@x.example`, "10.0.0.1")).toEqual({ allowed: true });
      await guard.recordFailure(`u${i}@x.example`, "10.0.0.1");
    }
    expect(await guard.check("new@x.example", "10.0.0.1")).toEqual({ allowed: false, reason: "client-limited" });
    expect(await guard.check("new@x.example", "10.0.0.2")).toEqual({ allowed: true });
    vi.advanceTimersByTime(60_000);
    expect(await guard.check("new@x.example", "10.0.0.1")).toEqual({ allowed: true });
  });
});

describe("the sign-in guard while Redis is unreachable", () => {
  it("keeps counting in this process's memory", async () => {
    // Nothing listens on port 1: the client never becomes ready, so every count goes to the insurance limiter.
    const redis = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    try {
      const guard = createSignInGuard(redis);
      for (let i = 0; i < 5; i++) await guard.recordFailure("a@x.example", "10.0.0.1");
      expect(await guard.check("a@x.example", "10.0.0.1")).toMatchObject({ allowed: false, reason: "address-locked" });
      expect(await guard.check("b@x.example", "10.0.0.1")).toEqual({ allowed: true });
    } finally {
      redis.disconnect();
    }
  });
});
