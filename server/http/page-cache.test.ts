import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachePageFor, PAGE_CACHE_HEADER } from "~/shared/page-cache-headers";
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

  it("empties on clear, and does not keep a page whose request began before the clear", () => {
    const cache = new PageCache();
    const opts = () => new Headers({ [PAGE_CACHE_HEADER]: "60" });
    cache.store("http://x/a", html, opts(), secrets);
    const began = cache.generation;
    cache.clear();
    expect(cache.lookup("/a")).toBeNull();
    expect(cache.size).toBe(0);
    // Rendered from data read before the change: served once, never kept.
    cache.store("http://x/a", html, opts(), secrets, began);
    expect(cache.lookup("/a")).toBeNull();
    cache.store("http://x/a", html, opts(), secrets, cache.generation);
    expect(cache.lookup("/a")).not.toBeNull();
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

  const stored = (cache: PageCache, url: string, seconds = 60, query: readonly string[] = [], page = html) =>
    cache.store(url, page, new Headers(cachePageFor(seconds, query)), secrets);

  it("keys a page on its path and only the query parameters its route reads", () => {
    const cache = new PageCache();
    stored(cache, "http://x/careers/job/2?probe=1");
    stored(cache, "http://x/company/news?id=7&utm=a", 60, ["id"]);
    expect(cache.size).toBe(2);
    expect(cache.lookup("/careers/job/2")).not.toBeNull();
    expect(cache.lookup("/careers/job/2?probe=999")).not.toBeNull();
    expect(cache.lookup("/company/news?id=7")).not.toBeNull();
    expect(cache.lookup("/company/news?utm=b&id=7&x=1")).not.toBeNull();
    expect(cache.lookup("/company/news?id=%37")).not.toBeNull();
    expect(cache.lookup("/company/news?id=8")).toBeNull();
    expect(cache.lookup("/company/news")).toBeNull();
    for (let n = 0; n < 50; n++) stored(cache, `http://x/careers/job/2?probe=${n}`);
    expect(cache.size).toBe(2);
  });

  it("stores no page asked for by a path in other than its plain form", () => {
    const cache = new PageCache();
    for (const path of ["/Company/Team", "/company/%74eam", "/company/team/", "//company/team"]) {
      stored(cache, `http://x${path}`);
      expect(cache.lookup(path), path).toBeNull();
    }
    expect(cache.size).toBe(0);
    // Any request target is looked up without throwing, even one no URL parser accepts.
    expect(cache.lookup("//")).toBeNull();
  });

  it("keeps at most so many pages, forgetting the least recently served first", () => {
    const cache = new PageCache({ maxEntries: 3 });
    for (const p of ["/a", "/b", "/c"]) stored(cache, p);
    expect(cache.lookup("/a")).not.toBeNull();
    stored(cache, "/d");
    expect(cache.size).toBe(3);
    expect(cache.lookup("/b")).toBeNull();
    expect(cache.lookup("/a")).not.toBeNull();
    expect(cache.lookup("/c")).not.toBeNull();
    expect(cache.lookup("/d")).not.toBeNull();
  });

  it("keeps at most so many bytes, counting the plain and the gzipped copies", () => {
    const big = "<p>" + "x".repeat(10_000) + '</p><script nonce="NONCE-ONE"></script>';
    const one = new PageCache();
    stored(one, "/p", 60, [], big);
    const bytesPerPage = one.bytes;
    expect(bytesPerPage).toBeGreaterThan(10_000);
    const cache = new PageCache({ maxBytes: bytesPerPage * 3 });
    for (const p of ["/a", "/b", "/c", "/d", "/e"]) stored(cache, p, 60, [], big);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(bytesPerPage * 3);
    expect(cache.lookup("/a")).toBeNull();
    expect(cache.lookup("/e")).not.toBeNull();
    // A page larger than the whole budget is not kept at all.
    stored(cache, "/huge", 60, [], big.repeat(4));
    expect(cache.lookup("/huge")).toBeNull();
    expect(cache.size).toBe(3);
  });
});
