import { isStaffPath } from "~/domain/staff/staff-path";
import { PAGE_CACHE_HEADER } from "~/domain/page-cache-headers";
import { compressPart, gzipChunks, type GzipPart } from "./spliced-gzip";

type Secrets = { nonce: string; xsrfToken: string };
/** A fixed stretch of the page, as bytes and compressed once; or where the nonce or the token goes. */
type Piece = { bytes: Buffer; gzip: GzipPart } | "nonce" | "token";
export type PageEncoding = "gzip" | "identity";
export type CachedBody = { chunks: Buffer[]; length: number };

/** A cached page: its headers, and its body made for one response's nonce and token. */
export class CachedPage {
  constructor(
    private readonly pieces: Piece[],
    readonly headers: [string, string][],
    readonly expiresAt: number,
  ) {}

  body(secrets: Secrets, encoding: PageEncoding): CachedBody {
    const nonce = Buffer.from(secrets.nonce);
    const token = Buffer.from(secrets.xsrfToken);
    const slot = (p: "nonce" | "token") => (p === "nonce" ? nonce : token);
    if (encoding === "gzip") return gzipChunks(this.pieces.map((p) => (typeof p === "string" ? slot(p) : p.gzip)));
    const chunks = this.pieces.map((p) => (typeof p === "string" ? slot(p) : p.bytes));
    return { chunks, length: chunks.reduce((n, c) => n + c.length, 0) };
  }
}

/**
 * Server-rendered HTML of pages that are the same for every visitor, kept in memory so a burst of
 * visitors does not render React or query the database per request. The per-response CSP nonce and
 * the visitor's XSRF token are cut out when stored and put back when served. The rest is kept as
 * bytes and as gzip compressed once, so serving a page copies no string and compresses nothing.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  constructor(private readonly maxEntries = 500) {}

  store(url: string, html: string, headers: Headers, secrets: Secrets) {
    const seconds = Number(headers.get(PAGE_CACHE_HEADER));
    headers.delete(PAGE_CACHE_HEADER);
    if (!Number.isFinite(seconds) || seconds <= 0 || !secrets.nonce || !secrets.xsrfToken) return;
    const key = pageCacheKey(url);
    // The staff console is per person: never kept, whatever a route asks.
    if (isStaffPath(key)) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const kept: [string, string][] = [];
    headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-security-policy") kept.push([name, value]);
    });
    this.entries.set(key, new CachedPage(cut(html, secrets), kept, Date.now() + seconds * 1000));
  }

  lookup(key: string): CachedPage | null {
    if (isStaffPath(key)) return null;
    const page = this.entries.get(key);
    if (!page) return null;
    if (page.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return page;
  }

  clear() {
    this.entries.clear();
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

/** The same page whatever the host it was asked for: path and query only. */
export function pageCacheKey(url: string) {
  const u = new URL(url, "http://localhost");
  return u.pathname + u.search;
}
