import { z } from "zod";
import { localisedPath } from "~/domain/locale/locale-path";
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from "~/domain/locale/locales";
import { utcOffsetText } from "~/domain/interviews";
import { zonedDateTimeFormat } from "~/domain/dates";

/**
 * The language of a mail to the person who sent something: the language of the page they used, kept with
 * the submission (docs/decisions/0192-mails-in-the-senders-language.md). Optional in every payload: a row
 * written without one (before languages were kept, or by a staff mail) is English, as it always was.
 */
export const mailLocale = z.enum(LOCALES).optional();

/** A payload's language: English when it names none. */
export const localeOf = (p: { locale?: Locale | undefined }): Locale => p.locale ?? "en";

/** A mail's language from a language a request named (undefined and English both give no key: English). */
export const mailLocaleField = (locale: Locale | null | undefined): { locale?: Locale } =>
  locale && isLocale(locale) && locale !== "en" ? { locale } : {};

/**
 * A link to the site in a mail's language: the same page under the language's prefix
 * (https://site/careers/application/x -> https://site/ml/careers/application/x). An address that is not the
 * site's own, or English, is left as it is.
 */
export function localisedUrl(href: string, locale: Locale, siteUrl?: string): string {
  if (locale === "en") return href;
  try {
    const url = new URL(href);
    if (siteUrl && url.origin !== new URL(siteUrl).origin) return href;
    url.pathname = localisedPath(url.pathname, locale);
    return url.href;
  } catch {
    return href;
  }
}

const DAY = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const formats = new Map<
  Locale,
  { day: (zone: string) => Intl.DateTimeFormat; clock: (zone: string) => Intl.DateTimeFormat }
>();
function formatsOf(locale: Locale) {
  let f = formats.get(locale);
  const intl = LOCALE_INFO[locale].intl;
  if (!f) formats.set(locale, (f = { day: zonedDateTimeFormat(intl, DAY), clock: zonedDateTimeFormat(intl, CLOCK) }));
  return f;
}

/** A moment's day and 24-hour clock in a zone, as the language writes them (Intl with LOCALE_INFO's tag). */
export function dayAndClockIn(at: number, timeZone: string, locale: Locale): { day: string; clock: string } {
  const f = formatsOf(locale);
  return { day: f.day(timeZone).format(at), clock: f.clock(timeZone).format(at) };
}

/** "Tuesday 8 December 2026, 10:30–11:30 (Asia/Kolkata, UTC+05:30)" in a language. */
export function timeRangeIn(startsAt: string, endsAt: string, timeZone: string, locale: Locale): string {
  const start = dayAndClockIn(Date.parse(startsAt), timeZone, locale);
  const end = dayAndClockIn(Date.parse(endsAt), timeZone, locale);
  return `${start.day}, ${start.clock}–${end.clock} (${timeZone}, ${utcOffsetText(timeZone, Date.parse(startsAt))})`;
}

/** Words shared by every mail to a person, in each language. */
export const COMMON_MAIL_WORDS: Record<Locale, { privacyPolicy: string }> = {
  en: { privacyPolicy: "How we handle your data (privacy policy)" },
  ar: { privacyPolicy: "كيف نتعامل مع بياناتك (سياسة الخصوصية)" },
  ml: { privacyPolicy: "നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ കൈകാര്യം ചെയ്യുന്ന വിധം (സ്വകാര്യതാ നയം)" },
  hi: { privacyPolicy: "हम आपके डेटा को कैसे संभालते हैं (गोपनीयता नीति)" },
};

/** The site's privacy policy in a language. */
export const privacyPolicyUrl = (siteUrl: string, locale: Locale) =>
  `${siteUrl}${localisedPath("/privacy-policy", locale)}`;
