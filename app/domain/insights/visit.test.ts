import { describe, expect, it } from "vitest";
import { VISIT_GAP_MS, visitLanding } from "./visit";

const MIN = 60_000;

describe("visitLanding", () => {
  it("finds the first view after the last gap of more than 30 minutes", () => {
    const views = [{ at: 0 }, { at: 40 * MIN }, { at: 60 * MIN }, { at: 85 * MIN }];
    expect(visitLanding(views, 90 * MIN)).toEqual({ at: 40 * MIN });
  });

  it("keeps a visit whose views are exactly 30 minutes apart", () => {
    expect(visitLanding([{ at: 0 }, { at: VISIT_GAP_MS }], VISIT_GAP_MS * 2)).toEqual({ at: 0 });
  });

  it("says nothing when the visit has ended or never began", () => {
    expect(visitLanding([{ at: 0 }], VISIT_GAP_MS + 1)).toBe(undefined);
    expect(visitLanding([], 0)).toBe(undefined);
    expect(visitLanding([{ at: 10 * MIN }], 5 * MIN)).toBe(undefined);
  });
});
