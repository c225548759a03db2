import { legacyMarkupToDoc } from "./rich-text/legacy-markup";
import { richTextPlainText } from "./rich-text/plain-text";

/**
 * A story's text in the news markup, as the JSON API answers it (app/domain/rich-text/markup.ts), without
 * its markers: for meta descriptions made from the API's form. Bold and link words are kept, paragraphs joined.
 */
export function newsPlainText(text: string): string {
  return richTextPlainText(legacyMarkupToDoc(text));
}
