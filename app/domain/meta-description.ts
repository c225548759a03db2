/** The longest meta description a search engine shows whole (docs/product.md §8.4). */
export const META_DESCRIPTION_MAX = 155;

const ELLIPSIS = "…";

/**
 * A page's meta description from a longer text: white space made single spaces, and when it is longer than
 * `max` characters (code points), cut at the last word boundary that fits, with an ellipsis, never inside a
 * word; a text of one long word is cut inside it. The answer is at most `max` characters, ellipsis included.
 */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const whole = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(whole);
  if (chars.length <= max) return whole;
  // Room for the ellipsis; the character after the cut tells whether it falls between two words.
  const kept = chars.slice(0, max - ELLIPSIS.length);
  const betweenWords = chars[kept.length] === " ";
  let end = kept.length;
  if (!betweenWords) {
    const lastSpace = kept.lastIndexOf(" ");
    if (lastSpace > 0) end = lastSpace;
  }
  // No dangling punctuation before the ellipsis ("claims, …" reads "claims…").
  const cut = kept
    .slice(0, end)
    .join("")
    .replace(/[\s,;:.!?\-–—(“"'‘]+$/u, "");
  return cut + ELLIPSIS;
}
