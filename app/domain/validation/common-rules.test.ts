import { describe, expect, it } from "vitest";
import { emailRules, mobileRules, nameRules, textLengthRules, yearOutsideSpan } from "./common-rules";
import { firstFailure } from "./rules";

type F = { v: string };
const check = (rules: ReturnType<typeof nameRules<F>>, v: string) => {
  const r = firstFailure(rules, { v });
  return r.ok ? null : r.message;
};
const name = nameRules<F>((f) => f.v);
const email = emailRules<F>((f) => f.v);
const mobile = mobileRules<F>((f) => f.v);

describe("shared rules", () => {
  it("name: required, then longer than 2", () => {
    expect(check(name, "")).toBe("Name must be entered");
    expect(check(name, "   ")).toBe("Name must be entered");
    expect(check(name, "Al")).toBe("A valid name must be entered");
    expect(check(name, "Ali")).toBeNull();
  });
  it("email: required, longer than 9, then the pattern", () => {
    expect(check(email, "")).toBe("E-mail address must be entered");
    expect(check(email, "a@bc.defg")).toBe("A valid e-mail must be entered"); // 9
    expect(check(email, "ab@cd.efg")).toBe("A valid e-mail must be entered");
    expect(check(email, "ab@cd.efgh")).toBeNull(); // 10
    expect(check(email, "abcdefghij")).toBe("A valid e-mail address must be entered");
  });
  it("mobile: required, then 7 to 14 characters", () => {
    expect(check(mobile, "")).toBe("Mobile number must be entered");
    expect(check(mobile, "123456")).toBe("A valid mobile number must be entered");
    expect(check(mobile, "1234567")).toBeNull();
    expect(check(mobile, "12345678901234")).toBeNull();
    expect(check(mobile, "123456789012345")).toBe("A valid mobile number must be entered");
  });
  it("mobile: spaces, dashes, dots and parentheses are taken and not counted (docs/product.md §7.18)", () => {
    for (const typed of ["+91 97890 12345", "+971 50 123 4567", "(050) 123-4567", "98467.78899", "+91-98467-78899"])
      expect(check(mobile, typed), typed).toBeNull();
    // 6 digits however spread out, 15 however written, and any other character stay refused.
    expect(check(mobile, "12 34 56 ()")).toBe("A valid mobile number must be entered");
    expect(check(mobile, "+91 98467 7889901")).toBe("A valid mobile number must be entered");
    expect(check(mobile, "98467/78899")).toBe("A valid mobile number must be entered");
    expect(check(mobile, "98467 78899 ext")).toBe("A valid mobile number must be entered");
  });

  it("text length: required, then at least min, then at most max, only when it applies", () => {
    type T = { v: string; applies: boolean };
    const rules = textLengthRules<T>(
      (t) => t.v,
      { required: "Company Name is mandatory", invalid: "Company Name is invalid", field: "Company Name" },
      { min: 3, max: 5 },
      (t) => t.applies,
    );
    const verdict = (v: string, applies = true) => {
      const r = firstFailure(rules, { v, applies });
      return r.ok ? null : r.message;
    };
    expect(verdict(" ")).toBe("Company Name is mandatory");
    expect(verdict("ab")).toBe("Company Name is invalid");
    expect(verdict("abc")).toBeNull();
    expect(verdict(" abcde ")).toBeNull();
    expect(verdict("abcdef")).toBe("Company Name must not be longer than 5 characters");
    expect(verdict("", false)).toBeNull();
  });

  it("years: whole years from span years ago to this year", () => {
    expect(yearOutsideSpan(2026, 2026, 50)).toBe(false);
    expect(yearOutsideSpan("1976", 2026, 50)).toBe(false);
    expect(yearOutsideSpan(1975, 2026, 50)).toBe(true);
    expect(yearOutsideSpan(2027, 2026, 50)).toBe(true);
    expect(yearOutsideSpan("2020.5", 2026, 50)).toBe(true);
  });
});
