import { describe, expect, it } from "vitest";
import { memoizePromise, memoizePromiseByKey } from "./memoize-promise";

/** A load whose calls are counted and whose promises the test settles by hand. */
function controlledLoad<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { load, pending, calls: () => calls };
}

describe("memoizePromise", () => {
  it("shares one pending promise and keeps the value after success", async () => {
    const c = controlledLoad<string>();
    const get = memoizePromise(c.load);
    const first = get();
    expect(get()).toBe(first);
    expect(c.calls()).toBe(1);
    c.pending[0]!.resolve("value");
    expect(await first).toBe("value");
    expect(await get()).toBe("value");
    expect(c.calls()).toBe(1);
  });

  it("forgets a rejected promise, so the next call tries again", async () => {
    const c = controlledLoad<string>();
    const get = memoizePromise(c.load);
    const failed = get();
    c.pending[0]!.reject(new Error("database down"));
    await expect(failed).rejects.toThrow("database down");
    const retried = get();
    expect(retried).not.toBe(failed);
    expect(c.calls()).toBe(2);
    c.pending[1]!.resolve("value");
    expect(await retried).toBe("value");
  });

  it("treats a load that throws before returning a promise as a rejection", async () => {
    let calls = 0;
    const get = memoizePromise<string>(() => {
      calls += 1;
      if (calls === 1) throw new Error("no connection");
      return Promise.resolve("value");
    });
    await expect(get()).rejects.toThrow("no connection");
    expect(await get()).toBe("value");
  });

  it("forgets a resolved value that `keep` refuses, and keeps one it accepts", async () => {
    const answers = [{ ok: false }, { ok: true }];
    let calls = 0;
    const get = memoizePromise(() => Promise.resolve(answers[calls++]!), { keep: (r) => r.ok });
    expect(await get()).toEqual({ ok: false });
    expect(await get()).toEqual({ ok: true });
    expect(await get()).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it("loads again once maxAgeMs has passed, and tells how long the value has left", async () => {
    let t = 1_000;
    let calls = 0;
    const get = memoizePromise(() => Promise.resolve(++calls), { maxAgeMs: 60_000, now: () => t });
    expect(get.msLeft()).toBe(0);
    expect(await get()).toBe(1);
    t += 59_999;
    expect(get.msLeft()).toBe(1);
    expect(await get()).toBe(1);
    t += 1;
    expect(await get()).toBe(2);
    expect(get.msLeft()).toBe(60_000);
  });

  it("does not let a stale failure forget the newer value that replaced it", async () => {
    let t = 0;
    const c = controlledLoad<string>();
    const get = memoizePromise(c.load, { maxAgeMs: 10, now: () => t });
    const stale = get();
    t = 10;
    const fresh = get();
    c.pending[1]!.resolve("fresh");
    await fresh;
    c.pending[0]!.reject(new Error("late failure"));
    await expect(stale).rejects.toThrow("late failure");
    expect(get()).toBe(fresh);
    expect(c.calls()).toBe(2);
  });
});

describe("clear", () => {
  it("forgets the value held, and a load under way is not kept once it settles", async () => {
    const c = controlledLoad<string>();
    const get = memoizePromise(c.load);
    const first = get();
    c.pending[0]!.resolve("old");
    expect(await first).toBe("old");
    get.clear();
    const during = get();
    expect(c.calls()).toBe(2);
    get.clear();
    c.pending[1]!.resolve("stale");
    expect(await during).toBe("stale");
    const after = get();
    expect(c.calls()).toBe(3);
    c.pending[2]!.resolve("new");
    expect(await after).toBe("new");
    expect(await get()).toBe("new");
  });
});

describe("memoizePromiseByKey", () => {
  it("keeps one promise per key and forgets only the key that failed", async () => {
    const calls: string[] = [];
    const get = memoizePromiseByKey((state: string) => {
      calls.push(state);
      return state === "XX" && calls.filter((s) => s === "XX").length === 1
        ? Promise.reject(new Error("unreachable"))
        : Promise.resolve(`districts of ${state}`);
    });
    expect(await get("KA")).toBe("districts of KA");
    await expect(get("XX")).rejects.toThrow("unreachable");
    expect(await get("KA")).toBe("districts of KA");
    expect(await get("XX")).toBe("districts of XX");
    expect(await get("XX")).toBe("districts of XX");
    expect(calls).toEqual(["KA", "XX", "XX"]);
  });
});
