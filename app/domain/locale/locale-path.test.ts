import { describe, expect, it } from "vitest";
import { alternatesOf, localeOfPath, localisedPath, withoutLocale } from "./locale-path";

describe("locale paths", () => {
  it("reads the language from the first segment, English without one", () => {
    expect(localeOfPath("/ar/careers")).toBe("ar");
    expect(localeOfPath("/ml")).toBe("ml");
    expect(localeOfPath("/hi/product/ecrm")).toBe("hi");
    expect(localeOfPath("/careers")).toBe("en");
    expect(localeOfPath("/en/careers")).toBe("en");
    expect(localeOfPath("/arabic")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("takes the prefix off and puts it on", () => {
    expect(withoutLocale("/ar/careers/job/2")).toBe("/careers/job/2");
    expect(withoutLocale("/ar")).toBe("/");
    expect(withoutLocale("/careers")).toBe("/careers");
    expect(localisedPath("/careers", "ml")).toBe("/ml/careers");
    expect(localisedPath("/", "ar")).toBe("/ar");
    expect(localisedPath("/careers", "en")).toBe("/careers");
  });

  it("gives every language's address and English as x-default", () => {
    expect(alternatesOf("/hi/careers", "https://www.example.com")).toEqual([
      { hreflang: "en", href: "https://www.example.com/careers" },
      { hreflang: "ar", href: "https://www.example.com/ar/careers" },
      { hreflang: "ml", href: "https://www.example.com/ml/careers" },
      { hreflang: "hi", href: "https://www.example.com/hi/careers" },
      { hreflang: "x-default", href: "https://www.example.com/careers" },
    ]);
    expect(alternatesOf("/ar", "https://www.example.com").map((a) => a.href)).toEqual([
      "https://www.example.com/",
      "https://www.example.com/ar",
      "https://www.example.com/ml",
      "https://www.example.com/hi",
      "https://www.example.com/",
    ]);
  });
});
