import { describe, expect, it } from "vitest";
import { createXsrf, readCookie, visitorXsrfToken } from "./xsrf";

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
    expect(readCookie("a=1", "XSRF-TOKEN")).toBeUndefined();
    // The first of two cookies of the same name wins, as browsers send the most specific path first.
    expect(readCookie("XSRF-TOKEN=first; XSRF-TOKEN=second", "XSRF-TOKEN")).toBe("first");
  });
  it("keeps a visitor's valid token and issues a new one, with its Set-Cookie, otherwise", () => {
    const held = xsrf.issue();
    expect(visitorXsrfToken(xsrf, `XSRF-TOKEN=${held}`, { secure: false })).toEqual({ token: held, setCookie: null });
    for (const cookie of [undefined, "XSRF-TOKEN=forged.token", "XSRF-TOKEN=%E0%A4%A"]) {
      const { token, setCookie } = visitorXsrfToken(xsrf, cookie, { secure: false });
      expect(xsrf.isValid(token)).toBe(true);
      expect(setCookie).toBe(`XSRF-TOKEN=${encodeURIComponent(token)}; Path=/; SameSite=Lax`);
    }
    // Over https the cookie takes the __Host- prefix: only this origin, over https, can have set it.
    const { token, setCookie } = visitorXsrfToken(xsrf, undefined, { secure: true });
    expect(setCookie).toBe(`__Host-XSRF-TOKEN=${encodeURIComponent(token)}; Path=/; Secure; SameSite=Lax`);
  });
});
