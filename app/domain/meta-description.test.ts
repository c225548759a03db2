import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_MAX, metaDescription } from "./meta-description";

describe("meta descriptions", () => {
  it("leaves a text that fits as it is, white space made single", () => {
    expect(metaDescription("Claims  made\nsimple.")).toBe("Claims made simple.");
    const fits = "x".repeat(META_DESCRIPTION_MAX);
    expect(metaDescription(fits)).toBe(fits);
  });

  it("cuts a longer text at a word boundary, with an ellipsis, never inside a word", () => {
    const text = `${"Insurance ".repeat(15)}underwriting platforms`;
    const cut = metaDescription(text);
    expect(Array.from(cut).length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith("Insurance…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("keeps a word that ends exactly at the cut, and drops punctuation before the ellipsis", () => {
    expect(metaDescription("one two three four", 14)).toBe("one two three…");
    expect(metaDescription("one two, three four", 14)).toBe("one two…");
  });

  it("cuts one long word inside it, and counts code points", () => {
    expect(metaDescription("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
    expect(metaDescription("😀".repeat(20), 10)).toBe(`${"😀".repeat(9)}…`);
  });
});
