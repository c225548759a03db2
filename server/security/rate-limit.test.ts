import { describe, expect, it } from "vitest";
import { MemoryRateLimitStore } from "./rate-limit";

describe("MemoryRateLimitStore", () => {
  it("counts per key within a window and starts again after it", async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit("a", 50)).toBe(1);
    expect(await store.hit("a", 50)).toBe(2);
    expect(await store.hit("b", 50)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await store.hit("a", 50)).toBe(1);
  });
});
