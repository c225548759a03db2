/**
 * The little markup a news story's text may use (docs/product.md §10.7): paragraphs separated by a
 * blank line, `**bold**`, and `[text](https://…)` links to http or https addresses. Anything else is
 * text, shown as typed. The result is data for React text nodes: no HTML is ever built from it.
 */
export type NewsInline =
  { kind: "text"; text: string } | { kind: "bold"; text: string } | { kind: "link"; text: string; href: string };

export type NewsParagraph = NewsInline[];

/** The paragraphs of a text: blocks separated by one or more blank lines. */
export function markupParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** An address a link may go to: absolute http or https only (no javascript:, data:, relative paths). */
export function safeLinkHref(raw: string): string | null {
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value) || /[\s<>"'`\\]/.test(value) || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

// **bold** (no asterisk inside, no space just inside the markers, so "2 ** 3" stays text) or [text](href) (no brackets in the text, no parentheses or spaces in href).
const TOKEN = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|\[([^[\]\n]+)\]\(([^()\s]+)\)/g;

/** One paragraph's pieces, in order. A link whose address is not allowed stays as the text typed. */
export function parseInline(paragraph: string): NewsParagraph {
  const out: NewsParagraph = [];
  const push = (piece: NewsInline) => {
    const last = out[out.length - 1];
    if (piece.kind === "text" && last?.kind === "text") last.text += piece.text;
    else if (piece.kind !== "text" || piece.text.length > 0) out.push(piece);
  };
  let at = 0;
  for (const m of paragraph.matchAll(TOKEN)) {
    push({ kind: "text", text: paragraph.slice(at, m.index) });
    if (m[1] !== undefined) push({ kind: "bold", text: m[1] });
    else {
      const href = safeLinkHref(m[3]!);
      push(href ? { kind: "link", text: m[2]!, href } : { kind: "text", text: m[0] });
    }
    at = m.index + m[0].length;
  }
  push({ kind: "text", text: paragraph.slice(at) });
  return out;
}

/** A whole story's text, paragraph by paragraph. */
export function parseNewsMarkup(text: string): NewsParagraph[] {
  return markupParagraphs(text).map(parseInline);
}

/** The text without its markup (for previews, meta descriptions): bold and link text kept, paragraphs joined. */
export function newsPlainText(text: string): string {
  return parseNewsMarkup(text)
    .map((p) => p.map((piece) => piece.text).join(""))
    .join("\n\n");
}
