import { dateTimeFormat, formatLongDate } from "~/domain/dates";
import { LOCALE_INFO, type Locale } from "./locales";

/**
 * A calendar date (YYYY-MM-DD, or an ISO timestamp's date part, so the day never shifts with a time zone) in
 * the language's long form: English 'March 7, 2026' exactly as before, the others by `Intl` with their
 * LOCALE_INFO tag ('7 مارس 2026', '7 मार्च 2026'). Anything else is answered as given.
 */
export function formatLongDateIn(isoDate: string, locale: Locale): string {
  if (locale === "en") return formatLongDate(isoDate);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dateTimeFormat(LOCALE_INFO[locale].intl, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(at);
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number written as the language writes it (LOCALE_INFO's tag). */
export function formatNumberIn(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(LOCALE_INFO[locale].intl)));
  return format.format(value);
}
