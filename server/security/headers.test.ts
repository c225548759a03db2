import { describe, expect, it } from "vitest";
import { securityHeaderSet } from "./headers";

describe("securityHeaderSet", () => {
  it("writes each response's nonce into the policy's script and style sources", () => {
    const set = securityHeaderSet({ https: false, dev: false });
    expect(set.contentSecurityPolicy("n0nce+/=")).toBe(
      "default-src 'self';script-src 'self' 'nonce-n0nce+/=';style-src 'self' 'nonce-n0nce+/=';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'",
    );
    // Another response, another nonce: nothing of the first is kept.
    expect(set.contentSecurityPolicy("other")).not.toContain("n0nce");
    expect(set.contentSecurityPolicy("other").match(/'nonce-other'/g)).toHaveLength(2);
  });

  it("upgrades insecure requests over HTTPS, and lets Vite's client work in development", () => {
    expect(securityHeaderSet({ https: true, dev: false }).contentSecurityPolicy("x")).toMatch(
      /;upgrade-insecure-requests$/,
    );
    const dev = securityHeaderSet({ https: false, dev: true }).contentSecurityPolicy("x");
    expect(dev).toContain("script-src 'self' 'nonce-x' 'unsafe-eval'");
    expect(dev).toContain("style-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' ws:");
  });
});
