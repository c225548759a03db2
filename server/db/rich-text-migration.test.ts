import { describe, expect, it } from "vitest";
import { legacyMarkupToDoc } from "~/domain/rich-text/legacy-markup";
import { storedRichText } from "~/domain/rich-text/text";
import { markupToDocument } from "./migrations/2026-12-26T0900-rich-text";

/**
 * The migration carries its own copy of the conversion (migrations import nothing of the app): on the day
 * it was written, it made the very documents the app's legacyMarkupToDoc makes.
 */
describe("the rich-text migration's conversion", () => {
  it.each([
    "One paragraph.",
    "One\nstill one\n\n\n  Two  \r\n\r\nThree",
    "We are **live** at [our site](https://example.com/a?b=1#c) now. [plain](http://example.org)",
    "2 ** 3 and **open, **[a](https://x.example)**, [bad](javascript:x), [rel](/relative), [p](//evil.example)",
    "<script>alert(1)</script> **<b>x</b>** &amp; _not italic_ ## no heading\n- not a list",
    "   \n\n  ",
  ])("converts %j as the app does", (text) => {
    expect(JSON.stringify(markupToDocument(text))).toBe(storedRichText(legacyMarkupToDoc(text)));
  });
});
