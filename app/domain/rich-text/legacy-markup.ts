import { richTextHref } from "./links";
import type { RichTextDoc, RichTextInline, RichTextRun } from "./model";

/*
 * The old news markup read as the pages showed it (markup.ts says the forms of text a document has). Its own
 * module, small, because public pages' meta functions read the API's text with it in the browser too.
 */

/** The paragraphs of a text: blocks separated by one or more blank lines, each trimmed. */
export function markupBlocks(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export type Marks = { bold?: true; italic?: true };
export const run = (text: string, marks: Marks): RichTextRun => ({ type: "text", text, ...marks });

/** Appends a run, joined to the one before when their marks are the same (empty runs are dropped). */
export function pushRun(out: RichTextInline[], piece: RichTextRun) {
  if (piece.text.length === 0) return;
  const last = out[out.length - 1];
  if (last?.type === "text" && last.bold === piece.bold && last.italic === piece.italic) last.text += piece.text;
  else out.push(piece);
}

// The old markup: **bold** (no asterisk inside, no space just inside the markers, so "2 ** 3" stays text) or
// [text](href) (no brackets in the text, no parentheses or spaces in href).
const LEGACY_TOKEN = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|\[([^[\]\n]+)\]\(([^()\s]+)\)/g;
/** An absolute http(s) address, the only links the old markup knew. */
const legacyHref = (raw: string) => (/^https?:\/\//i.test(raw) ? richTextHref(raw) : null);

function legacyInlines(paragraph: string): RichTextInline[] {
  const out: RichTextInline[] = [];
  let at = 0;
  for (const m of paragraph.matchAll(LEGACY_TOKEN)) {
    pushRun(out, run(paragraph.slice(at, m.index), {}));
    if (m[1] !== undefined) out.push(run(m[1], { bold: true }));
    else {
      const href = legacyHref(m[3]!);
      if (href) out.push({ type: "link", href, children: [run(m[2]!, {})] });
      else pushRun(out, run(m[0], {}));
    }
    at = m.index + m[0].length;
  }
  pushRun(out, run(paragraph.slice(at), {}));
  return out;
}

/** A text in the old news markup, read as the pages showed it: paragraphs, bold and http(s) links, nothing else. */
export function legacyMarkupToDoc(text: string): RichTextDoc {
  return {
    type: "doc",
    version: 1,
    blocks: markupBlocks(text).map((p) => ({ type: "paragraph", children: legacyInlines(p) })),
  };
}
