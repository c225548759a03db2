import type { RequestHandler } from "express";

/** Route modules opt in by sending this header (its value: seconds to keep the page). */
export const PAGE_CACHE_HEADER = "x-page-cache";
const NONCE_SLOT = "\u0000nonce\u0000";
const TOKEN_SLOT = "\u0000xsrf\u0000";

type Entry = { template: string; headers: [string, string][]; expiresAt: number };

/**
 * Server-rendered HTML of pages that are the same for every visitor, kept in memory so a burst of
 * visitors does not render React or query the database per request. The per-response CSP nonce and
 * the visitor's XSRF token are cut out when stored and put back when served.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  constructor(private readonly maxEntries = 500) {}

  store(url: string, html: string, headers: Headers, secrets: { nonce: string; xsrfToken: string }) {
    const seconds = Number(headers.get(PAGE_CACHE_HEADER));
    headers.delete(PAGE_CACHE_HEADER);
    if (!Number.isFinite(seconds) || seconds <= 0 || !secrets.nonce || !secrets.xsrfToken) return;
    const key = pageCacheKey(url);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const template = html.replaceAll(secrets.nonce, NONCE_SLOT).replaceAll(secrets.xsrfToken, TOKEN_SLOT);
    const kept: [string, string][] = [];
    headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-security-policy") kept.push([name, value]);
    });
    this.entries.set(key, { template, headers: kept, expiresAt: Date.now() + seconds * 1000 });
  }

  lookup(key: string, secrets: { nonce: string; xsrfToken: string }): { html: string; headers: [string, string][] } | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return { html: e.template.replaceAll(NONCE_SLOT, secrets.nonce).replaceAll(TOKEN_SLOT, secrets.xsrfToken), headers: e.headers };
  }

  clear() {
    this.entries.clear();
  }
}

/** The same page whatever the host it was asked for: path and query only. */
export function pageCacheKey(url: string) {
  const u = new URL(url, "http://localhost");
  return u.pathname + u.search;
}

/** Serves a cached page to GET and HEAD requests for documents (not `.data` requests). */
export function servePageCache(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const hit = cache.lookup(pageCacheKey(req.originalUrl), {
      nonce: res.locals.nonce as string,
      xsrfToken: res.locals.xsrfToken as string,
    });
    if (!hit) return next();
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", "HIT");
    res.status(200).send(hit.html);
  };
}
