import { DEFAULT_LOCALE } from "../locale/locales";
import {
  CONTENT_TYPES,
  CONTENT_TYPE_NAMES,
  type ContentField,
  type ContentFieldKind,
  type ContentType,
  type ContentValues,
} from "./content-types";
import type { PublishedEntry } from "./published";

/**
 * A translation of an entry is an entry of its own, with the English entry's type and key and its locale,
 * drafted, published and kept in history like any other. It holds only the fields that are words; every
 * other field (pictures, addresses, numbers, dates, choices) is the English entry's, and a word field it
 * leaves empty shows the English one: a missing translation is never an empty page.
 */
const WORD_KINDS: ReadonlySet<ContentFieldKind> = new Set([
  "text",
  "long-text",
  "lines",
  "pairs",
  "groups",
  "rich-text",
]);

/** The fields a translation of this type holds, each optional (empty: the English one shows). */
export function translationFields(type: ContentType): ContentField[] {
  return (CONTENT_TYPES[type].fields as readonly ContentField[])
    .filter((f) => WORD_KINDS.has(f.kind))
    .map((f) => ({ ...f, optional: true }));
}

/** The fields an entry in this locale holds: all of them in English, the words in a translation. */
export function entryFields(type: ContentType, locale: string): readonly ContentField[] {
  return locale === DEFAULT_LOCALE ? (CONTENT_TYPES[type].fields as readonly ContentField[]) : translationFields(type);
}

/** The types that have words to translate (not the social links or the contact details' addresses). */
export const TRANSLATABLE_TYPES: ContentType[] = CONTENT_TYPE_NAMES.filter((t) => translationFields(t).length > 0);

export function isTranslatable(type: ContentType): boolean {
  return TRANSLATABLE_TYPES.includes(type);
}

/** An entry's values in a language: the translation's words where it has them, the English entry's elsewhere. */
export function translatedValues(
  type: ContentType,
  english: ContentValues,
  translation?: ContentValues,
): ContentValues {
  if (!translation) return english;
  const values = { ...english };
  for (const f of translationFields(type)) {
    const word = translation[f.name]?.trim();
    if (word) values[f.name] = word;
  }
  return values;
}

/**
 * A type's entries in a language: the English list, in its order and with its entries, each with its
 * translation's words over it. A translation whose English entry is not shown shows nothing.
 */
export function translatedEntries(
  type: ContentType,
  english: readonly PublishedEntry[],
  translations: readonly PublishedEntry[],
): PublishedEntry[] {
  if (translations.length === 0) return [...english];
  const byKey = new Map(translations.map((t) => [t.key, t.values]));
  return english.map((e) => ({ key: e.key, values: translatedValues(type, e.values, byKey.get(e.key)) }));
}

/** Who saved a translation written from code (the seed): it needs review until someone saves it in the console. */
export const SEEDED_TRANSLATION_BY = "system: seed translation";

/** Where a translation stands, for the console's status page and an entry's list of its translations. */
export type TranslationState =
  /** No translation: the page shows English. */
  | "missing"
  /** Written from code and not yet saved by anyone in the console. */
  | "needs-review"
  /** English was published again after the translation was last saved. */
  | "outdated"
  | "up-to-date";

export function translationState(
  translation: { savedBy: string; savedAt: string } | null,
  englishPublishedAt: string | null,
): TranslationState {
  if (!translation) return "missing";
  if (translation.savedBy === SEEDED_TRANSLATION_BY) return "needs-review";
  if (englishPublishedAt && englishPublishedAt > translation.savedAt) return "outdated";
  return "up-to-date";
}

export const TRANSLATION_STATE_LABELS: Record<TranslationState, string> = {
  missing: "Missing (English shows)",
  "needs-review": "Needs review",
  outdated: "English changed since",
  "up-to-date": "Up to date",
};
