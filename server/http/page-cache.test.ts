import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "~/domain/page-cache-headers";
import { type CachedBody, PageCache } from "./page-cache";

const text = (body: CachedBody | undefined) => body && Buffer.concat(body.chunks).toString("utf8");
const gunzipped = (body: CachedBody | undefined) => body && gunzipSync(Buffer.concat(body.chunks)).toString("utf8");

describe("PageCache", () => {
  const secrets = { nonce: "NONCE-ONE", xsrfToken: "TOKEN-ONE" };
  const html = '<script nonce="NONCE-ONE"></script><input value="TOKEN-ONE">';

  it("stores only pages that opt in, and serves them with the new visitor's nonce and token", () => {
    const cache = new PageCache();
    cache.store("http://x/a?b=1", html, new Headers({ "content-type": "text/html" }), secrets);
    expect(cache.lookup("/a?b=1")).toBeNull();

    const headers = new Headers({ "content-type": "text/html", [PAGE_CACHE_HEADER]: "60" });
    cache.store("http://x/a?b=1", html, headers, secrets);
    expect(headers.has(PAGE_CACHE_HEADER)).toBe(false);
    const page = cache.lookup("/a?b=1");
    expect(page?.headers).toEqual([["content-type", "text/html"]]);
    const body = text(page?.body({ nonce: "NONCE-TWO", xsrfToken: "TOKEN-TWO" }, "identity"));
    expect(body).toBe('<script nonce="NONCE-TWO"></script><input value="TOKEN-TWO">');
  });

  it("never keeps a staff console page, even one that asks to be kept", () => {
    const cache = new PageCache();
    for (const url of [
      "http://x/staff",
      "http://x/staff/login",
      "http://x/STAFF/login?redirectTo=%2Fstaff",
      "http://x/staff.data",
    ]) {
      const headers = new Headers({ "content-type": "text/html", [PAGE_CACHE_HEADER]: "60" });
      cache.store(url, html, headers, secrets);
      expect(headers.has(PAGE_CACHE_HEADER)).toBe(false);
      expect(cache.lookup(new URL(url).pathname + new URL(url).search)).toBeNull();
    }
    cache.store("http://x/staffing", html, new Headers({ [PAGE_CACHE_HEADER]: "60" }), secrets);
    expect(cache.lookup("/staffing")).not.toBeNull();
  });

  it("puts back base64 nonces (with + / =) wherever they were, in text that is not ASCII, plain or gzipped", () => {
    const cache = new PageCache();
    const stored = { nonce: "ab+c/d==", xsrfToken: "t.k-1" };
    const page =
      '<style nonce="ab+c/d==">a{}</style>Insurance — takaful ✓<script nonce="ab+c/d=="></script><input value="t.k-1">';
    cache.store("/p", page, new Headers({ [PAGE_CACHE_HEADER]: "60" }), stored);
    const fresh = { nonce: "Zz9+/w==", xsrfToken: "T2" };
    const expected = page.replaceAll("ab+c/d==", "Zz9+/w==").replace("t.k-1", "T2");
    const plain = cache.lookup("/p")?.body(fresh, "identity");
    expect(text(plain)).toBe(expected);
    expect(plain?.length).toBe(Buffer.byteLength(expected));
    const gzip = cache.lookup("/p")?.body(fresh, "gzip");
    expect(gunzipped(gzip)).toBe(expected);
    expect(gzip?.length).toBe(Buffer.concat(gzip!.chunks).length);
  });

  it("forgets a page when its time is up", () => {
    const cache = new PageCache();
    const headers = new Headers({ [PAGE_CACHE_HEADER]: "0.001" });
    cache.store("/p", html, headers, secrets);
    const until = Date.now() + 5;
    while (Date.now() < until) {
      /* wait past the expiry */
    }
    expect(cache.lookup("/p")).toBeNull();
  });
});
