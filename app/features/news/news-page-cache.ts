import type { HeadersFunction } from "react-router";
import { cachePageFor, PAGE_CACHE_HEADER } from "~/shared/page-cache-headers";

/**
 * For a loader's response: keep the page no longer than the news it was rendered from stays fresh,
 * so a page never adds a second minute on top of the news service's minute. `query`: the query
 * parameters the page reads (the story's `id`).
 */
export function newsPageCacheHeaders(secondsFresh: number, query: readonly string[] = []): Record<string, string> {
  return cachePageFor(Math.min(60, secondsFresh), query);
}

/** The `headers` export of a page showing news: passes on the lifetime its loader chose. */
export const newsPageHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  [PAGE_CACHE_HEADER]: loaderHeaders.get(PAGE_CACHE_HEADER) ?? "60",
});
