import { describe, expect, it } from "vitest";
import { firstFailure } from "./rules";
import { SUBSCRIBE_EMAIL_MAX, subscribeRules } from "./subscribe-rules";

const check = (Email: unknown) => {
  const r = firstFailure(subscribeRules, { Email });
  return r.ok ? null : r.message;
};

describe("newsletter subscribe rules", () => {
  it("asks for an address first", () => {
    expect(check("")).toBe("Please enter your email address first");
    expect(check("   ")).toBe("Please enter your email address first");
    expect(check(undefined)).toBe("Please enter your email address first");
  });

  it("then requires the standard pattern", () => {
    expect(check("someone")).toBe("Please enter a valid email address first");
    expect(check("someone@example")).toBe("Please enter a valid email address first");
    expect(check("someone@example.com")).toBeNull();
  });

  it("accepts up to the input's 90 characters and refuses more", () => {
    const at = (n: number) => `${"s".repeat(n - 12)}@example.com`;
    expect(at(SUBSCRIBE_EMAIL_MAX)).toHaveLength(90);
    expect(check(at(90))).toBeNull();
    expect(check(at(91))).toBe("Please enter a valid email address first");
  });
});
