import { describe, expect, it } from "vitest";
import { createXsrf, readCookie } from "./xsrf";

describe("XSRF tokens", () => {
  const xsrf = createXsrf("a-secret-that-is-long-enough-for-tests-000");
  it("accepts its own tokens and rejects forged or altered ones", () => {
    const t = xsrf.issue();
    expect(xsrf.isValid(t)).toBe(true);
    expect(xsrf.isValid(t + "x")).toBe(false);
    expect(xsrf.isValid("abc.def")).toBe(false);
    expect(createXsrf("another-secret-that-is-long-enough-0000").isValid(t)).toBe(false);
    expect(xsrf.isValid(undefined)).toBe(false);
  });
  it("matches only when the submitted token equals the cookie", () => {
    const a = xsrf.issue();
    const b = xsrf.issue();
    expect(xsrf.matches(a, a)).toBe(true);
    expect(xsrf.matches(a, b)).toBe(false);
    expect(xsrf.matches(undefined, a)).toBe(false);
  });
  it("reads a cookie from the header", () => {
    expect(readCookie("a=1; XSRF-TOKEN=x%2Ey; b=2", "XSRF-TOKEN")).toBe("x.y");
    expect(readCookie(undefined, "XSRF-TOKEN")).toBeUndefined();
  });
});
