import { describe, expect, it } from "vitest";
import { legacyMarkupToDoc } from "~/domain/rich-text/legacy-markup";
import { docToLegacyMarkup } from "~/domain/rich-text/markup";
import { richTextPlainText } from "~/domain/rich-text/plain-text";
import { readStoredRichText, storedRichText } from "~/domain/rich-text/text";
import { newsPlainText } from "~/domain/news-markup";
import { newsStories } from "./news";

/**
 * The seeded stories are stored as documents (app/domain/rich-text); the JSON API answers them in the news
 * markup, which must be the text written here, byte for byte (docs/product.md §6.7).
 */
describe("the seeded stories' texts", () => {
  it.each(newsStories.map((s) => [s.title, s.description]))("%s comes back from its document as written", (_, text) => {
    const stored = storedRichText(legacyMarkupToDoc(text));
    expect(docToLegacyMarkup(readStoredRichText(stored))).toBe(text);
    // Their previews and meta descriptions are those of before.
    expect(richTextPlainText(readStoredRichText(stored))).toBe(newsPlainText(text));
  });
});
