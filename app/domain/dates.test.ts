import { describe, expect, it } from "vitest";
import { currentYearIn, formatLongDate, todayIn } from "./dates";

describe("dates", () => {
  it("formats like 'MMMM d, y'", () => {
    expect(formatLongDate("2026-03-07")).toBe("March 7, 2026");
    expect(formatLongDate("2025-12-31T23:59:59Z")).toBe("December 31, 2025");
  });
  it("gives today's date in the company's time zone", () => {
    const instant = new Date("2026-01-01T20:00:00Z"); // already 1:30 on Jan 2 in Kolkata
    expect(todayIn("Asia/Kolkata", instant)).toBe("2026-01-02");
    expect(todayIn("America/New_York", instant)).toBe("2026-01-01");
    expect(currentYearIn("Asia/Kolkata", new Date("2025-12-31T20:00:00Z"))).toBe(2026);
  });
});
