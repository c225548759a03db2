import { describe, expect, it } from "vitest";
import { contactEmailOf, isJobClosed, jobState } from "./jobs";

describe("isJobClosed", () => {
  const today = "2026-11-22";
  it("is closed by its flag whatever the date", () => {
    expect(isJobClosed({ isClosedFlag: true, lastDateOfApply: null }, today)).toBe(true);
    expect(isJobClosed({ isClosedFlag: true, lastDateOfApply: "2027-01-01" }, today)).toBe(true);
  });
  it("is closed the day after its last date, and open on it", () => {
    expect(isJobClosed({ isClosedFlag: false, lastDateOfApply: "2026-11-21" }, today)).toBe(true);
    expect(isJobClosed({ isClosedFlag: false, lastDateOfApply: "2026-11-22" }, today)).toBe(false);
    expect(isJobClosed({ isClosedFlag: false, lastDateOfApply: "2026-11-23" }, today)).toBe(false);
  });
  it("never closes by date without a date", () => {
    expect(isJobClosed({ isClosedFlag: false, lastDateOfApply: null }, today)).toBe(false);
  });
});

describe("jobState", () => {
  const today = "2026-11-22";
  const job = (isPublished: boolean, isClosedFlag: boolean, lastDateOfApply: string | null) => ({
    isPublished,
    isClosedFlag,
    lastDateOfApply,
  });
  it("is a draft whenever it is not published, closed or past its date or not", () => {
    expect(jobState(job(false, false, null), today)).toBe("draft");
    expect(jobState(job(false, true, "2026-01-01"), today)).toBe("draft");
  });
  it("is closed when HR closed it, even before its last date", () => {
    expect(jobState(job(true, true, "2027-01-01"), today)).toBe("closed");
    expect(jobState(job(true, true, "2026-01-01"), today)).toBe("closed");
  });
  it("is expired the day after its last date, and published on it or without one", () => {
    expect(jobState(job(true, false, "2026-11-21"), today)).toBe("expired");
    expect(jobState(job(true, false, "2026-11-22"), today)).toBe("published");
    expect(jobState(job(true, false, null), today)).toBe("published");
  });
  it("agrees with the public rule: closed or expired exactly when the careers page says Closed", () => {
    for (const [flag, date] of [
      [false, null],
      [true, null],
      [false, "2026-11-21"],
      [false, "2026-11-22"],
      [true, "2026-12-01"],
    ] as const) {
      const state = jobState(job(true, flag, date), today);
      expect(state !== "published").toBe(isJobClosed({ isClosedFlag: flag, lastDateOfApply: date }, today));
    }
  });
});

describe("contactEmailOf", () => {
  it("finds the e-mail address in a job's contact details", () => {
    expect(contactEmailOf("careers@kavach-insuretech.example · +91 484 403 2100")).toBe(
      "careers@kavach-insuretech.example",
    );
    expect(contactEmailOf("Call +91 484 403 2100 or write to Priya (priya.k@example.in).")).toBe("priya.k@example.in");
    expect(contactEmailOf("mailto:jobs@example.com")).toBe("jobs@example.com");
  });

  it("is null when there is none", () => {
    expect(contactEmailOf(null)).toBeNull();
    expect(contactEmailOf("+91 484 403 2100")).toBeNull();
    expect(contactEmailOf("careers at example dot com")).toBeNull();
  });
});
