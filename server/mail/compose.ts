import type { SendMailOptions } from "nodemailer";
import { renderICalendar } from "#server/calendar/icalendar";
import type { OutboxRow } from "#server/mail/mail-outbox.repository";
import type { MailSite } from "./mail-content";
import { renderMailHtml } from "./mail-html";
import { renderMailText } from "./mail-text";
import { isMailKindName, mailKinds } from "../mail-catalog";
import type { PayloadCheck } from "./mail-kind";

const list = (addresses: string) => addresses.split(",").filter(Boolean);

/** Headers are single lines: a line break in a subject becomes a space. */
const oneLine = (subject: string) => subject.replace(/[\r\n]+/g, " ");

/**
 * An outbox row read back: its payload checked against its kind's schema again, so a row written by an
 * older release, or changed by hand, is refused with the reason instead of being rendered half-filled.
 */
export function readOutboxMail(row: Pick<OutboxRow, "template" | "payload">): PayloadCheck {
  if (!isMailKindName(row.template)) return { ok: false, error: `unknown mail kind "${row.template}"` };
  let raw: unknown;
  try {
    raw = JSON.parse(row.payload);
  } catch {
    return { ok: false, error: `mail "${row.template}" has a payload that is not JSON` };
  }
  const checked = mailKinds[row.template].check(raw);
  return checked.ok ? checked : { ok: false, error: `mail "${row.template}" has a bad payload: ${checked.error}` };
}

/**
 * The message for an outbox row: both parts rendered from the stored payload, the recipients and the
 * Message-ID from the row. nodemailer builds and encodes every header; nothing here joins header text, so
 * a line break a visitor typed can never start a header of its own. Throws when the payload does not
 * pass its kind's schema (see readOutboxMail).
 */
export function composeMail(row: OutboxRow, { from, site }: { from: string; site: MailSite }): SendMailOptions {
  const read = readOutboxMail(row);
  if (!read.ok) throw new Error(read.error);
  const content = read.mail.content(site);
  const unsubscribe = read.mail.listUnsubscribe?.(site);
  const calendar = read.mail.calendar?.(site);
  return {
    messageId: row.message_id,
    date: new Date(row.created_at),
    from,
    to: list(row.to_address),
    ...(row.cc_address && { cc: list(row.cc_address) }),
    ...(row.reply_to && { replyTo: list(row.reply_to) }),
    subject: oneLine(content.subject),
    text: renderMailText(content, site),
    html: renderMailHtml(content, site),
    // nodemailer adds it both as a text/calendar alternative (with the method parameter) and as invite.ics.
    ...(calendar && { icalEvent: { method: calendar.method, content: renderICalendar(calendar) } }),
    ...(unsubscribe && { list: { unsubscribe: unsubscribe.oneClickUrl } }),
    headers: {
      ...(unsubscribe && { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }),
      // RFC 2076: a list's mail; auto-responders (out of office) do not answer it.
      ...(read.mail.bulk && { Precedence: "bulk" }),
    },
  };
}

/** A row's subject as its mail has it (or will have it), for the staff console's outbox and exports. */
export function subjectOf(row: Pick<OutboxRow, "template" | "payload">, site: MailSite): string {
  const read = readOutboxMail(row);
  return read.ok ? oneLine(read.mail.content(site).subject) : `(unreadable: ${read.error})`;
}
