/**
 * The response header by which a route asks the server to keep its rendered page in memory (value:
 * seconds); the server removes it before the response leaves (server/http/page-cache.ts).
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** A route's `headers`: keep this page for so many seconds. */
export const cachePageFor = (seconds: number): Record<string, string> => ({ [PAGE_CACHE_HEADER]: String(seconds) });
