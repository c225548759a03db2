import { describe, expect, it } from "vitest";
import { emailRules, mobileRules, nameRules } from "./common-rules";
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
});
