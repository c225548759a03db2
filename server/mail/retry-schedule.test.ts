import { describe, expect, it } from "vitest";
import { afterFailedAttempt, GIVE_UP_AFTER_MS } from "./retry-schedule";

const createdAt = "2026-12-01T10:00:00.000Z";
const at = (ms: number) => new Date(Date.parse(createdAt) + ms);
const minute = 60_000;

describe("afterFailedAttempt", () => {
  it("waits the first delay, then twice as long after each failure, never more than an hour", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => {
      const now = at(0);
      const next = afterFailedAttempt({ attempts, createdAt }, now, minute);
      if (next.status !== "pending") throw new Error("given up too early");
      return (Date.parse(next.nextAttemptAt) - now.getTime()) / minute;
    });
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it("gives up when the next attempt would fall more than 24 hours after the mail was written", () => {
    expect(afterFailedAttempt({ attempts: 30, createdAt }, at(GIVE_UP_AFTER_MS - 61 * minute), minute)).toEqual({
      status: "pending",
      nextAttemptAt: at(GIVE_UP_AFTER_MS - minute).toISOString(),
    });
    expect(afterFailedAttempt({ attempts: 30, createdAt }, at(GIVE_UP_AFTER_MS - 59 * minute), minute)).toEqual({
      status: "failed",
    });
  });
});
