import { describe, expect, it } from "vitest";
import {
  allowedMoves,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  canMove,
  isApplicationStatus,
} from "./application-pipeline";

describe("the application pipeline", () => {
  it("has the eight statuses of the console, each with its label", () => {
    expect(APPLICATION_STATUSES.map((s) => APPLICATION_STATUS_LABELS[s])).toEqual([
      "New",
      "Screening",
      "Shortlisted",
      "Interview",
      "Offer",
      "Hired",
      "Rejected",
      "Withdrawn",
    ]);
  });

  it("lets an open application move to any other stage, or be rejected or withdrawn", () => {
    expect(allowedMoves("new")).toEqual([
      "screening",
      "shortlisted",
      "interview",
      "offer",
      "hired",
      "rejected",
      "withdrawn",
    ]);
    expect(canMove("interview", "screening")).toBe(true);
    expect(canMove("offer", "rejected")).toBe(true);
    expect(canMove("new", "new")).toBe(false);
  });

  it("ends at hired, and lets a rejection or withdrawal be undone only back to screening", () => {
    expect(allowedMoves("hired")).toEqual([]);
    expect(allowedMoves("rejected")).toEqual(["screening"]);
    expect(canMove("withdrawn", "offer")).toBe(false);
  });

  it("recognises only its own status names", () => {
    expect(isApplicationStatus("shortlisted")).toBe(true);
    expect(isApplicationStatus("Shortlisted")).toBe(false);
    expect(isApplicationStatus(undefined)).toBe(false);
  });
});
