import { wordsContext } from "~/components/words";
import { useShell } from "~/components/layout/use-shell";
import { CAREERS_EN, type CareersWords } from "~/content/messages/careers.en";
import { fill } from "~/content/messages/shell.en";
import { formatLongDate } from "~/domain/dates";
import { EMPTY_JOB_FILTER, isJobFilterEmpty, type JobFilter } from "~/domain/job-filter";
import { LOCALE_INFO, type Locale } from "~/domain/locale/locales";

/**
 * The careers pages' words in the page's language: each careers route's loader returns
 * `words: CAREERS_MESSAGES[context.locale]` and wraps its page in `<Provider value={loaderData.words}>`;
 * components below read them with `useWords()`. Drawn outside such a page, they are English.
 */
export const { Provider: CareersWordsProvider, useWords: useCareersWords } = wordsContext<CareersWords>(CAREERS_EN);

/** A template of `words.validation` as a pattern that reads an English message's values back. */
type Reader = { key: keyof CareersWords["validation"]; pattern: RegExp; names: string[] };

function readerOf(key: Reader["key"], template: string): Reader {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "(.+?)";
    })
    .join("");
  return { key, pattern: new RegExp(`^${source}$`, "s"), names };
}

// Made once: the English templates do not change.
const READERS: Reader[] = (Object.entries(CAREERS_EN.validation) as [Reader["key"], string][]).map(([key, text]) =>
  readerOf(key, text),
);

/**
 * A message the browser's checks gave (in English, as the shared rules word it) in these words' language:
 * the English template it matches, with its values, filled into the same message of `words`; a field's
 * name in a too-long message is the language's too. A message that is none of them (the server's, say)
 * is returned as it is.
 */
export function localiseMessage(message: string, words: CareersWords): string {
  if (words === CAREERS_EN) return message;
  for (const reader of READERS) {
    const found = reader.pattern.exec(message);
    if (!found) continue;
    const values: Record<string, string> = {};
    reader.names.forEach((name, i) => {
      const value = found[i + 1]!;
      values[name] = name === "field" ? (words.fieldNames[value as keyof CareersWords["fieldNames"]] ?? value) : value;
    });
    return fill(words.validation[reader.key], values);
  }
  return message;
}

/** `localiseMessage` with this page's words. */
export function useLocaliseMessage(): (message: string) => string {
  const words = useCareersWords();
  return (message) => localiseMessage(message, words);
}

/** "2026-12-31" as the page's language writes a date: English as before, others by `Intl`. */
export function formatJobDate(isoDate: string, locale: Locale): string {
  if (locale === "en") return formatLongDate(isoDate);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))),
  );
}

/** A count as the page's language writes numbers (English as before). */
export function formatCount(n: number, locale: Locale): string {
  return locale === "en" ? String(n) : new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(n);
}

/** The page's language and date and number formats, for the careers components. */
export function useCareersFormat() {
  const { locale } = useShell();
  return {
    locale,
    date: (isoDate: string) => formatJobDate(isoDate, locale),
    count: (n: number) => formatCount(n, locale),
  };
}

/** How many openings the filter shows, in words. */
export function filterCountText(words: CareersWords, shown: number, total: number, count: (n: number) => string) {
  const f = words.filter;
  const values = { shown: count(shown), total: count(total) };
  if (shown === total) return fill(total === 1 ? f.allOne : f.all, values);
  return fill(total === 1 ? f.someOfOne : f.someOf, values);
}

/** The alert's filter in words, as `describeJobAlert` says it in English: "new openings for “flutter” in Kochi". */
export function describeAlert(words: CareersWords, filter: JobFilter = EMPTY_JOB_FILTER): string {
  const a = words.alert;
  if (isJobFilterEmpty(filter)) return a.every;
  const level = filter.level ? words.filter.levels[filter.level] : "";
  const parts: Record<string, string> = {
    openings: a.newOpenings,
    search: filter.q ? fill(a.forSearch, { q: filter.q }) : "",
    place: filter.location ? fill(a.inPlace, { place: filter.location }) : "",
    level: level ? `(${level})` : "",
  };
  // The template is its parts' names between spaces: a part left empty leaves no gap.
  return a.filtered
    .split(" ")
    .map((part) => fill(part, parts))
    .filter(Boolean)
    .join(" ");
}
