import { randomUUID } from "node:crypto";
import type { MailConfig } from "#server/config";
import type { Executor } from "#server/db/database";
import { insertOutboxMail } from "#server/db/repositories/mail-outbox";
import { mailTemplates, type PayloadOf, type TemplateName } from "./templates";
import type { MailTemplate } from "./templates/template";

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/**
 * Writes mails to the outbox. Call `enqueue` with the transaction that stores the submission causing the
 * mail: both are committed together or not at all, and the worker (outbox-worker.ts) sends what was
 * committed. Nothing here waits for a mail server.
 */
export function createMailOutbox({ mail, siteUrl }: { mail: MailConfig; siteUrl: string }) {
  // The Message-ID's domain: the site's own host name.
  const host = new URL(siteUrl).hostname || "localhost";
  return {
    async enqueue<K extends TemplateName>(
      db: Executor,
      template: K,
      payload: PayloadOf<K>,
      { clientIp = null, now = new Date() }: { clientIp?: string | null; now?: Date } = {},
    ): Promise<number> {
      const definition = mailTemplates[template] as MailTemplate<PayloadOf<K>>;
      const recipients = definition.recipients(payload, mail);
      const createdAt = now.toISOString();
      return insertOutboxMail(db, {
        message_id: `<${randomUUID()}@${host}>`,
        template,
        payload: JSON.stringify(payload),
        to_address: recipients.to.join(","),
        cc_address: (recipients.cc ?? []).join(","),
        reply_to: (recipients.replyTo ?? []).join(","),
        next_attempt_at: createdAt,
        created_at: createdAt,
        client_ip: clientIp,
      });
    },
  };
}
