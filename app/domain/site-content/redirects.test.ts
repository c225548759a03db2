import { describe, expect, it } from "vitest";
import { checkRedirect, normaliseSitePath, redirectLocation, redirectMessages, type Redirect } from "./redirects";

const none = new Set<string>();
const check = (from: string, to: string, existing: Redirect[] = [], status = "301", live = none) =>
  checkRedirect({ from, to, status }, existing, live);
const r = (id: number, from: string, to: string): Redirect => ({ id, from, to, status: 301 });

describe("redirect rules", () => {
  it("normalises the old address: lower case, decoded, no trailing or repeated slash", () => {
    expect(normaliseSitePath("/Old%20Page//Here/")).toBe("/old page/here");
    expect(normaliseSitePath("/")).toBe("/");
    expect(normaliseSitePath("/%E0%A4")).toBeNull();
    expect(check("/Products/GI/", "/product/gi")).toEqual({
      ok: true,
      values: { from: "/products/gi", to: "/product/gi", status: 301 },
      warning: null,
    });
  });

  it("refuses an old address that is not a plain site path, saying why", () => {
    expect(check("", "/x")).toEqual({ ok: false, errors: { from: redirectMessages.fromRequired } });
    expect(check("https://example.com/a", "/x")).toEqual({ ok: false, errors: { from: redirectMessages.fromNotPath } });
    expect(check("//example.com/a", "/x")).toEqual({ ok: false, errors: { from: redirectMessages.fromNotPath } });
    expect(check("/a?b=1", "/x")).toEqual({ ok: false, errors: { from: redirectMessages.fromQuery } });
    expect(check("/staff/content", "/x")).toEqual({
      ok: false,
      errors: { from: redirectMessages.fromReserved("/staff") },
    });
    expect(check("/API/jobs", "/x")).toEqual({ ok: false, errors: { from: redirectMessages.fromReserved("/api") } });
    expect(check("/assets/app.js", "/x")).toEqual({
      ok: false,
      errors: { from: redirectMessages.fromReserved("/assets") },
    });
    expect(check("/a".repeat(151), "/x")).toEqual({ ok: false, errors: { from: redirectMessages.fromTooLong } });
  });

  it("takes a site path or an http(s) address as the target, nothing else", () => {
    expect(check("/a", "https://partner.example/page?x=1").ok).toBe(true);
    expect(check("/a", "/b?tab=2#part").ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://x.example/", "//evil.example", "b", "mailto:a@b.example"])
      expect(check("/a", bad), bad).toEqual({ ok: false, errors: { to: redirectMessages.toBad } });
    expect(check("/a", "", [], "307")).toEqual({
      ok: false,
      errors: { to: redirectMessages.toRequired, status: redirectMessages.badStatus },
    });
  });

  it("refuses a loop and a chain, naming the addresses", () => {
    expect(check("/a", "/A/?x=1")).toEqual({ ok: false, errors: { to: redirectMessages.loopToItself("/a") } });
    expect(check("/a", "/b", [r(1, "/b", "/a")])).toEqual({
      ok: false,
      errors: { to: redirectMessages.loop("/a", "/b") },
    });
    expect(check("/a", "/b", [r(1, "/b", "/c")])).toEqual({
      ok: false,
      errors: { to: redirectMessages.chainAfter("/b", "/c") },
    });
    expect(check("/b", "/c", [r(1, "/a", "/b")])).toEqual({
      ok: false,
      errors: { from: redirectMessages.chainBefore("/a", "/b") },
    });
    expect(check("/a", "/c", [r(1, "/a", "/b")])).toEqual({
      ok: false,
      errors: { from: redirectMessages.fromTaken("/a") },
    });
    // Another site's address is never a chain.
    expect(check("/a", "https://elsewhere.example/b", [r(1, "/b", "/c")]).ok).toBe(true);
  });

  it("allows a page of the site as the old address, with a warning", () => {
    expect(check("/company/team/", "/company/about-us", [], "302", new Set(["/company/team"]))).toEqual({
      ok: true,
      values: { from: "/company/team", to: "/company/about-us", status: 302 },
      warning: redirectMessages.livePage("/company/team"),
    });
  });

  it("keeps the request's query string, before the target's fragment", () => {
    expect(redirectLocation("/b", "")).toBe("/b");
    expect(redirectLocation("/b", "?utm_source=mail&x=1")).toBe("/b?utm_source=mail&x=1");
    expect(redirectLocation("/b?tab=2#part", "?x=1")).toBe("/b?tab=2&x=1#part");
    expect(redirectLocation("https://partner.example/p#top", "?x=1")).toBe("https://partner.example/p?x=1#top");
  });
});
