import { describe, expect, it } from "vitest";
import { daysOf, parseReportPeriod, PERIOD_MESSAGES, periodQuery } from "./report-period";

const parse = (query: string) => parseReportPeriod(new URLSearchParams(query), "2026-11-28");

describe("parseReportPeriod", () => {
  it("defaults to the last 30 days, with the 30 before beside", () => {
    expect(parse("")).toEqual({
      period: {
        current: { from: "2026-10-30", to: "2026-11-28" },
        previous: { from: "2026-09-30", to: "2026-10-29" },
        days: 30,
        choice: "30",
      },
      error: null,
    });
  });

  it("takes a preset length", () => {
    const { period } = parse("days=7");
    expect(period.current).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(period.previous).toEqual({ from: "2026-11-15", to: "2026-11-21" });
    expect(periodQuery(period)).toBe("days=7");
  });

  it("ignores a length that is not offered", () => {
    expect(parse("days=8").period.days).toBe(30);
  });

  it("takes chosen dates across a month's end", () => {
    const { period, error } = parse("from=2026-10-30&to=2026-11-02");
    expect(error).toBeNull();
    expect(period).toEqual({
      current: { from: "2026-10-30", to: "2026-11-02" },
      previous: { from: "2026-10-26", to: "2026-10-29" },
      days: 4,
      choice: "dates",
    });
    expect(periodQuery(period)).toBe("from=2026-10-30&to=2026-11-02");
  });

  it("refuses reversed, impossible or too long ranges with the message", () => {
    for (const q of [
      "from=2026-11-05&to=2026-11-01",
      "from=2026-02-30&to=2026-03-01",
      "from=2024-01-01&to=2026-01-01",
      "from=2026-11-01",
    ])
      expect(parse(q)).toMatchObject({ period: { days: 30 }, error: PERIOD_MESSAGES.invalid });
  });
});

describe("daysOf", () => {
  it("lists both ends", () => {
    expect(daysOf({ from: "2026-02-27", to: "2026-03-01" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });
});
