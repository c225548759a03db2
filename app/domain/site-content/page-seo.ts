import type { PublishedEntry } from "./published";

/** What marketing set for one page's search results and shared links (the "page-seo" content type). */
export type PageSeo = { path: string; title: string; description: string; image: string | null };

/** An address without its query, fragment or trailing slash ("/" stays "/"): how pages are matched. */
export const pagePathOf = (path: string) => path.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");

/** The words set for the page at `path`, or null: the page's own title and description stand. */
export function pageSeoOf(entries: readonly PublishedEntry[], path: string): PageSeo | null {
  const wanted = pagePathOf(path);
  const found = entries.find((e) => pagePathOf(e.values.path ?? "") === wanted);
  if (!found) return null;
  const { title = "", description = "", image = "" } = found.values;
  return { path: wanted, title, description, image: image || null };
}
