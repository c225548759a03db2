import { markupBlocks, pushRun, run, type Marks } from "./legacy-markup";
import { absoluteHref, richTextHref } from "./links";
import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextRun } from "./model";

/**
 * The text form of a document: the news markup of docs/product.md §10.7 (a blank line between paragraphs,
 * `**bold**`, `[words](https://…)`), which stories and issues were written in before the editor, and which
 * the JSON API still answers with.
 *
 * - `legacyMarkupToDoc` reads it exactly as the pages used to show it (the stored texts' conversion).
 * - `markupToDoc` reads what is typed in the form without JavaScript: the same markup, plus `## ` and `### `
 *   headings, lines starting `- ` (a bulleted list) or `1. ` (a numbered one), `_italic_`, and links to a page
 *   of this site (`[words](/contact-us)`).
 * - `docToMarkup` writes that extended form (the form's textarea); `docToLegacyMarkup` writes the old form
 *   only (the API), which gives back the stored texts of before byte for byte.
 */

// The typed form: bold, italic (underscores not inside a word, so snake_case stays text) and links.
const TOKEN =
  /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|(?<![\p{L}\p{N}_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\p{L}\p{N}_])|\[([^[\]\n]+)\]\(([^()\s]+)\)/gu;

function typedInlines(text: string, marks: Marks, links: boolean, out: RichTextInline[] = []): RichTextInline[] {
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    const [whole, bold, italic, words, address] = m;
    const link = words !== undefined && links ? richTextHref(address!) : null;
    if ((bold !== undefined && marks.bold) || (italic !== undefined && marks.italic) || (words !== undefined && !link))
      continue;
    pushRun(out, run(text.slice(at, m.index), marks));
    if (bold !== undefined) typedInlines(bold, { ...marks, bold: true }, links, out);
    else if (italic !== undefined) typedInlines(italic, { ...marks, italic: true }, links, out);
    else {
      const runs = typedInlines(words!, marks, false).filter((r): r is RichTextRun => r.type === "text");
      out.push({ type: "link", href: link!, children: runs });
    }
    at = m.index + whole.length;
  }
  pushRun(out, run(text.slice(at), marks));
  return out;
}

function typedBlock(block: string): RichTextBlock {
  const heading = /^(#{2,3}) +(.*)$/s.exec(block);
  if (heading)
    return { type: "heading", level: heading[1]!.length as 2 | 3, children: typedInlines(heading[2]!, {}, true) };
  const lines = block.split(/\r?\n/);
  for (const [ordered, marker] of [
    [false, /^[-*] +/],
    [true, /^\d{1,3}[.)] +/],
  ] as const) {
    if (lines.every((line) => marker.test(line)))
      return {
        type: "list",
        ordered,
        items: lines.map((line) => ({ children: typedInlines(line.replace(marker, "").trim(), {}, true) })),
      };
  }
  return { type: "paragraph", children: typedInlines(block, {}, true) };
}

/**
 * What is typed in a text's form without JavaScript, as a document. A link-like `[words](address)` whose
 * address is not allowed stays as the characters typed, as it always did.
 */
export function markupToDoc(text: string): RichTextDoc {
  const blocks = markupBlocks(text.replace(/\r\n?/g, "\n"))
    .map(typedBlock)
    .filter((b) => (b.type === "list" ? b.items.some((i) => i.children.length) : b.children.length));
  return { type: "doc", version: 1, blocks };
}

/** A run with its markers, the spaces at its edges kept outside them (a marker next to a space is not one). */
function marked(text: string, open: string, close = open): string {
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return m[2] ? `${m[1]}${open}${m[2]}${close}${m[3]}` : text;
}

function typedRun(r: RichTextRun): string {
  let text = r.text;
  if (r.italic) text = marked(text, "_");
  if (r.bold) text = marked(text, "**");
  return text;
}

const plainRuns = (runs: readonly RichTextRun[]) => runs.map((r) => r.text).join("");

function inlinesToMarkup(inlines: readonly RichTextInline[], legacy: boolean, siteUrl?: string): string {
  return inlines
    .map((piece) => {
      if (piece.type === "text") return legacy ? (piece.bold ? marked(piece.text, "**") : piece.text) : typedRun(piece);
      const words = legacy ? plainRuns(piece.children) : piece.children.map(typedRun).join("");
      if (!legacy) return `[${words}](${piece.href})`;
      if (piece.href.startsWith("/") && !siteUrl) return words;
      return `[${words}](${piece.href.startsWith("/") ? absoluteHref(piece.href, siteUrl!) : piece.href})`;
    })
    .join("");
}

function blockToMarkup(block: RichTextBlock, legacy: boolean, siteUrl?: string): string {
  if (block.type === "paragraph") return inlinesToMarkup(block.children, legacy, siteUrl);
  if (block.type === "heading")
    return (legacy ? "" : `${"#".repeat(block.level)} `) + inlinesToMarkup(block.children, legacy, siteUrl);
  return block.items
    .map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${inlinesToMarkup(item.children, legacy, siteUrl)}`)
    .join("\n");
}

/** The document in the form's markup (headings, lists, bold, italic, links), for the textarea. */
export function docToMarkup(doc: RichTextDoc): string {
  return doc.blocks.map((b) => blockToMarkup(b, false)).join("\n\n");
}

/**
 * The document in the old markup, for the JSON API (docs/product.md §6.7): paragraphs, `**bold**` and
 * `[words](https://…)`. A heading is a paragraph of its words, a list its items on lines starting "- " or
 * "1. ", italic is its words, and a link to a page of this site is made absolute on `siteUrl`.
 */
export function docToLegacyMarkup(doc: RichTextDoc, siteUrl?: string): string {
  return doc.blocks.map((b) => blockToMarkup(b, true, siteUrl)).join("\n\n");
}
