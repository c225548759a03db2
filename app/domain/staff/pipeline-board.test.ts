import { describe, expect, it } from "vitest";
import { boardCardKey, boardPath, daysBetween, daysInStageText, parseBoardCardKey } from "./pipeline-board";

describe("the pipeline board's rules", () => {
  it("counts whole calendar days between two dates, never below zero", () => {
    expect(daysBetween("2026-11-28", "2026-11-28")).toBe(0);
    expect(daysBetween("2026-11-27", "2026-11-28")).toBe(1);
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
    expect(daysBetween("2025-12-31", "2026-11-28")).toBe(332);
    expect(daysBetween("2026-11-29", "2026-11-28")).toBe(0);
  });

  it("says the days in the stage in words", () => {
    expect(daysInStageText(0)).toBe("In this stage since today");
    expect(daysInStageText(1)).toBe("1 day in this stage");
    expect(daysInStageText(12)).toBe("12 days in this stage");
    expect(daysInStageText(1200)).toBe("1,200 days in this stage");
  });

  it("reads back the card keys it makes, and nothing else", () => {
    expect(boardCardKey("application", 12)).toBe("application:12");
    expect(parseBoardCardKey("application:12")).toEqual({ kind: "application", id: 12 });
    expect(parseBoardCardKey("resume:7")).toEqual({ kind: "resume", id: 7 });
    for (const bad of [
      "",
      "application",
      "application:",
      "application:0",
      "note:3",
      "resume:7:1",
      "resume:07",
      "resume:2147483648",
    ])
      expect(parseBoardCardKey(bad), bad).toBeNull();
  });

  it("addresses a job's board", () => {
    expect(boardPath(41)).toBe("/staff/jobs/41/board");
  });
});
