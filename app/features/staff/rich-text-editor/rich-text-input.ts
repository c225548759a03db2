import type { RichTextInput } from "~/domain/rich-text/text";

/**
 * How a long text travels in a staff form: the editor posts its document as JSON under the field's name,
 * with `{name}-format` = "json" beside it; without JavaScript the textarea posts the markup under the name
 * alone. One reader for both, on the server.
 */
export const richTextFormatField = (name: string) => `${name}-format`;
export const RICH_TEXT_JSON = "json";

/** The posted text of field `name`: the editor's document, or the markup typed in the textarea. */
export function richTextInputOf(form: FormData, name: string): RichTextInput {
  const value = form.get(name);
  const text = typeof value === "string" ? value : "";
  return form.get(richTextFormatField(name)) === RICH_TEXT_JSON ? { json: text } : text;
}
