import { describe, expect, it } from "vitest";
import { resumeFormRules, type ResumeFormInput } from "./resume-form-rules";
import { firstFailure } from "./rules";

const valid: ResumeFormInput = { Name: "Ravi Kumar", Email: "ravi.kumar@example.in", Mobile: "+919876543210" };
const check = (patch: Partial<ResumeFormInput>) => {
  const r = firstFailure(resumeFormRules, { ...valid, ...patch });
  return r.ok ? null : r.message;
};
const emailOf = (n: number) => `${"r".repeat(n - 9)}@mail.com`;

describe("resume form rules", () => {
  it("accepts a complete form (phone is not among the rules: it is optional)", () => expect(check({})).toBeNull());

  it("name: required, then longer than 2 characters (2/3)", () => {
    expect(check({ Name: "" })).toBe("Name must be entered");
    expect(check({ Name: "Al" })).toBe("A valid name must be entered");
    expect(check({ Name: "Ali" })).toBeNull();
  });

  it("email: required, longer than 9 characters (9/10), then the pattern", () => {
    expect(check({ Email: "" })).toBe("E-mail address must be entered");
    expect(check({ Email: emailOf(9) })).toBe("A valid e-mail must be entered");
    expect(check({ Email: emailOf(10) })).toBeNull();
    expect(check({ Email: "ravi@kumar" })).toBe("A valid e-mail address must be entered");
  });

  it("mobile: required, then 7 to 14 characters (6/7 and 14/15)", () => {
    expect(check({ Mobile: "" })).toBe("Mobile number must be entered");
    expect(check({ Mobile: "987654" })).toBe("A valid mobile number must be entered");
    expect(check({ Mobile: "9876543" })).toBeNull();
    expect(check({ Mobile: "98765432109876" })).toBeNull();
    expect(check({ Mobile: "987654321098765" })).toBe("A valid mobile number must be entered");
  });

  it("reports the first failure in order: name before e-mail before mobile", () => {
    expect(check({ Name: "", Email: "", Mobile: "" })).toBe("Name must be entered");
    expect(check({ Email: "", Mobile: "" })).toBe("E-mail address must be entered");
    expect(check({ Email: "bad", Mobile: "" })).toBe("A valid e-mail must be entered");
  });
});
