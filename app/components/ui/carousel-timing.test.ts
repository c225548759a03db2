import { describe, expect, it } from "vitest";
import { emblaDurationFor, emblaTransitionMs } from "./carousel-timing";

describe("Embla transition timing", () => {
  it("a 700 ms transition (docs/product.md §2.3) maps to a duration Embla accepts", () => {
    const duration = emblaDurationFor(700);
    expect(duration).toBeGreaterThanOrEqual(20);
    expect(duration).toBeLessThanOrEqual(60);
    expect(Math.abs(emblaTransitionMs(duration) - 700)).toBeLessThanOrEqual(1000 / 60);
  });

  it("Embla's default duration of 25 is not 25 ms but about a second", () => {
    expect(emblaTransitionMs(25)).toBeGreaterThan(900);
    expect(emblaTransitionMs(25)).toBeLessThan(1100);
  });

  it("longer transitions need larger durations", () => {
    expect(emblaDurationFor(1200)).toBeGreaterThan(emblaDurationFor(900));
    expect(emblaDurationFor(900)).toBeGreaterThan(emblaDurationFor(700));
  });

  it("keeps to the range where the spring does not overshoot", () => {
    expect(emblaDurationFor(10)).toBe(18.5);
    expect(emblaDurationFor(100_000)).toBe(60);
  });
});
