/**
 * The field kinds that hold a list (docs/decisions/0172): typed in one textarea, one item per line, and
 * stored as that text, so drafts, revisions, the refused-save comparison and the form stay as for any text.
 * These read the text as the public pages want it, and write it from the seed's values.
 */

/** Separates a highlight's figure from what it counts on one line ("30+ | lines of business"). */
export const PAIR_SEPARATOR = " | ";
/** Starts an item of a feature group; a line without it is the next group's title. */
export const GROUP_ITEM_MARK = "- ";

/** Each non-empty line, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export type Pair = { value: string; label: string };

/** Each line as a figure and what it counts; null for a line without both. */
export function pairsOf(text: string): (Pair | null)[] {
  return linesOf(text).map((line) => {
    const at = line.indexOf(PAIR_SEPARATOR.trim());
    if (at < 0) return null;
    const value = line.slice(0, at).trim();
    const label = line.slice(at + 1).trim();
    return value && label ? { value, label } : null;
  });
}

export type Group = { title: string; items: string[] };

/** Titles and their items; null when an item comes before any title. */
export function groupsOf(text: string): Group[] | null {
  const groups: Group[] = [];
  for (const line of linesOf(text)) {
    if (line.startsWith(GROUP_ITEM_MARK.trim())) {
      const item = line.slice(1).trim();
      const group = groups.at(-1);
      if (!group) return null;
      if (item) group.items.push(item);
    } else groups.push({ title: line, items: [] });
  }
  return groups;
}

export const linesText = (items: readonly string[]): string => items.join("\n");

export const pairsText = (pairs: readonly Pair[]): string =>
  pairs.map((p) => `${p.value}${PAIR_SEPARATOR}${p.label}`).join("\n");

export const groupsText = (groups: readonly Group[]): string =>
  groups.map((g) => [g.title, ...g.items.map((i) => `${GROUP_ITEM_MARK}${i}`)].join("\n")).join("\n\n");
