/**
 * The languages the public site speaks. English is the original: it keeps the site's addresses without a
 * prefix, every translation falls back to it, and the staff console and the API speak only it.
 */
export const LOCALES = ["en", "ar", "ml", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export type LocaleInfo = {
  /** The language's name in itself, as the switcher shows it. */
  name: string;
  /** The language's name in English, for the console. */
  englishName: string;
  dir: "ltr" | "rtl";
  /** The tag `Intl` formats numbers and dates with (the region sets the digits: ar-AE writes 0-9). */
  intl: string;
};

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { name: "English", englishName: "English", dir: "ltr", intl: "en-US" },
  ar: { name: "العربية", englishName: "Arabic", dir: "rtl", intl: "ar-AE" },
  ml: { name: "മലയാളം", englishName: "Malayalam", dir: "ltr", intl: "ml-IN" },
  hi: { name: "हिन्दी", englishName: "Hindi", dir: "ltr", intl: "hi-IN" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The languages that are translations of English. */
export const TRANSLATED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, "en">[];
