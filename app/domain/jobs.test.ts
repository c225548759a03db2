import { describe, expect, it } from "vitest";
import { isJobClosed } from "./jobs";

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
