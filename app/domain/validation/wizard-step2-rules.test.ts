import { describe, expect, it } from "vitest";
import { firstFailure } from "./rules";
import { wizardStep2Rules, type Step2Input } from "./wizard-step2-rules";

const complete = [
  { Code: "SSLC", IsFullyFilled: true },
  { Code: "HSE", IsFullyFilled: true },
];
const valid: Step2Input = {
  Qualifications: complete,
  EntranceExamAttendYn: "N",
  EntranceExamBoard: "",
  EntranceExamScore: "",
};
const check = (changes: Partial<Step2Input>) => {
  const r = firstFailure(wizardStep2Rules(), { ...valid, ...changes });
  return r.ok ? null : r.message;
};

describe("wizard step 2 rules", () => {
  it("accepts complete qualifications and a No", () => {
    expect(check({})).toBeNull();
  });
  it("wants every qualification fully filled, the two mandatory ones included", () => {
    expect(check({ Qualifications: [complete[0]!, { Code: "HSE", IsFullyFilled: false }] })).toBe(
      "Please complete all missing details",
    );
    expect(check({ Qualifications: [...complete, { Code: "q1", IsFullyFilled: false }] })).toBe(
      "Please complete all missing details",
    );
    expect(check({ Qualifications: [complete[0]!] })).toBe("Please complete all missing details");
    expect(check({ Qualifications: [...complete, { Code: "q1", IsFullyFilled: true }] })).toBeNull();
  });
  it("wants the entrance question answered", () => {
    expect(check({ EntranceExamAttendYn: "" })).toBe("Please answer the question about entrance examination");
    expect(check({ EntranceExamAttendYn: "maybe" })).toBe("Please answer the question about entrance examination");
  });
  it("on Yes: board, then a rank above 0 and at most 99999999", () => {
    const yes = { EntranceExamAttendYn: "Y", EntranceExamBoard: "JEE", EntranceExamScore: "1520" };
    expect(check(yes)).toBeNull();
    expect(check({ ...yes, EntranceExamBoard: "" })).toBe("The Board of Entrance Examination is mandatory");
    expect(check({ ...yes, EntranceExamScore: "" })).toBe("Rank in the Entrance Examination is mandatory");
    expect(check({ ...yes, EntranceExamScore: "0" })).toBe("Rank in the Entrance Examination is invalid");
    expect(check({ ...yes, EntranceExamScore: 1 })).toBeNull();
    expect(check({ ...yes, EntranceExamScore: 99999999 })).toBeNull();
    expect(check({ ...yes, EntranceExamScore: "100000000" })).toBe("Rank in the Entrance Examination is invalid");
    expect(check({ ...yes, EntranceExamScore: "12.5" })).toBe("Rank in the Entrance Examination is invalid");
    expect(check({ ...yes, EntranceExamScore: "first" })).toBe("Rank in the Entrance Examination is invalid");
  });
  it("ignores board and rank on No", () => {
    expect(check({ EntranceExamAttendYn: "N", EntranceExamBoard: "", EntranceExamScore: "-5" })).toBeNull();
  });
  it("checks completeness before the entrance question", () => {
    expect(check({ Qualifications: [], EntranceExamAttendYn: "" })).toBe("Please complete all missing details");
  });
});
