import { z } from "zod";
import { contactMessages } from "~/domain/validation/contact-rules";
import { addressesOf, defineMailKind } from "../mail/mail-kind";

/**
 * The receipt to whoever the address belongs to: fixed words only. Nobody has confirmed the address is
 * the sender's, so nothing typed into the form goes to it (docs/decisions/0090-public-forms-relay-no-visitor-text.md).
 */
const receiptPayload = z.object({ email: z.string().min(1) });

/** The message as INFO_EMAIL reads it. */
const messagePayload = z.object({
  name: z.string(),
  email: z.string().min(1),
  mobile: z.string(),
  subject: z.string(),
  message: z.string(),
});

/** To the visitor: their message arrived. */
export const contactReceipt = defineMailKind({
  payload: receiptPayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p, mail) => ({ to: [p.email], replyTo: addressesOf(mail.infoEmail) }),
  content: (_p, site) => ({
    subject: `We have received your message to ${site.name}`,
    heading: "Thank you for your message",
    blocks: [{ kind: "paragraph", text: contactMessages.success }],
    footer: [
      {
        kind: "paragraph",
        text: `You receive this mail because this address was entered in the contact form of ${site.name}. If that was not you, no action is needed. To have your message erased, reply to this mail.`,
      },
    ],
  }),
});

/** To the company: the message itself, answered by replying to the sender. The subject holds nothing typed. */
export const contactToInfo = defineMailKind({
  payload: messagePayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p, mail) => ({ to: addressesOf(mail.infoEmail), replyTo: [p.email] }),
  content: (p) => ({
    subject: "A message from the contact form",
    heading: "A message from the contact form",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["Name", p.name],
          ["E-mail", p.email],
          ["Mobile", p.mobile],
          ["Subject", p.subject],
        ],
      },
      { kind: "quote", text: p.message },
      { kind: "paragraph", text: "Reply to this mail to answer the sender." },
    ],
  }),
});

/** Kinds that copy a contact message: erased with the messages they copy (server/contact/contact-retention.ts). */
export const CONTACT_MAIL_KINDS = ["contact-receipt", "contact-to-info"] as const;
