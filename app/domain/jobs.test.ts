import { describe, expect, it } from "vitest";
import { contactEmailOf, isJobClosed } from "./jobs";

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
