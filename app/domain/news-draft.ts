import { NEWS_TEXT_MAX, NEWS_TITLE_MAX, newsEditorMessages } from "./news-editor";
import type { RichTextDoc } from "./rich-text/model";
import { parseRichTextInput, type RichTextInput } from "./rich-text/text";

/*
 * A story's form checked (docs/product.md §10.7). Beside news-editor.ts rather than in it: the text's check
 * reads the rich-text document, code that only the console and the server need.
 */

/** The form's fields as posted: the text typed in the news markup, or the editor's document (app/domain/rich-text). */
export type NewsDraftInput = { title: string; newsDate: string; description: RichTextInput };
/** The fields checked: the text is a document. */
export type NewsDraft = { title: string; newsDate: string; description: RichTextDoc };
export type NewsFieldErrors = Partial<Record<keyof NewsDraftInput, string>>;

function validCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value && Number(m[1]) >= 1990 && Number(m[1]) <= 2100;
}

/** The form's fields, trimmed, or the message of each field that is wrong. */
export function validateNewsDraft(
  raw: NewsDraftInput,
): { ok: true; value: NewsDraft } | { ok: false; errors: NewsFieldErrors } {
  const title = raw.title.trim().replace(/\s+/g, " ");
  const newsDate = raw.newsDate.trim();
  const text = parseRichTextInput(raw.description, {
    maxChars: NEWS_TEXT_MAX,
    missing: newsEditorMessages.textMissing,
    tooLong: newsEditorMessages.textTooLong,
  });
  const errors: NewsFieldErrors = {};
  if (!title) errors.title = newsEditorMessages.titleMissing;
  else if ([...title].length > NEWS_TITLE_MAX) errors.title = newsEditorMessages.titleTooLong;
  if (!validCalendarDate(newsDate)) errors.newsDate = newsEditorMessages.dateInvalid;
  if (!text.ok) errors.description = text.message;
  return Object.keys(errors).length || !text.ok
    ? { ok: false, errors }
    : { ok: true, value: { title, newsDate, description: text.doc } };
}
