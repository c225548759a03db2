/**
 * The document a long text is stored as (docs/decisions/0187-rich-text.md): blocks (paragraphs, headings of
 * level 2 or 3, bulleted and numbered lists) of inline pieces (text, bold and/or italic, and links). It is
 * plain data, stored as JSON; every string in it is text, and it becomes markup only as React elements.
 */
export type RichTextRun = { type: "text"; text: string; bold?: true; italic?: true };
export type RichTextLink = { type: "link"; href: string; children: RichTextRun[] };
export type RichTextInline = RichTextRun | RichTextLink;
export type RichTextListItem = { children: RichTextInline[] };
export type RichTextBlock =
  | { type: "paragraph"; children: RichTextInline[] }
  | { type: "heading"; level: 2 | 3; children: RichTextInline[] }
  | { type: "list"; ordered: boolean; items: RichTextListItem[] };
export type RichTextDoc = { type: "doc"; version: 1; blocks: RichTextBlock[] };

/** What untrusted JSON may hold at most; past these it is refused before it is looked at further. */
export const RICH_TEXT_LIMITS = {
  /** Characters of the JSON itself. */
  jsonChars: 400_000,
  blocks: 2_000,
  inlinesPerBlock: 2_000,
  itemsPerList: 1_000,
  runsPerLink: 100,
  hrefChars: 2_000,
} as const;

export const emptyRichText = (): RichTextDoc => ({ type: "doc", version: 1, blocks: [] });

/** The inline pieces of every block, in reading order (a list's items each count as one). */
export function inlineGroups(doc: RichTextDoc): RichTextInline[][] {
  return doc.blocks.flatMap((b) => (b.type === "list" ? b.items.map((i) => i.children) : [b.children]));
}

/** The runs of a group, a link's own runs in their place. */
export function runsOf(inlines: readonly RichTextInline[]): RichTextRun[] {
  return inlines.flatMap((i) => (i.type === "link" ? i.children : [i]));
}

/** How many characters (code points) of text the document holds. */
export function richTextLength(doc: RichTextDoc): number {
  let n = 0;
  for (const group of inlineGroups(doc)) for (const run of runsOf(group)) n += [...run.text].length;
  return n;
}
