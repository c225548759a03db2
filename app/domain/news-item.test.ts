import { describe, expect, it } from "vitest";
import { newsParagraphs, newsStoryPath } from "./news-item";

describe("newsParagraphs", () => {
  it("splits a description at blank lines and drops surrounding space", () => {
    expect(newsParagraphs("First paragraph.\n\nSecond one.\r\n\r\n  Third.  \n")).toEqual([
      "First paragraph.",
      "Second one.",
      "Third.",
    ]);
  });

  it("keeps single line breaks inside a paragraph and ignores runs of blank lines", () => {
    expect(newsParagraphs("Line one\nline two\n\n\n\nNext")).toEqual(["Line one\nline two", "Next"]);
  });

  it("gives no paragraphs for an empty description", () => {
    expect(newsParagraphs("  \n\n ")).toEqual([]);
  });
});

describe("newsStoryPath", () => {
  it("is the story page with the code as id", () => {
    expect(newsStoryPath(12)).toBe("/company/news?id=12");
  });
});
