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
  | { kind: "link"; label: string; href: string };

export type MailContent = {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Small print under the signature: why this mail came, how to stop it. */
  footer?: MailBlock[];
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
};
