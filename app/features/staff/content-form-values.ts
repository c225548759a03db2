import { markupToDoc } from "~/domain/rich-text/markup";
import { storedRichText } from "~/domain/rich-text/text";
import {
  CONTENT_TYPES,
  type ContentField,
  type ContentType,
  type ContentValues,
} from "~/domain/site-content/content-types";
import { richTextInputOf } from "./rich-text-editor/rich-text-input";
import { field } from "./staff-action";

/**
 * A content entry's values as its form posted them, every one a string. A long text arrives as the editor's
 * document (JSON, checked by validateContent) or as the markup typed without JavaScript, which becomes a
 * document here, so both are stored alike.
 */
export function contentValuesFrom(
  form: FormData,
  type: ContentType,
  fields: readonly ContentField[] = CONTENT_TYPES[type].fields,
): ContentValues {
  return Object.fromEntries(
    fields.map((f) => {
      if (f.kind !== "rich-text") return [f.name, field(form, f.name)];
      const input = richTextInputOf(form, f.name);
      return [f.name, typeof input === "string" ? storedRichText(markupToDoc(input)) : input.json];
    }),
  );
}
