/**
 * A story's text in the news markup, as the JSON API answers it (app/domain/rich-text/markup.ts), without
 * its markers: for the meta description the story page makes from the API's form. Bold and link words are
 * kept, paragraphs joined by a blank line: the same as richTextPlainText(legacyMarkupToDoc(text)) (a test
 * says so), written on its own because the story page's meta function runs in the browser too, and this is
 * the little of the rich-text code it needs.
 */
const TOKEN = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|\[([^[\]\n]+)\]\(([^()\s]+)\)/g;

/** The old markup's links: an absolute http(s) address, as rich-text/links.ts richTextHref allows one. */
function isLink(raw: string): boolean {
  const value = raw.trim();
  if (!/^https?:\/\/[^/]/i.test(value) || /[\s<>"'`\\]/.test(value) || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function newsPlainText(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) =>
      p.replace(TOKEN, (whole, bold: string | undefined, words: string | undefined, href: string | undefined) =>
        bold !== undefined ? bold : isLink(href!) ? words! : whole,
      ),
    )
    .join("\n\n");
}
