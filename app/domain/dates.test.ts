import { describe, expect, it } from "vitest";
import {
  calendarDatesIn,
  currentYearIn,
  spreadsheetTimesIn,
  dateTimeFormat,
  formatLongDate,
  nextDate,
  startOfDayIn,
  todayIn,
} from "./dates";

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
  it("makes one formatter per set of settings and reuses it (a per-row formatter cost a gigabyte, decision 0065)", () => {
    const kolkata = dateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric" });
    expect(dateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric" })).toBe(kolkata);
    expect(dateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric" })).not.toBe(kolkata);
    expect(() => dateTimeFormat("en-CA", { timeZone: "Nowhere/Atlantis" })).toThrow(RangeError);
  });
  it("gives the moment a calendar day begins in a time zone, across a change of offset", () => {
    expect(startOfDayIn("2026-01-02", "Asia/Kolkata")).toBe("2026-01-01T18:30:00.000Z");
    expect(startOfDayIn("2026-01-02", "UTC")).toBe("2026-01-02T00:00:00.000Z");
    expect(startOfDayIn("2026-03-08", "America/New_York")).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDayIn("2026-03-09", "America/New_York")).toBe("2026-03-09T04:00:00.000Z");
    expect(nextDate("2026-02-28")).toBe("2026-03-01");
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
  });
});

describe("calendarDatesIn", () => {
  // Zones a quarter or half an hour off the hour, where a cache by any coarser slice of UTC would be wrong.
  it.each(["Asia/Kolkata", "Asia/Kathmandu", "America/St_Johns", "Australia/Eucla", "UTC"])(
    "gives todayIn's date for every instant, in order and out of order, in %s",
    (zone) => {
      const dateOf = calendarDatesIn(zone);
      const start = Date.parse("2026-03-27T00:00:00.000Z");
      const instants = Array.from({ length: (3 * 24 * 60) / 7 }, (_, i) =>
        new Date(start + i * 7 * 60_000).toISOString(),
      );
      for (const instant of [...instants, ...instants.slice().reverse()])
        expect(dateOf(instant), instant).toBe(todayIn(zone, new Date(instant)));
    },
  );
});

describe("spreadsheet times", () => {
  it("writes instants as YYYY-MM-DD HH:MM in the zone, across a change of offset", () => {
    const kolkata = spreadsheetTimesIn("Asia/Kolkata");
    expect(kolkata("2026-11-27T18:45:10.000Z")).toBe("2026-11-28 00:15");
    expect(kolkata("2026-11-27T00:00:00.000Z")).toBe("2026-11-27 05:30");
    const london = spreadsheetTimesIn("Europe/London");
    expect(london("2026-03-29T00:59:00.000Z")).toBe("2026-03-29 00:59");
    expect(london("2026-03-29T01:00:00.000Z")).toBe("2026-03-29 02:00");
    expect(london("not a time")).toBe("not a time");
  });
});
