import type { PublishedEntry } from "./published";
import { groupsOf, linesOf, pairsOf, type Group, type Pair } from "./list-fields";
import { contentPictureSources } from "./content-pictures";

/** Where a retired product's address sends its visitors when marketing chose no page: the home's products. */
export const PRODUCTS_SECTION_PATH = "/#SectionProduct";

/** A product picture; `sources` are its narrower copies when uploaded (the page shows it up to 38rem wide). */
export type PublishedProductImage = {
  src: string;
  sources: { srcSet?: string; sizes?: string };
  alt: string;
  caption: string;
};

/** A product page's words as marketing last published them (docs/decisions/0172). */
export type PublishedProduct = {
  slug: string;
  name: string;
  summary: string;
  tagline: string;
  description: string;
  profile: string[];
  audience: string[];
  highlights: Pair[];
  featureGroups: Group[];
  images: [PublishedProductImage, PublishedProductImage, PublishedProductImage];
  /** Its place among the home page's featured products; null when listed under "Also available". */
  homePlace: number | null;
  live: boolean;
  /** Where a retired product's address answers 301 to. */
  retiredTo: string;
};

/** A product's name and address, as the menus, the home page and /demo list it. */
export type ProductLink = { slug: string; name: string; summary: string; homePlace: number | null };

/** Every published product by its place in the lists (a tie keeps the entries' order), retired ones included. */
export function productsOf(entries: readonly PublishedEntry[]): PublishedProduct[] {
  const placed = [...entries].sort((a, b) => Number(a.values.place) - Number(b.values.place));
  return placed.map(({ key, values }) => {
    const image = (n: number): PublishedProductImage => ({
      src: values[`image${n}`] ?? "",
      sources: contentPictureSources(values[`image${n}`] ?? "", "(min-width: 1024px) 38rem, 100vw"),
      alt: values[`image${n}Alt`] ?? "",
      caption: values[`image${n}Caption`] ?? "",
    });
    return {
      slug: key,
      name: values.name ?? "",
      summary: values.summary ?? "",
      tagline: values.tagline ?? "",
      description: values.description ?? "",
      profile: linesOf(values.profile ?? ""),
      audience: linesOf(values.audience ?? ""),
      highlights: pairsOf(values.highlights ?? "").filter((p): p is Pair => p !== null),
      featureGroups: groupsOf(values.featureGroups ?? "") ?? [],
      images: [image(1), image(2), image(3)],
      homePlace: values.home && values.home !== "listed" ? Number(values.home) : null,
      live: values.status !== "retired",
      retiredTo: values.retiredTo || PRODUCTS_SECTION_PATH,
    };
  });
}

/** The live products' links, in marketing's order: what the menus, the home page, the sitemap and /demo offer. */
export function productLinksOf(products: readonly PublishedProduct[]): ProductLink[] {
  return products
    .filter((p) => p.live)
    .map(({ slug, name, summary, homePlace }) => ({ slug, name, summary, homePlace }));
}

/** The home page's featured products by their place (two in one place keep the list's order), then the others. */
export function homeProductsOf(links: readonly ProductLink[]): { featured: ProductLink[]; listed: ProductLink[] } {
  return {
    featured: links.filter((p) => p.homePlace !== null).sort((a, b) => a.homePlace! - b.homePlace!),
    listed: links.filter((p) => p.homePlace === null),
  };
}
