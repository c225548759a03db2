import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

/**
 * The language a public address is in: its first segment when that is a translation's prefix (/ar/careers),
 * else English, whose addresses carry no prefix so that no existing link breaks.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The English address of a page in any language: /ar/careers -> /careers, /ar -> /. */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** The prefix of a language's addresses: "" for English, "/ar" for Arabic. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** An English address in a language: /careers in Arabic -> /ar/careers, / -> /ar. */
export function localisedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The same page in every language, for hreflang alternates: English's tag first, then x-default (English). */
export function alternatesOf(pathname: string, siteUrl: string): { hreflang: string; href: string }[] {
  const english = withoutLocale(pathname);
  const href = (locale: Locale) => new URL(localisedPath(english, locale), siteUrl).href;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: "x-default", href: href(DEFAULT_LOCALE) },
  ];
}
