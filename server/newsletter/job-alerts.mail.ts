import { z } from "zod";
import type { MailBlock, MailSite } from "../mail/mail-content";
import { defineMailKind } from "../mail/mail-kind";
import { localeOf, localisedUrl, mailLocale } from "../mail/mail-locale";
import { NEWSLETTER_MAIL_WORDS } from "./newsletter-mail-words";

const links = {
  /** The visible unsubscribe link: a page with a button. */
  unsubscribeUrl: z.url(),
  /** The List-Unsubscribe address mail programs POST to (RFC 8058). */
  oneClickUrl: z.url(),
};

const footer = (p: { email: string; unsubscribeUrl: string }, site: MailSite): MailBlock[] => [
  {
    kind: "paragraph",
    text: `You receive this mail because ${p.email} asked for job alerts on the careers page of ${site.url}.`,
  },
  { kind: "link", label: "Stop this alert", href: p.unsubscribeUrl },
];

/**
 * The double opt-in of a job alert: a link to confirm it; nothing is sent until it is followed. Fixed words
 * only: the search words and place were typed by whoever filled the form, and nobody has confirmed yet that
 * the address is theirs, so none of it goes to the address (docs/decisions/0090). The confirmation page the
 * link opens shows the filter. Rows written before carry a `filter`, which the schema drops.
 */
export const jobAlertConfirmation = defineMailKind({
  payload: z.object({
    email: z.string().min(1),
    confirmUrl: z.url(),
    ...links,
    /** The language of the careers page the alert was asked for on (decision 0192); absent: English. */
    locale: mailLocale,
  }),
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  listUnsubscribe: (p) => ({ oneClickUrl: p.oneClickUrl }),
  content: (p, site) => {
    const locale = localeOf(p);
    const w = NEWSLETTER_MAIL_WORDS[locale].jobAlert;
    return {
      subject: w.subject(site.name),
      heading: w.heading,
      blocks: [
        { kind: "paragraph", text: w.pleaseConfirm(site.name, p.email) },
        { kind: "link", label: w.confirmButton, href: localisedUrl(p.confirmUrl, locale, site.url) },
        { kind: "paragraph", text: w.ignore },
      ],
      footer: [
        { kind: "paragraph", text: w.why(p.email, site.url) },
        { kind: "link", label: w.stop, href: localisedUrl(p.unsubscribeUrl, locale, site.url) },
      ],
      ...(p.locale && { locale: p.locale }),
    };
  },
});

/** New openings that match an alert: one at once, or a day's in a digest. */
export const jobAlert = defineMailKind({
  payload: z.object({
    email: z.string().min(1),
    filter: z.string().min(1),
    digest: z.boolean(),
    jobs: z.array(z.object({ title: z.string().min(1), location: z.string().nullable(), url: z.url() })).min(1),
    ...links,
  }),
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  bulk: true,
  listUnsubscribe: (p) => ({ oneClickUrl: p.oneClickUrl }),
  content: (p, site) => ({
    subject:
      p.jobs.length === 1 && !p.digest
        ? `New opening at ${site.name}: ${p.jobs[0]!.title}`
        : `${p.jobs.length} new opening(s) at ${site.name}`,
    heading: p.jobs.length === 1 ? "A new opening for you" : "New openings for you",
    blocks: [
      { kind: "paragraph", text: `Your alert for ${p.filter} found:` },
      ...p.jobs.flatMap((j): MailBlock[] => [
        { kind: "facts", rows: [["Job", j.title], ...(j.location ? [["Location", j.location] as const] : [])] },
        { kind: "link", label: `Read about ${j.title} and apply`, href: j.url },
      ]),
    ],
    footer: footer(p, site),
  }),
});
