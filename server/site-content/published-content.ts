import { DEFAULT_LOCALE, type ContentType, type ContentValues } from "~/domain/site-content/content-types";
import { productLinksOf, productsOf, type PublishedProduct } from "~/domain/site-content/products";
import { siteContactOf, type PublishedEntry, type SiteContact } from "~/domain/site-content/published";
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
  /** The footer's and contact page's details, from the four types that hold them. */
  async function contact(): Promise<SiteContact> {
    const [offices, phones, social, details] = await Promise.all(
      (["office", "phone-number", "social-link", "contact-details"] as const).map((t) => list(t)),
    );
    return siteContactOf({ offices: offices!, phones: phones!, social: social!, details: details! });
  }
  /** Every published product, retired ones included (their addresses answer 301). */
  async function products(): Promise<PublishedProduct[]> {
    return productsOf(await list("product"));
  }
  /** The live products' names and summaries, for the menus, the home page, the sitemap and /demo. */
  async function productLinks() {
    return productLinksOf(await products());
  }
  return { list: (type: ContentType) => list(type), contact, products, productLinks };
}
