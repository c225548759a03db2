/**
 * The response header by which a route asks the server to keep its rendered page in memory; the
 * server removes it before the response leaves (server/http/page-cache.ts). Its value is the number of
 * seconds, then the query parameters the route reads, if any: `60` or `60; query=id`.
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * A route's `headers`: keep this page for so many seconds. `query` names the query parameters the
 * page depends on; any other parameter in a request is ignored, so `?utm=…` or `?probe=N` share the
 * one cached page instead of each adding an entry (docs/decisions/0028-page-cache-keys-and-bounds.md).
 */
export const cachePageFor = (seconds: number, query: readonly string[] = []): Record<string, string> => ({
  [PAGE_CACHE_HEADER]: query.length ? `${seconds}; query=${query.join(",")}` : String(seconds),
});

/** The header's value read back: null when it does not ask for a positive lifetime. */
export function parsePageCacheHeader(value: string | null): { seconds: number; query: string[] } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:;\s*query=([\w,-]*))?\s*$/.exec(value ?? "");
  const seconds = Number(m?.[1]);
  if (!m || !(seconds > 0)) return null;
  return { seconds, query: m[2] ? m[2].split(",").filter(Boolean) : [] };
}

/**
 * Every HTML response's Cache-Control: a page carries its visitor's XSRF token and CSP nonce, so no
 * shared cache (a CDN, a proxy) may keep it, and a browser asks again before reusing it. The server's
 * own page cache is what spares the rendering (docs/decisions/0028-page-cache-keys-and-bounds.md).
 */
export const HTML_CACHE_CONTROL = "private, no-cache";
