import { describe, expect, it } from "vitest";
import type { ExperienceSpan } from "../experience";
import { firstFailure } from "./rules";
import { wizardStep3Rules, type Step3Job, type Step3Input } from "./wizard-step3-rules";

const today = { year: 2026, month: 5 };
const none: Step3Job = {
  IsExperienceRequired: false,
  MinimumExperienceYear: null,
  IsCurrentCtcRequired: false,
  IsExpectedCtcRequired: false,
};
const span = (sm: number, sy: number, em: number | null, ey: number | null, current = false): ExperienceSpan => ({
  StartMonth: sm,
  StartYear: sy,
  EndMonth: em,
  EndYear: ey,
  IsCurrentlyWorking: current,
});
const check = (job: Partial<Step3Job>, input: Partial<Step3Input>) => {
  const r = firstFailure(wizardStep3Rules({ ...none, ...job }, today), {
    WorkExperiences: [],
    CurrentCtc: "",
    ExpectedCtc: "",
    ...input,
  });
  return r.ok ? null : r.message;
};

describe("wizard step 3 rules", () => {
  it("asks nothing of a job without requirements", () => {
    expect(check({}, {})).toBeNull();
  });
  it("wants some experience listed when the job requires it", () => {
    expect(check({ IsExperienceRequired: true }, {})).toBe(
      "This position requires some work experience. Please add your work experience.",
    );
    expect(check({ IsExperienceRequired: true, MinimumExperienceYear: 3 }, {})).toBe(
      "This position requires minimum 3 year(s) of experience. Please add your work experience.",
    );
    expect(check({ IsExperienceRequired: true }, { WorkExperiences: [span(1, 2026, 1, 2026)] })).toBeNull();
  });
  it("compares the total's full years with the minimum", () => {
    const job = { IsExperienceRequired: true, MinimumExperienceYear: 2 };
    // 23 months: one short.
    expect(check(job, { WorkExperiences: [span(1, 2020, 12, 2020), span(1, 2021, 11, 2021)] })).toBe(
      "Your total experience is 1 year(s) and 11 month(s). This position requires minimum 2 year(s) of experience.",
    );
    // 24 months, inclusive counting.
    expect(check(job, { WorkExperiences: [span(1, 2020, 12, 2020), span(1, 2021, 12, 2021)] })).toBeNull();
    // A current job runs to this month: June 2024 to May 2026 is 24 months.
    expect(check(job, { WorkExperiences: [span(6, 2024, null, null, true)] })).toBeNull();
    expect(check(job, { WorkExperiences: [span(7, 2024, null, null, true)] })).toBe(
      "Your total experience is 1 year(s) and 11 month(s). This position requires minimum 2 year(s) of experience.",
    );
    // A non-positive span adds nothing.
    expect(check(job, { WorkExperiences: [span(5, 2022, 4, 2022)] })).toBe(
      "Your total experience is 0 year(s) and 0 month(s). This position requires minimum 2 year(s) of experience.",
    );
  });
  it("wants each CTC the job requires above 0", () => {
    expect(check({ IsCurrentCtcRequired: true }, {})).toBe("Please mention your current CTC (in ₹ Lakhs per annum)");
    expect(check({ IsCurrentCtcRequired: true }, { CurrentCtc: "0" })).toBe(
      "Please mention your current CTC (in ₹ Lakhs per annum)",
    );
    expect(check({ IsCurrentCtcRequired: true }, { CurrentCtc: "abc" })).toBe(
      "Please mention your current CTC (in ₹ Lakhs per annum)",
    );
    expect(check({ IsCurrentCtcRequired: true }, { CurrentCtc: "0.5" })).toBeNull();
    expect(check({ IsExpectedCtcRequired: true }, { CurrentCtc: "" })).toBe(
      "Please mention your expected CTC (in ₹ Lakhs per annum)",
    );
    expect(check({ IsExpectedCtcRequired: true }, { ExpectedCtc: 12 })).toBeNull();
    expect(check({ IsCurrentCtcRequired: true, IsExpectedCtcRequired: true }, {})).toBe(
      "Please mention your current CTC (in ₹ Lakhs per annum)",
    );
  });
  it("checks experience before the CTCs", () => {
    expect(check({ IsExperienceRequired: true, IsCurrentCtcRequired: true }, {})).toBe(
      "This position requires some work experience. Please add your work experience.",
    );
  });
});
