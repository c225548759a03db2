import { describe, expect, it } from "vitest";
import { home } from "./home";
import { featuredProductSlugs, productIndex, productRedirectPath, productSlugs } from "./product-index";

describe("productRedirectPath", () => {
  it("sends a product path in another letter case to its lowercase form", () => {
    expect(productRedirectPath("/product/GI")).toBe("/product/gi");
    expect(productRedirectPath("/Product/Gi")).toBe("/product/gi");
    expect(productRedirectPath("/PRODUCT/GI-TAKAFUL")).toBe("/product/gi-takaful");
    expect(productRedirectPath("/product/Survey/")).toBe("/product/survey");
  });

  it("drops a trailing slash from a lowercase product path", () => {
    expect(productRedirectPath("/product/hrms/")).toBe("/product/hrms");
  });

  it("leaves canonical product paths alone", () => {
    for (const slug of productSlugs) expect(productRedirectPath(`/product/${slug}`)).toBeNull();
  });

  it("does not redirect unknown products or other pages", () => {
    expect(productRedirectPath("/product/UNKNOWN")).toBeNull();
    expect(productRedirectPath("/product/gi/extra")).toBeNull();
    expect(productRedirectPath("/Company/About-Us")).toBeNull();
    expect(productRedirectPath("/product/%E0%A4")).toBeNull();
  });
});

describe("product index", () => {
  it("lists every product once and features six of them", () => {
    expect(new Set(productSlugs).size).toBe(productIndex.length);
    expect(featuredProductSlugs).toHaveLength(6);
    for (const slug of featuredProductSlugs) expect(productSlugs).toContain(slug);
  });
});

describe("the home page's link to every product", () => {
  it("counts the products from the list", () => {
    expect(home.products.allProductsLabel).toBe(`All ${productIndex.length} products`);
  });
});
