import { formatLongDate } from "../dates";
import type { PrivacyFacts } from "../privacy-notices";
import { DEFAULT_VIEW_DAYS, daysInWords, UNCONFIRMED_SIGN_UP_DAYS } from "../retention-periods";
import type { RichTextDoc, RichTextInline } from "../rich-text/model";
import { readStoredRichText } from "../rich-text/text";
import type { PublishedEntry } from "./published";

/**
 * The legal pages' words that are the server's settings, not marketing's (docs/product.md §10.5): written
 * in braces in the text, and filled in when the page is shown, so the policy states what the site does
 * (the same periods every form's notice states) even after a setting changes.
 */
export const LEGAL_FACT_TOKENS = {
  "{application-retention}": "how long a turned-down application or a resume is kept (RETENTION_DAYS)",
  "{contact-retention}": "how long a contact message is kept (CONTACT_RETENTION_DAYS)",
  "{demo-retention}": "how long a demo booking is kept (DEMO_RETENTION_DAYS)",
  "{unconfirmed-sign-up}": "how long an unconfirmed newsletter or job alert sign-up is kept",
  "{view-retention}": "how long single page views are kept (INSIGHTS_RAW_DAYS)",
  "{country-clause}":
    "the words on recording the visitor's country, when the reverse proxy names it (INSIGHTS_COUNTRY_HEADER); nothing otherwise",
  "{privacy-officer}": "the privacy contact's name (PRIVACY_OFFICER_NAME)",
  "{privacy-officer-email}": "the privacy contact's address (PRIVACY_OFFICER_EMAIL)",
} as const;
export type LegalFactToken = keyof typeof LEGAL_FACT_TOKENS;

/** Each token's words under these settings. */
export function legalFactWords(facts: PrivacyFacts): Record<LegalFactToken, string> {
  return {
    "{application-retention}": daysInWords(facts.retentionDays),
    "{contact-retention}": daysInWords(facts.contactRetentionDays),
    "{demo-retention}": daysInWords(facts.demoRetentionDays),
    "{unconfirmed-sign-up}": daysInWords(UNCONFIRMED_SIGN_UP_DAYS),
    "{view-retention}": daysInWords(facts.viewDays ?? DEFAULT_VIEW_DAYS),
    "{country-clause}": facts.countryRecorded ? COUNTRY_CLAUSE : "",
    "{privacy-officer}": facts.officerName,
    "{privacy-officer-email}": facts.officerEmail,
  };
}

const COUNTRY_CLAUSE =
  "; and the country your connection comes from, as the service that delivers our pages to you names it";

const TOKEN = /\{[a-z-]+\}/g;

/** The words in braces of a text that are not tokens: what a save refuses. */
export function unknownTokens(text: string): string[] {
  return [...new Set(text.match(TOKEN) ?? [])].filter((t) => !Object.hasOwn(LEGAL_FACT_TOKENS, t));
}

/** A text with each token replaced by its words (a word in braces that is not one stays as written). */
const fillTokens = (text: string, words: Readonly<Record<string, string>>) => text.replace(TOKEN, (t) => words[t] ?? t);

function fillInlines(inlines: readonly RichTextInline[], words: Readonly<Record<string, string>>): RichTextInline[] {
  return inlines.map((i) =>
    i.type === "text"
      ? { ...i, text: fillTokens(i.text, words) }
      : { ...i, children: i.children.map((r) => ({ ...r, text: fillTokens(r.text, words) })) },
  );
}

/** A document with every token replaced by its words (a token split by formatting stays as written). */
export function fillLegalFacts(doc: RichTextDoc, words: Readonly<Record<string, string>>): RichTextDoc {
  return {
    ...doc,
    blocks: doc.blocks.map((b) =>
      b.type === "list"
        ? { ...b, items: b.items.map((item) => ({ children: fillInlines(item.children, words) })) }
        : { ...b, children: fillInlines(b.children, words) },
    ),
  };
}

/** The two legal pages, by their entry's key. */
export const LEGAL_PAGES = { privacy: "/privacy-policy", terms: "/terms" } as const;
export type LegalPageKey = keyof typeof LEGAL_PAGES;

export type LegalPageView = {
  title: string;
  description: string;
  /** The version's date as shown ("November 28, 2026"). */
  updated: string;
  intro: string;
  body: RichTextDoc;
};

/** A legal page as marketing last published it, with the server's settings in place of its tokens. */
export function legalPageOf(entries: readonly PublishedEntry[], key: LegalPageKey, facts: PrivacyFacts): LegalPageView {
  const values = entries.find((e) => e.key === key)?.values ?? {};
  const words = legalFactWords(facts);
  return {
    title: values.title ?? "",
    description: values.description ?? "",
    updated: formatLongDate(values.updated ?? ""),
    intro: fillTokens(values.intro ?? "", words),
    body: fillLegalFacts(readStoredRichText(values.body ?? ""), words),
  };
}
