import { PAGE_CACHE_HEADER, parsePageCacheHeader } from "~/shared/page-cache-headers";
import { isStaffPath } from "~/domain/staff/staff-path";
import { compressPart, gzipChunks, type GzipPart } from "./spliced-gzip";

type Secrets = { nonce: string; xsrfToken: string };
/** A fixed stretch of the page, as bytes and compressed once; or where the nonce or the token goes. */
type Piece = { bytes: Buffer; gzip: GzipPart } | "nonce" | "token";
export type PageEncoding = "gzip" | "identity";
export type CachedBody = { chunks: Buffer[]; length: number };

/** A cached page: its headers, and its body made for one response's nonce and token. */
export class CachedPage {
  /** What the page holds in memory: its bytes and their gzip copy. */
  readonly bytes: number;
  constructor(
    private readonly pieces: Piece[],
    readonly headers: [string, string][],
    readonly expiresAt: number,
  ) {
    this.bytes = pieces.reduce((n, p) => n + (typeof p === "string" ? 0 : p.bytes.length + p.gzip.deflated.length), 0);
  }

  body(secrets: Secrets, encoding: PageEncoding): CachedBody {
    const nonce = Buffer.from(secrets.nonce);
    const token = Buffer.from(secrets.xsrfToken);
    const slot = (p: "nonce" | "token") => (p === "nonce" ? nonce : token);
    if (encoding === "gzip") return gzipChunks(this.pieces.map((p) => (typeof p === "string" ? slot(p) : p.gzip)));
    const chunks = this.pieces.map((p) => (typeof p === "string" ? slot(p) : p.bytes));
    return { chunks, length: chunks.reduce((n, c) => n + c.length, 0) };
  }
}

export type PageCacheLimits = { maxEntries?: number; maxBytes?: number };

/**
 * Server-rendered HTML of pages that are the same for every visitor, kept in memory so a burst of
 * visitors does not render React or query the database per request. The per-response CSP nonce and
 * the visitor's XSRF token are cut out when stored and put back when served. The rest is kept as
 * bytes and as gzip compressed once, so serving a page copies no string and compresses nothing.
 *
 * A page is keyed on its path and the query parameters its route reads, and stored only when asked
 * for by its plain path; the cache holds at most so many pages and bytes, forgetting the least
 * recently served first (docs/decisions/0028-page-cache-keys-and-bounds.md).
 */
export class PageCache {
  /** In order of last use, least recent first. */
  private entries = new Map<string, { page: CachedPage; path: string }>();
  /** For each path with a page stored, the query parameters its route reads, and how many pages. */
  private paths = new Map<string, { query: readonly string[]; pages: number }>();
  private totalBytes = 0;
  private cleared = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(limits: PageCacheLimits = {}) {
    this.maxEntries = limits.maxEntries ?? 500;
    this.maxBytes = limits.maxBytes ?? 64 * 1024 * 1024;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  /** How many times the cache was cleared: a page rendered across a clear is not stored (see store). */
  get generation() {
    return this.cleared;
  }

  /**
   * Keeps a rendered page when its route asked for it. `since` is the generation when the request
   * began: a page whose data may have been read before the content changed is served but not kept,
   * else it would outlive the change that cleared the cache.
   */
  store(url: string, html: string, headers: Headers, secrets: Secrets, since?: number) {
    const asked = parsePageCacheHeader(headers.get(PAGE_CACHE_HEADER));
    headers.delete(PAGE_CACHE_HEADER);
    if (!asked || !secrets.nonce || !secrets.xsrfToken) return;
    if (since !== undefined && since !== this.cleared) return;
    const { path, search } = splitTarget(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, ""));
    // The staff console is per person: never kept, whatever a route asks.
    if (!isPlainPath(path) || isStaffPath(path)) return;
    const kept: [string, string][] = [];
    headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-security-policy") kept.push([name, value]);
    });
    const page = new CachedPage(cut(html, secrets), kept, Date.now() + asked.seconds * 1000);
    if (page.bytes > this.maxBytes) return;

    const known = this.paths.get(path);
    if (known && known.query.join() !== asked.query.join()) this.forgetPath(path);
    const key = cacheKey(path, search, asked.query);
    this.remove(key);
    const entry = this.paths.get(path) ?? { query: asked.query, pages: 0 };
    entry.pages++;
    this.paths.set(path, entry);
    this.entries.set(key, { page, path });
    this.totalBytes += page.bytes;
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  /** The page for a request target (`/path?query` as received), or null. */
  lookup(target: string): CachedPage | null {
    const { path, search } = splitTarget(target);
    if (isStaffPath(path)) return null;
    const known = this.paths.get(path);
    if (!known) return null;
    const key = cacheKey(path, search, known.query);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.page.expiresAt <= Date.now()) {
      this.remove(key);
      return null;
    }
    // Served: now the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  clear() {
    this.cleared++;
    this.entries.clear();
    this.paths.clear();
    this.totalBytes = 0;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.page.bytes;
    const path = this.paths.get(entry.path)!;
    if (--path.pages === 0) this.paths.delete(entry.path);
  }

  private forgetPath(path: string) {
    for (const [key, entry] of this.entries) if (entry.path === path) this.remove(key);
  }
}

function cut(html: string, secrets: Secrets): Piece[] {
  const pieces: Piece[] = [];
  const fixed = (text: string) => {
    const bytes = Buffer.from(text);
    if (bytes.length) pieces.push({ bytes, gzip: compressPart(bytes) });
  };
  const secret = new RegExp(`${escapeRegExp(secrets.nonce)}|${escapeRegExp(secrets.xsrfToken)}`, "g");
  let from = 0;
  for (const match of html.matchAll(secret)) {
    fixed(html.slice(from, match.index));
    pieces.push(match[0] === secrets.nonce ? "nonce" : "token");
    from = match.index + match[0].length;
  }
  fixed(html.slice(from));
  return pieces;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A request target's path and query string, split by hand: no URL parser refuses a target here. */
function splitTarget(target: string): { path: string; search: string } {
  const hash = target.indexOf("#");
  const t = hash < 0 ? target : target.slice(0, hash);
  const q = t.indexOf("?");
  return q < 0 ? { path: t || "/", search: "" } : { path: t.slice(0, q) || "/", search: t.slice(q + 1) };
}

/**
 * A path as links spell it: lower case, nothing percent-encoded, no empty, dot or trailing segment.
 * Other spellings reach the same routes (paths match case-insensitively and decoded), but are not
 * stored, so they cannot fill the cache with copies of one page.
 */
function isPlainPath(path: string): boolean {
  return path === "/" || /^(?:\/[a-z0-9_-][a-z0-9._-]*)+$/.test(path);
}

/** The path, and the route's own query parameters in its order, as the route reads them (the first value). */
function cacheKey(path: string, search: string, query: readonly string[]): string {
  // Nothing to pick from (the careers page asked for without a filter): no parser needed.
  if (query.length === 0 || search === "") return path;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of query) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const s = kept.toString();
  return s ? `${path}?${s}` : path;
}
