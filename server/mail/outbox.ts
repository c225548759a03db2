import { randomUUID } from "node:crypto";
import type { MailConfig } from "#server/config";
import type { Executor } from "#server/db/database";
import { insertOutboxMails } from "#server/db/repositories/mail-outbox";
import { mailTemplates, type PayloadOf, type TemplateName } from "./templates";
import type { MailTemplate } from "./templates/template";

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** One mail to write: a template and the data it is rendered from when sent. */
export type QueuedMail = { template: TemplateName; payload: unknown };

/** A mail of a template with the payload that template takes (checked by the compiler). */
export const mailOf = <K extends TemplateName>(template: K, payload: PayloadOf<K>): QueuedMail => ({
  template,
  payload,
});

/**
 * Writes mails to the outbox. Call `enqueueAll` with the transaction that stores the submission causing
 * the mails: all are committed together or not at all, and the worker (outbox-worker.ts) sends what was
 * committed. A submission's mails are written in one statement. Nothing here waits for a mail server.
 */
export function createMailOutbox({ mail, siteUrl }: { mail: MailConfig; siteUrl: string }) {
  // The Message-ID's domain: the site's own host name.
  const host = new URL(siteUrl).hostname || "localhost";
  async function enqueueAll(
    db: Executor,
    mails: QueuedMail[],
    { clientIp = null, now = new Date() }: { clientIp?: string | null; now?: Date } = {},
  ): Promise<number[]> {
    const createdAt = now.toISOString();
    return insertOutboxMails(
      db,
      mails.map(({ template, payload }) => {
        const recipients = (mailTemplates[template] as MailTemplate<unknown>).recipients(payload, mail);
        return {
          // Time first: ids written in order land at the end of the unique index instead of all over it.
          message_id: `<${Date.now().toString(36)}.${randomUUID()}@${host}>`,
          template,
          payload: JSON.stringify(payload),
          to_address: recipients.to.join(","),
          cc_address: (recipients.cc ?? []).join(","),
          reply_to: (recipients.replyTo ?? []).join(","),
          next_attempt_at: createdAt,
          created_at: createdAt,
          client_ip: clientIp,
        };
      }),
    );
  }
  return {
    enqueueAll,
    /** One mail: see enqueueAll. */
    async enqueue<K extends TemplateName>(
      db: Executor,
      template: K,
      payload: PayloadOf<K>,
      options?: { clientIp?: string | null; now?: Date },
    ): Promise<number> {
      const [id] = await enqueueAll(db, [mailOf(template, payload)], options);
      return id!;
    },
  };
}
