import type { ServerBuild } from "react-router";
import { localeOfPath, localePrefix, withoutLocale } from "~/domain/locale/locale-path";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, type Locale } from "~/domain/locale/locales";
import { isStaffPath } from "~/domain/staff/staff-path";

type Build = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The public pages in every language from one build: a translation's addresses (/ar/careers) are answered
 * by the same routes under a basename (/ar), so every link a page draws stays in its language and no route
 * is written twice. The staff console and the files (feeds, the sitemap, robots.txt, calendars) exist in
 * English only: under a language's prefix they are answered by the English pages, which have no such
 * address (the site's 404 page).
 */
export function localePages<Handler>(build: Build, handlerOf: (build: Build) => Handler): (path: string) => Handler {
  const withBasename = (locale: Locale): Build => {
    const basename = localePrefix(locale);
    return typeof build === "function" ? async () => ({ ...(await build()), basename }) : { ...build, basename };
  };
  const english = handlerOf(build);
  const translated = new Map<Locale, Handler>(
    TRANSLATED_LOCALES.map((locale) => [locale, handlerOf(withBasename(locale))]),
  );
  return (path) => {
    const locale = localeOfPath(path);
    if (locale === DEFAULT_LOCALE || !isTranslatedPage(withoutLocale(path))) return english;
    return translated.get(locale) ?? english;
  };
}

/**
 * A page that exists in every language: not the console, and not a file (an extension), except React
 * Router's own data requests for a page (careers.data).
 */
function isTranslatedPage(englishPath: string): boolean {
  if (isStaffPath(englishPath)) return false;
  return !/\.[A-Za-z0-9]+$/.test(englishPath) || englishPath.endsWith(".data");
}
