import { legacyMarkupToDoc } from "./legacy-markup";
import { markupToDoc } from "./markup";
import { richTextLength, type RichTextDoc } from "./model";
import { parseRichTextJson, recoverRichTextJson } from "./validate";

/** The document as stored in a text column: its JSON. */
export const storedRichText = (doc: RichTextDoc): string => JSON.stringify(doc);

/**
 * A stored text as a document. Texts are stored as documents (the migration 2026-12-26T0900-rich-text
 * converted the older ones); a text that is not one (written by a process of before, or by hand) is read
 * as the old news markup, as the pages would have shown it.
 */
export function readStoredRichText(stored: string): RichTextDoc {
  if (stored.startsWith("{")) {
    const parsed = parseRichTextJson(stored);
    if (parsed.ok) return parsed.doc;
  }
  return legacyMarkupToDoc(stored);
}

/** A long text as a form posts it: typed in the textarea (the markup), or the editor's document as JSON. */
export type RichTextInput = string | { json: string };

/**
 * A posted long text checked: the document, or the message to show beside the field. `missing` and
 * `tooLong` are the field's own messages (an empty text; more than `maxChars` characters of text).
 */
export function parseRichTextInput(
  input: RichTextInput,
  rules: { maxChars: number; missing: string; tooLong: string },
): { ok: true; doc: RichTextDoc } | { ok: false; message: string } {
  const parsed =
    typeof input === "string" ? { ok: true as const, doc: markupToDoc(input) } : parseRichTextJson(input.json);
  if (!parsed.ok) return parsed;
  const length = richTextLength(parsed.doc);
  if (length === 0) return { ok: false, message: rules.missing };
  if (length > rules.maxChars) return { ok: false, message: rules.tooLong };
  return parsed;
}

/** What a refused post held, for the form to show again: nothing typed is lost (see recoverRichTextJson). */
export function richTextInputForForm(input: RichTextInput): { doc: RichTextDoc; typed: string | null } {
  if (typeof input === "string") return { doc: markupToDoc(input), typed: input };
  return { doc: recoverRichTextJson(input.json) ?? { type: "doc", version: 1, blocks: [] }, typed: null };
}
