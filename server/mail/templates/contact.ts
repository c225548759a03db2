import { contactMessages } from "~/domain/validation/contact-rules";
import { addressesOf, type MailTemplate } from "./template";

export type ContactPayload = { name: string; email: string; mobile: string; subject: string; message: string };

/** To the visitor: their message arrived, and what they wrote. */
export const contactReceipt: MailTemplate<ContactPayload> = {
  recipients: (p, mail) => ({ to: [p.email], replyTo: addressesOf(mail.infoEmail) }),
  content: (p, site) => ({
    subject: `We have received your message: ${p.subject}`,
    heading: `Thank you for your message, ${p.name}`,
    blocks: [
      { kind: "paragraph", text: contactMessages.success },
      { kind: "paragraph", text: "This is what you sent us:" },
      { kind: "facts", rows: [["Subject", p.subject]] },
      { kind: "quote", text: p.message },
    ],
    footer: [
      {
        kind: "paragraph",
        text: `You receive this mail because this address was entered in the contact form of ${site.name}. If that was not you, no action is needed. To have your message erased, reply to this mail.`,
      },
    ],
  }),
};

/** To the company: the message itself, answered by replying to the sender. */
export const contactToInfo: MailTemplate<ContactPayload> = {
  recipients: (p, mail) => ({ to: addressesOf(mail.infoEmail), replyTo: [p.email] }),
  content: (p) => ({
    subject: `Contact form: ${p.subject}`,
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
};
