import { DEFAULT_LOCALE, type ContentType, type ContentValues } from "~/domain/site-content/content-types";
import type { PublishedEntry } from "~/domain/site-content/published";
import { memoizePromiseByKey } from "~/shared/memoize-promise";
import type { CacheBus } from "../cache-bus";
import type { Db } from "../db/database";
import { listPublishedContent } from "./site-content.repository";

/**
 * What the public pages show of each content type: its published entries in order, read once per process
 * and kept until a publish anywhere says "site-content" on the cache bus (the page cache is cleared by the
 * same event), so a page's speed does not depend on where its words come from.
 */
export function createPublishedContent({ db, cacheBus }: { db: Db; cacheBus: Pick<CacheBus, "subscribe"> }) {
  /** A type's published entries, in their list's order. */
  const list = memoizePromiseByKey(async (type: ContentType): Promise<PublishedEntry[]> => {
    const rows = await listPublishedContent(db, type, DEFAULT_LOCALE);
    return rows.map((r) => ({ key: r.entry_key, values: JSON.parse(r.data) as ContentValues }));
  });
  cacheBus.subscribe("site-content", () => list.clear());
  return { list: (type: ContentType) => list(type) };
}
