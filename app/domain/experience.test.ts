import { describe, expect, it } from "vitest";
import {
  experienceMonths,
  formatExperience,
  splitMonths,
  totalExperienceMonths,
  yearMonthOf,
  type ExperienceSpan,
} from "./experience";

const today = { year: 2026, month: 5 };
const span = (sm: unknown, sy: unknown, em: unknown, ey: unknown, current = false): ExperienceSpan =>
  ({ StartMonth: sm, StartYear: sy, EndMonth: em, EndYear: ey, IsCurrentlyWorking: current }) as ExperienceSpan;

describe("experience arithmetic", () => {
  it("counts whole months inclusive of both ends", () => {
    expect(experienceMonths(span(1, 2020, 1, 2020), today)).toBe(1);
    expect(experienceMonths(span(1, 2020, 12, 2020), today)).toBe(12);
    expect(experienceMonths(span(11, 2019, 2, 2020), today)).toBe(4);
    expect(experienceMonths(span("3", "2018", "2", "2021"), today)).toBe(36);
  });
  it("runs a current job to the current month, ignoring any end date", () => {
    expect(experienceMonths(span(5, 2026, null, null, true), today)).toBe(1);
    expect(experienceMonths(span(6, 2025, 1, 2000, true), today)).toBe(12);
  });
  it("skips entries lacking dates", () => {
    expect(experienceMonths(span("", 2020, 5, 2021), today)).toBe(0);
    expect(experienceMonths(span(1, "", 5, 2021), today)).toBe(0);
    expect(experienceMonths(span(1, 2020, "", 2021), today)).toBe(0);
    expect(experienceMonths(span(1, 2020, 5, null), today)).toBe(0);
    expect(experienceMonths(span(13, 2020, 5, 2021), today)).toBe(0);
  });
  it("ignores non-positive spans", () => {
    expect(experienceMonths(span(6, 2021, 5, 2021), today)).toBe(0);
    expect(experienceMonths(span(1, 2022, 1, 2021), today)).toBe(0);
    expect(experienceMonths(span(7, 2026, null, null, true), today)).toBe(0);
  });
  it("sums the entries and splits the total into years and months", () => {
    const total = totalExperienceMonths(
      [span(1, 2020, 12, 2020), span(6, 2021, 5, 2021), span(1, 2025, null, null, true)],
      today,
    );
    expect(total).toBe(12 + 0 + 17);
    expect(splitMonths(total)).toEqual({ years: 2, months: 5 });
    expect(splitMonths(0)).toEqual({ years: 0, months: 0 });
    expect(totalExperienceMonths([], today)).toBe(0);
  });
  it("reads a calendar date as a year and month", () => {
    expect(yearMonthOf("2026-11-22")).toEqual({ year: 2026, month: 11 });
  });
});

describe("formatExperience", () => {
  it("says years and months as the wizard's total does", () => {
    expect(formatExperience(29)).toBe("2 year(s) and 5 month(s)");
    expect(formatExperience(0)).toBe("0 year(s) and 0 month(s)");
  });
});
