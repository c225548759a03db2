import { z } from "zod";
import { absoluteHref } from "~/domain/rich-text/links";
import type { RichTextBlock, RichTextInline } from "~/domain/rich-text/model";
import { readStoredRichText } from "~/domain/rich-text/text";
import type { MailBlock, MailContent, MailSite, NewsletterIssueMail, NewsletterLinks } from "../mail/mail-content";
import { defineMailKind } from "../mail/mail-kind";
import { localeOf, localisedUrl, mailLocale } from "../mail/mail-locale";
import { NEWSLETTER_MAIL_WORDS } from "./newsletter-mail-words";

const confirmationPayload = z.object({
  email: z.string().min(1),
  /** True when the address had already confirmed: it is told so instead of being asked again. */
  alreadyConfirmed: z.boolean(),
  confirmUrl: z.url(),
  /** The visible unsubscribe link: a page with a button. */
  unsubscribeUrl: z.url(),
  /** The List-Unsubscribe address that mail programs POST to (RFC 8058). */
  oneClickUrl: z.url(),
  /** The language of the page the address was sent from; its links lead to the same pages in it (decision 0192). */
  locale: mailLocale,
});

/**
 * The double opt-in mail: a link to confirm, or word that the address is already subscribed. Like every
 * newsletter mail it carries a one-click unsubscribe header and a visible unsubscribe link.
 */
export const newsletterConfirmation = defineMailKind({
  payload: confirmationPayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  listUnsubscribe: (p) => ({ oneClickUrl: p.oneClickUrl }),
  content: (p, site) => {
    const locale = localeOf(p);
    const w = NEWSLETTER_MAIL_WORDS[locale].newsletter;
    return {
      subject: p.alreadyConfirmed ? w.subscribedSubject(site.name) : w.confirmSubject(site.name),
      heading: p.alreadyConfirmed ? w.subscribedHeading : w.confirmHeading,
      blocks: p.alreadyConfirmed
        ? [{ kind: "paragraph", text: w.alreadySubscribed(p.email) }]
        : [
            { kind: "paragraph", text: w.pleaseConfirm(site.name, p.email) },
            { kind: "link", label: w.confirmButton, href: localisedUrl(p.confirmUrl, locale, site.url) },
            { kind: "paragraph", text: w.ignore },
          ],
      footer: [
        { kind: "paragraph", text: w.why(p.email, site.url) },
        { kind: "link", label: w.unsubscribe, href: localisedUrl(p.unsubscribeUrl, locale, site.url) },
      ],
      ...(p.locale && { locale: p.locale }),
    };
  },
});

/** A block with its links' addresses absolute: a mail is read elsewhere, where "/contact-us" means nothing. */
function absoluteLinks(block: RichTextBlock, siteUrl: string): RichTextBlock {
  const fix = (inlines: RichTextInline[]): RichTextInline[] =>
    inlines.map((i) => (i.type === "link" ? { ...i, href: absoluteHref(i.href, siteUrl) } : i));
  return block.type === "list"
    ? { ...block, items: block.items.map((item) => ({ children: fix(item.children) })) }
    : { ...block, children: fix(block.children) };
}

/** An issue's mail: its text (app/domain/rich-text), its picture, and a link to its web version. */
function issueBlocks(issue: NewsletterIssueMail): MailBlock[] {
  const siteUrl = new URL(issue.webUrl).origin;
  return [
    ...(issue.imageUrl ? [{ kind: "image" as const, src: issue.imageUrl, alt: "" }] : []),
    ...readStoredRichText(issue.body).blocks.map((block) => ({
      kind: "rich" as const,
      block: absoluteLinks(block, siteUrl),
    })),
    { kind: "link", label: "Read it on the web", href: issue.webUrl },
  ];
}

/** What every issue's mail says, for a subscriber (with their own unsubscribe link) or as a staff test. */
export function newsletterIssueContent(issue: NewsletterIssueMail, footer: MailBlock[]): MailContent {
  return { subject: issue.subject, heading: issue.subject, blocks: issueBlocks(issue), footer };
}

const subscriberFooter = (email: string, site: MailSite, links: NewsletterLinks): MailBlock[] => [
  {
    kind: "paragraph",
    text: `You receive this mail because ${email} subscribed to the ${site.name} newsletter and confirmed it.`,
  },
  { kind: "link", label: "Unsubscribe", href: links.unsubscribe },
];

const issuePayload = z.object({
  issueId: z.number().int().positive(),
  subscriptionId: z.number().int().positive(),
  /** The subscriber's address as they typed it; its lower case is the subscription's key. */
  email: z.string().min(1),
  /** The issue's subject when its send started, for the console's outbox and exports; absent in older rows. */
  subject: z.string().optional(),
});

/**
 * One subscriber's copy of a newsletter issue, written with every other copy when the send starts
 * (server/newsletter/newsletter-issues.repository.ts) and sent after transactional mail. The row names the
 * issue and the subscription; the worker loads the issue, and the unsubscribe links are made from the
 * subscription when the mail is sent (docs/decisions/0140).
 */
export const newsletterIssue = defineMailKind({
  payload: issuePayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  bulk: true,
  listUnsubscribe: (p, site) => ({ oneClickUrl: linksOf(p, site).oneClick }),
  content: (p, site) => {
    const issue = site.newsletterIssue?.(p.issueId);
    // Listed in the console's outbox and exports, where issues are not loaded: the row's own subject (rows
    // written before it was kept name the issue by its number).
    if (!issue) {
      const subject = p.subject ?? `Newsletter issue ${p.issueId}`;
      return { subject, heading: subject, blocks: [] };
    }
    return newsletterIssueContent(issue, subscriberFooter(p.email, site, linksOf(p, site)));
  },
});

function linksOf(p: z.infer<typeof issuePayload>, site: MailSite): NewsletterLinks {
  if (!site.newsletterLinks) throw new Error("newsletter mails are sent with the token secret");
  return site.newsletterLinks(p.subscriptionId, p.email.toLowerCase());
}

/** "Send a test": the issue as subscribers will get it, to the staff member who asked or others they named. */
export const newsletterTest = defineMailKind({
  payload: z.object({
    email: z.string().min(1),
    /** The staff member who sent it (absent in rows written before tests could go to others). */
    requestedBy: z.string().min(1).optional(),
    issueId: z.number().int().positive(),
    subject: z.string().min(1),
    body: z.string(),
    imageUrl: z.url().nullable(),
    webUrl: z.url(),
  }),
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  content: (p, site) => ({
    ...newsletterIssueContent(p, [
      {
        kind: "paragraph",
        text: `A test of a ${site.name} newsletter issue, sent to ${p.email} from the staff console${
          p.requestedBy && p.requestedBy.toLowerCase() !== p.email.toLowerCase() ? ` by ${p.requestedBy}` : ""
        }. Each subscriber's copy ends with their own unsubscribe link.`,
      },
    ]),
    subject: `[Test] ${p.subject}`,
  }),
});
