import { describe, expect, it } from "vitest";
import { createSignInGuard, FallbackGuardStore, MemoryGuardStore, type GuardStore } from "./sign-in-guard";

function clock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("the sign-in guard", () => {
  it("locks an address after 5 failures for 15 minutes, then 30, then 60", async () => {
    const c = clock();
    const guard = createSignInGuard(new MemoryGuardStore(c.now), c.now);
    for (const minutes of [15, 30, 60]) {
      for (let i = 1; i <= 4; i++) expect(await guard.recordFailure("A@x.example", `10.0.0.${minutes}`)).toBe(0);
      expect(await guard.recordFailure("a@x.example ", `10.0.0.${minutes}`)).toBe(minutes);
      expect(await guard.check("a@x.example", "10.9.9.9")).toEqual({
        allowed: false,
        reason: "address-locked",
        minutesLeft: minutes,
      });
      c.advance(minutes * 60_000 - 60_000);
      expect(await guard.check("a@x.example", "10.9.9.9")).toEqual({
        allowed: false,
        reason: "address-locked",
        minutesLeft: 1,
      });
      c.advance(60_000);
      expect(await guard.check("a@x.example", "10.9.9.9")).toEqual({ allowed: true });
    }
    expect(await guard.check("b@x.example", "10.9.9.9")).toEqual({ allowed: true });
  });

  it("forgets failures after a success", async () => {
    const c = clock();
    const guard = createSignInGuard(new MemoryGuardStore(c.now), c.now);
    for (let i = 0; i < 4; i++) await guard.recordFailure("a@x.example", "10.0.0.1");
    await guard.recordSuccess("a@x.example");
    for (let i = 0; i < 4; i++) expect(await guard.recordFailure("a@x.example", "10.0.0.2")).toBe(0);
  });

  it("limits a client address to 20 failures a minute", async () => {
    const c = clock();
    const guard = createSignInGuard(new MemoryGuardStore(c.now), c.now);
    for (let i = 0; i < 20; i++) {
      expect(await guard.check(`u${i}@x.example`, "10.0.0.1")).toEqual({ allowed: true });
      await guard.recordFailure(`u${i}@x.example`, "10.0.0.1");
    }
    expect(await guard.check("new@x.example", "10.0.0.1")).toEqual({ allowed: false, reason: "client-limited" });
    expect(await guard.check("new@x.example", "10.0.0.2")).toEqual({ allowed: true });
    c.advance(60_000);
    expect(await guard.check("new@x.example", "10.0.0.1")).toEqual({ allowed: true });
  });

  it("keeps counting in memory while the shared store fails", async () => {
    const broken: GuardStore = {
      get: () => Promise.reject(new Error("down")),
      incr: () => Promise.reject(new Error("down")),
      set: () => Promise.reject(new Error("down")),
      del: () => Promise.reject(new Error("down")),
    };
    const errors: unknown[] = [];
    const guard = createSignInGuard(new FallbackGuardStore(broken, (e) => errors.push(e)));
    for (let i = 0; i < 5; i++) await guard.recordFailure("a@x.example", "10.0.0.1");
    expect(await guard.check("a@x.example", "10.0.0.1")).toMatchObject({ allowed: false, reason: "address-locked" });
    expect(errors.length).toBeGreaterThan(0);
  });
});
