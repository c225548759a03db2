/** How many characters of a story's description a list shows (docs/product.md §3.2). */
export const NEWS_PREVIEW_LENGTH = 100;
const ELLIPSIS = "..";

/**
 * A story's preview: the description cut to its first 100 characters followed by '..' when it is
 * longer, and left whole otherwise. Characters are counted as code points, so an emoji or another
 * character outside the basic plane (two UTF-16 units) is never split in half.
 */
export function newsPreview(description: string, length: number = NEWS_PREVIEW_LENGTH): string {
  const codePoints = Array.from(description);
  if (codePoints.length <= length) return description;
  return codePoints.slice(0, length).join("") + ELLIPSIS;
}
