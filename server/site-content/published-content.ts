import { DEFAULT_LOCALE, type ContentType, type ContentValues } from "~/domain/site-content/content-types";
import { productLinksOf, productsOf, type PublishedProduct } from "~/domain/site-content/products";
import { siteContactOf, type PublishedEntry, type SiteContact } from "~/domain/site-content/published";
import { memoizePromiseByKey } from "~/shared/memoize-promise";
import type { CacheBus } from "../cache-bus";
import type { Db } from "../db/database";
import { listPreviewContent, listPublishedContent } from "./site-content.repository";

/** What a public page reads of the site's content: the published entries, or a preview's drafts. */
export type SiteContentReader = {
  list: (type: ContentType) => Promise<PublishedEntry[]>;
  contact: () => Promise<SiteContact>;
  products: () => Promise<PublishedProduct[]>;
  productLinks: () => Promise<ReturnType<typeof productLinksOf>>;
};

/** The footer's details, the products and their links, over a way to list a type's entries. */
function readerOver(list: (type: ContentType) => Promise<PublishedEntry[]>): SiteContentReader {
  /** The footer's and contact page's details, from the four types that hold them. */
  async function contact(): Promise<SiteContact> {
    const [offices, phones, social, details] = await Promise.all(
      (["office", "phone-number", "social-link", "contact-details"] as const).map((t) => list(t)),
    );
    return siteContactOf({ offices: offices!, phones: phones!, social: social!, details: details! });
  }
  /** Every product, retired ones included (their addresses answer 301). */
  const products = async () => productsOf(await list("product"));
  /** The live products' names and summaries, for the menus, the home page, the sitemap and /demo. */
  const productLinks = async () => productLinksOf(await products());
  return { list, contact, products, productLinks };
}

const entriesOf = (rows: { entry_key: string; data: string }[]): PublishedEntry[] =>
  rows.map((r) => ({ key: r.entry_key, values: JSON.parse(r.data) as ContentValues }));

/**
 * What the public pages show of each content type: its published entries in order, read once per process
 * and kept until a publish anywhere says "site-content" on the cache bus (the page cache is cleared by the
 * same event), so a page's speed does not depend on where its words come from. `preview` reads the drafts
 * afresh each time, for the staff member previewing them (server/site-content/content-preview.ts).
 */
export function createPublishedContent({
  db,
  cacheBus,
}: {
  db: Db;
  cacheBus: Pick<CacheBus, "subscribe">;
}): SiteContentReader & { preview: SiteContentReader } {
  /** A type's published entries, in their list's order. */
  const list = memoizePromiseByKey(async (type: ContentType) =>
    entriesOf(await listPublishedContent(db, type, DEFAULT_LOCALE)),
  );
  cacheBus.subscribe("site-content", () => list.clear());
  const preview = readerOver(async (type) => entriesOf(await listPreviewContent(db, type, DEFAULT_LOCALE)));
  return { ...readerOver((type: ContentType) => list(type)), preview };
}
