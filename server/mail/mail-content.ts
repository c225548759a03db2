import type { Locale } from "~/domain/locale/locales";
import type { RichTextBlock } from "~/domain/rich-text/model";

/**
 * What a mail says, as data: each kind of mail fills one of these, and the same content becomes the HTML
 * part (mail-html.tsx, React rendered on the server) and the plain-text part (mail-text.ts), so the two
 * never say different things. Every string is text: a visitor's words are never markup.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** Label and value pairs: what was applied for, who wrote. */
  | { kind: "facts"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A visitor's own message, kept with its line breaks. */
  | { kind: "quote"; text: string }
  /** A button in HTML; the label and the address on a line of their own in text. */
  | { kind: "link"; label: string; href: string }
  /**
   * A block of a long text (a newsletter issue, app/domain/rich-text): a paragraph, a heading or a list of
   * text, bold, italic and links (their addresses absolute), never HTML.
   */
  | { kind: "rich"; block: RichTextBlock }
  /** A picture, by its absolute address, with its text alternative. */
  | { kind: "image"; src: string; alt: string };

export type MailContent = {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Small print under the signature: why this mail came, how to stop it. */
  footer?: MailBlock[];
  /**
   * The language it is written in (a mail to a person speaks the language of the page they used; English
   * when absent): the HTML part says it with `lang`, and `dir` for a right-to-left one.
   */
  locale?: Locale;
};

/**
 * The sender's identity, printed under every mail, and, where mails are sent, how a job seeker's private
 * status link is made from the seed its mail keeps (server/security/application-link-tokens.ts).
 */
export type MailSite = {
  name: string;
  url: string;
  statusLink?: (seed: string) => string;
  /** A staff one-time link (an invitation, a reset) from its seed. */
  staffLink?: (seed: string) => string;
  /** A visitor's private demo page from its seed (server/security/demo-link-tokens.ts). */
  demoLink?: (seed: string) => string;
  /** Given the token secret: a newsletter subscription's own unsubscribe links. */
  newsletterLinks?: (subscriptionId: number, emailKey: string) => NewsletterLinks;
  /**
   * The issues of the newsletter mails being sent, loaded by the worker for its batch (a newsletter
   * mail's row names its issue, never copies it: a hundred thousand rows would each hold the text).
   */
  newsletterIssue?: (issueId: number) => NewsletterIssueMail | undefined;
};

/** A subscription's unsubscribe page (with a button) and its RFC 8058 one-click address. */
export type NewsletterLinks = { unsubscribe: string; oneClick: string };

/** What a newsletter mail shows of its issue. */
export type NewsletterIssueMail = {
  subject: string;
  /** The text as stored: a document's JSON (app/domain/rich-text), or the news markup in mails queued before. */
  body: string;
  /** The picture's absolute address, or null. */
  imageUrl: string | null;
  /** The issue's public web version. */
  webUrl: string;
};
