import { describe, expect, it } from "vitest";
import { newsPlainText } from "./news-markup";
import { legacyMarkupToDoc } from "./rich-text/legacy-markup";
import { richTextPlainText } from "./rich-text/plain-text";

describe("the news markup's plain text", () => {
  it("gives the words without the markers, for meta descriptions", () => {
    expect(newsPlainText("A **bold** [link](https://x.example) here.\n\nSecond [bad](javascript:x).")).toBe(
      "A bold link here.\n\nSecond [bad](javascript:x).",
    );
  });

  it.each([
    "One\nstill one\n\n\n  Two  \r\n\r\nThree",
    "2 ** 3, **open, **[a](https://x.example)**, [p](http://example.org/x?y=1), [h](https:///x), [r](/relative)",
    '<script>alert(1)</script> [x](//evil.example) [y](https://a.example/"q")',
  ])("is the plain text of the document the pages show for %j", (text) => {
    expect(newsPlainText(text)).toBe(richTextPlainText(legacyMarkupToDoc(text)));
  });
});
