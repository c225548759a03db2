import { describe, expect, it } from "vitest";
import { newsPreview, NEWS_PREVIEW_LENGTH } from "./news-preview";

describe("newsPreview", () => {
  it("uses a limit of 100 characters", () => {
    expect(NEWS_PREVIEW_LENGTH).toBe(100);
  });

  it("leaves a 99-character description whole", () => {
    const text = "a".repeat(98) + "z";
    expect(newsPreview(text)).toBe(text);
  });

  it("leaves a description of exactly 100 characters whole, without '..'", () => {
    const text = "b".repeat(99) + "z";
    expect(newsPreview(text)).toBe(text);
  });

  it("cuts a 101-character description to its first 100 characters followed by '..'", () => {
    const text = "c".repeat(99) + "yz";
    const preview = newsPreview(text);
    expect(preview).toBe("c".repeat(99) + "y..");
    expect(preview).toHaveLength(102);
  });

  it("leaves an empty description empty", () => {
    expect(newsPreview("")).toBe("");
  });

  it("counts a character outside the basic plane as one and keeps it whole at the cut", () => {
    // 99 letters then an emoji (2 UTF-16 units) is 100 characters: whole, no '..'.
    const hundred = "d".repeat(99) + "🚀";
    expect(hundred.length).toBe(101);
    expect(newsPreview(hundred)).toBe(hundred);

    // The 100th character is the emoji and text follows: the emoji stays, whole, before '..'.
    const longer = "e".repeat(99) + "🚀" + "tail";
    expect(newsPreview(longer)).toBe("e".repeat(99) + "🚀..");
  });

  it("never leaves a lone surrogate when the 101st character is astral", () => {
    const text = "f".repeat(100) + "𝒜𝒜";
    const preview = newsPreview(text);
    expect(preview).toBe("f".repeat(100) + "..");
    expect(preview).not.toMatch(/[\uD800-\uDFFF]/);
  });

  it("cuts a description made only of astral characters by code points", () => {
    const text = "😀".repeat(101);
    const preview = newsPreview(text);
    expect(Array.from(preview.slice(0, -2))).toHaveLength(100);
    expect(preview.endsWith("😀..")).toBe(true);
    expect(preview).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
