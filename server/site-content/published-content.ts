import { DEFAULT_LOCALE, type Locale } from "~/domain/locale/locales";
import type { ContentType, ContentValues } from "~/domain/site-content/content-types";
import { productLinksOf, productsOf, type PublishedProduct } from "~/domain/site-content/products";
import { siteContactOf, type PublishedEntry, type SiteContact } from "~/domain/site-content/published";
import { isTranslatable, translatedEntries } from "~/domain/site-content/translations";
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

/** The site's content as the public sees it in English, and in any language, published or previewed. */
export type SiteContent = SiteContentReader & {
  preview: SiteContentReader;
  /** The same in a language: its translations' words over English (app/domain/site-content/translations.ts). */
  inLocale: (locale: Locale) => SiteContentReader & { preview: SiteContentReader };
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
 * and language and kept until a publish anywhere says "site-content" on the cache bus (the page cache is
 * cleared by the same event), so a page's speed does not depend on where its words come from. `preview`
 * reads the drafts afresh each time, for the staff member previewing them (server/site-content/
 * content-preview.ts).
 */
export function createPublishedContent({
  db,
  cacheBus,
}: {
  db: Db;
  cacheBus: Pick<CacheBus, "subscribe">;
}): SiteContent {
  /** A type's published entries in one locale (its own rows only), in their list's order. */
  const rows = memoizePromiseByKey(async (key: `${ContentType} ${Locale}`) => {
    const [type, locale] = key.split(" ") as [ContentType, Locale];
    return entriesOf(await listPublishedContent(db, type, locale));
  });
  cacheBus.subscribe("site-content", () => rows.clear());

  /** A type's entries in a language, with `own` reading one locale's rows. */
  const listIn =
    (locale: Locale, own: (type: ContentType, locale: Locale) => Promise<PublishedEntry[]>) =>
    async (type: ContentType): Promise<PublishedEntry[]> => {
      const english = await own(type, DEFAULT_LOCALE);
      if (locale === DEFAULT_LOCALE || !isTranslatable(type)) return english;
      return translatedEntries(type, english, await own(type, locale));
    };
  const own = (type: ContentType, locale: Locale) => rows(`${type} ${locale}`);
  /** A type's entries in a language as published, merged once until the next publish. */
  const published = memoizePromiseByKey(async (key: `${ContentType} ${Locale}`) => {
    const [type, locale] = key.split(" ") as [ContentType, Locale];
    return listIn(locale, own)(type);
  });
  cacheBus.subscribe("site-content", () => published.clear());
  const drafts = async (type: ContentType, locale: Locale) => entriesOf(await listPreviewContent(db, type, locale));

  const inLocale = memoizeByLocale((locale: Locale) => ({
    ...readerOver((type) => published(`${type} ${locale}`)),
    preview: readerOver(listIn(locale, drafts)),
  }));
  return { ...inLocale(DEFAULT_LOCALE), inLocale };
}

/** One reader per language, made when first asked for. */
function memoizeByLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let reader = made.get(locale);
    if (!reader) made.set(locale, (reader = make(locale)));
    return reader;
  };
}
