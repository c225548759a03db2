import type { SendMailOptions } from "nodemailer";
import type { OutboxRow } from "#server/db/repositories/mail-outbox";
import type { MailSite } from "./mail-content";
import { renderMailHtml } from "./mail-html";
import { renderMailText } from "./mail-text";
import { isTemplateName, mailTemplates } from "./templates";
import type { MailTemplate } from "./templates/template";

const list = (addresses: string) => addresses.split(",").filter(Boolean);

/**
 * The message for an outbox row: both parts rendered from the stored payload, the recipients and the
 * Message-ID from the row. nodemailer builds and encodes every header; nothing here joins header text, so
 * a line break a visitor typed into a name or subject can never start a header of its own.
 */
export function composeMail(row: OutboxRow, { from, site }: { from: string; site: MailSite }): SendMailOptions {
  if (!isTemplateName(row.template)) throw new Error(`unknown mail template "${row.template}"`);
  const template = mailTemplates[row.template] as MailTemplate<unknown>;
  const payload: unknown = JSON.parse(row.payload);
  const content = template.content(payload, site);
  const unsubscribe = template.listUnsubscribe?.(payload);
  return {
    messageId: row.message_id,
    date: new Date(row.created_at),
    from,
    to: list(row.to_address),
    ...(row.cc_address && { cc: list(row.cc_address) }),
    ...(row.reply_to && { replyTo: list(row.reply_to) }),
    // Headers are single lines: a line break typed into a subject becomes a space.
    subject: content.subject.replace(/[\r\n]+/g, " "),
    text: renderMailText(content, site),
    html: renderMailHtml(content, site),
    ...(unsubscribe && {
      list: { unsubscribe: unsubscribe.oneClickUrl },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    }),
  };
}

/** A row's subject as its mail has it (or will have it), for the staff console's outbox. */
export function subjectOf(row: OutboxRow, site: MailSite): string {
  if (!isTemplateName(row.template)) return `(unknown template ${row.template})`;
  const template = mailTemplates[row.template] as MailTemplate<unknown>;
  return template.content(JSON.parse(row.payload), site).subject.replace(/[\r\n]+/g, " ");
}
