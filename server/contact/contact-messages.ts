import type { FirstTouch } from "~/domain/insights/first-touch";
import { touchColumns } from "../insights/touch-columns";
import type { ContactMessageRequest } from "~/domain/contact-message-schema";
import { isHoneypotFilled } from "~/domain/honeypot";
import { noticeVersion } from "~/domain/privacy-notices";
import type { Locale } from "~/domain/locale/locales";
import { contactMessages, contactRules } from "~/domain/validation/contact-rules";
import { firstFailure, text } from "~/domain/validation/rules";
import { groupCommit } from "../db/group-commit";
import { insertContactMessages, type NewContactMessage } from "./contact-messages.repository";
import { mailOf, type MailOutbox } from "../mail/outbox";
import type { ServiceDeps } from "../service-deps";
import type { SubmissionResult } from "../forms/submission-result";

export function createContactMessagesService({ db, mail }: Pick<ServiceDeps, "db"> & { mail: MailOutbox }) {
  // Messages arriving together share one commit (and one fsync), one insert and one read of the mail
  // cap's counts; each is acknowledged once committed, together with its two mails: the sender's receipt
  // and the message to INFO_EMAIL.
  const store = groupCommit(db, async (trx, rows: NewContactMessage[]) => {
    await insertContactMessages(trx, rows);
    const earliest = new Date(rows.reduce((min, r) => (r.created_at < min ? r.created_at : min), rows[0]!.created_at));
    const ledger = await mail.capLedger(
      trx,
      rows.map((r) => r.email),
      earliest,
    );
    for (const row of rows) {
      const message = {
        name: row.name,
        email: row.email,
        mobile: row.mobile,
        subject: row.subject,
        message: row.message,
      };
      await mail.enqueueAll(
        trx,
        [mailOf("contact-receipt", { email: row.email }), mailOf("contact-to-info", message)],
        { clientIp: row.client_ip, now: new Date(row.created_at), publicForm: true, ledger },
      );
    }
    return rows.map(() => undefined);
  });
  return {
    /** Checks the contact form's rules in order and stores the message; answered only after the row is committed. */
    async send(
      request: ContactMessageRequest,
      clientIp: string,
      touch: FirstTouch | null = null,
      /** The language of the page the message was sent from (docs/decisions/0190-notice-language.md). */
      language?: Locale,
    ): Promise<SubmissionResult> {
      const verdict = firstFailure(contactRules, request);
      if (!verdict.ok) return verdict;
      if (isHoneypotFilled(request)) return { ok: true, message: contactMessages.success };
      await store({
        name: text(request.Name),
        email: text(request.Email),
        mobile: text(request.Mobile),
        subject: text(request.Subject),
        message: text(request.Message),
        ip_address: text(request.IpAddress),
        browser_info: text(request.BrowserInfo),
        notice_version: noticeVersion("contact", language),
        created_at: new Date().toISOString(),
        client_ip: clientIp,
        ...touchColumns(touch),
      });
      return { ok: true, message: contactMessages.success };
    },
  };
}
