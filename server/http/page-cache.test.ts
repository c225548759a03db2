import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER, PageCache } from "./page-cache";

describe("PageCache", () => {
  const secrets = { nonce: "NONCE-ONE", xsrfToken: "TOKEN-ONE" };
  const html = '<script nonce="NONCE-ONE"></script><input value="TOKEN-ONE">';

  it("stores only pages that opt in, and serves them with the new visitor's nonce and token", () => {
    const cache = new PageCache();
    cache.store("http://x/a?b=1", html, new Headers({ "content-type": "text/html" }), secrets);
    expect(cache.lookup("/a?b=1", secrets)).toBeNull();

    const headers = new Headers({ "content-type": "text/html", [PAGE_CACHE_HEADER]: "60" });
    cache.store("http://x/a?b=1", html, headers, secrets);
    expect(headers.has(PAGE_CACHE_HEADER)).toBe(false);
    const hit = cache.lookup("/a?b=1", { nonce: "NONCE-TWO", xsrfToken: "TOKEN-TWO" });
    expect(hit?.html).toBe('<script nonce="NONCE-TWO"></script><input value="TOKEN-TWO">');
    expect(hit?.html).not.toContain("ONE");
  });

  it("forgets a page when its time is up", () => {
    const cache = new PageCache();
    const headers = new Headers({ [PAGE_CACHE_HEADER]: "0.001" });
    cache.store("/p", html, headers, secrets);
    const until = Date.now() + 5;
    while (Date.now() < until) {
      /* wait past the expiry */
    }
    expect(cache.lookup("/p", secrets)).toBeNull();
  });
});
