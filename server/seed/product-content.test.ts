import { describe, expect, it } from "vitest";
import { products } from "~/content/products";
import { siteContentSeed } from "./site-content";
import { contentMessages, validateContent } from "~/domain/site-content/content-types";
import { featuredProductSlugs } from "~/content/product-index";
import { homeProductsOf, PRODUCTS_SECTION_PATH, productLinksOf, productsOf } from "~/domain/site-content/products";

const seed = siteContentSeed.product;
const gi = seed.find((e) => e.key === "gi")!.values;

describe("the product content type", () => {
  it("accepts every seeded product as it is, and reads back exactly today's pages", () => {
    for (const entry of seed)
      expect(validateContent("product", entry.values)).toEqual({ ok: true, values: entry.values });
    const read = productsOf(seed);
    expect(read.map((p) => p.slug)).toEqual(products.map((p) => p.slug));
    for (const [i, p] of products.entries()) {
      expect(read[i]).toMatchObject({
        name: p.name,
        summary: p.summary,
        tagline: p.tagline,
        description: p.description,
        profile: p.profile,
        audience: p.audience,
        highlights: p.highlights,
        featureGroups: p.featureGroups,
        images: p.images.map(({ src, alt, caption }) => ({ src, alt, caption })),
        live: true,
        retiredTo: PRODUCTS_SECTION_PATH,
      });
    }
    expect(homeProductsOf(productLinksOf(read)).featured.map((p) => p.slug)).toEqual(featuredProductSlugs);
  });

  it("refuses a highlight without its bar, a feature before any title, a title without features, a long line", () => {
    expect(
      validateContent("product", {
        ...gi,
        highlights: "30+ | lines of business\n1 ledger",
        featureGroups: "- Orphan feature\nClaims\n- Intimation",
        audience: "x".repeat(81),
      }),
    ).toEqual({
      ok: false,
      errors: {
        highlights: contentMessages.badPairs("Highlights", 2),
        featureGroups: contentMessages.badGroups("Key features"),
        audience: contentMessages.itemTooLong("Built for", 80),
      },
    });
    expect(validateContent("product", { ...gi, featureGroups: "Claims\n- Intimation\nReinsurance" })).toEqual({
      ok: false,
      errors: { featureGroups: contentMessages.badGroups("Key features") },
    });
  });

  it("takes a retired product's target only as a page of this site, and may leave it empty", () => {
    for (const retiredTo of ["https://elsewhere.example/", "//elsewhere.example", "product/gi", "/a b"])
      expect(validateContent("product", { ...gi, status: "retired", retiredTo })).toEqual({
        ok: false,
        errors: { retiredTo: contentMessages.badSitePath("A retired product's visitors go to") },
      });
    expect(validateContent("product", { ...gi, status: "retired", retiredTo: "" }).ok).toBe(true);
  });

  it("orders the products by their place in the lists, a tie keeping the entries' order, and takes 1 to 99 only", async () => {
    const read = productsOf([
      { key: "gi", values: { ...gi, place: "3" } },
      { key: "bi", values: { ...gi, place: "1" } },
      { key: "qms", values: { ...gi, place: "3" } },
      { key: "hrms", values: { ...gi, place: "2" } },
    ]);
    expect(read.map((p) => p.slug)).toEqual(["bi", "hrms", "gi", "qms"]);
    for (const place of ["0", "100", "1.5", "two", "-1"])
      expect(validateContent("product", { ...gi, place })).toEqual({
        ok: false,
        errors: { place: contentMessages.badPlace("Place in the lists") },
      });
  });

  it("leaves a retired product out of the links and sends its visitors to the chosen page or the products", () => {
    const read = productsOf([
      { key: "gi", values: { ...gi, status: "retired", retiredTo: "/product/medical" } },
      { key: "bi", values: { ...gi, name: "BI", status: "retired", retiredTo: "" } },
      { key: "qms", values: { ...gi, name: "QMS" } },
    ]);
    expect(read.map((p) => p.retiredTo)).toEqual(["/product/medical", PRODUCTS_SECTION_PATH, PRODUCTS_SECTION_PATH]);
    expect(productLinksOf(read).map((p) => p.slug)).toEqual(["qms"]);
  });
});
