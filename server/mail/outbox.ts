import { randomUUID } from "node:crypto";
import type { MailConfig } from "#server/config";
import type { Executor } from "#server/db/database";
import { countMailsToPeopleSince, insertOutboxMails, type NewOutboxMail } from "#server/mail/mail-outbox.repository";
import { mailKinds, type MailKindName, type PayloadOf } from "../mail-catalog";

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** One mail to write: its kind and the data it is rendered from when sent. */
export type QueuedMail = { kind: MailKindName; payload: unknown };

/** A mail of a kind with the payload that kind takes (checked by the compiler, and by the schema when written). */
export const mailOf = <K extends MailKindName>(kind: K, payload: PayloadOf<K>): QueuedMail => ({ kind, payload });

/**
 * At most this many mails go to one address in an hour from the public forms, all forms together: an
 * address typed into a form is nobody's confirmed address, and the site must not become a way to flood
 * one (docs/decisions/0090-public-forms-relay-no-visitor-text.md).
 */
export const PUBLIC_MAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The cap's counts for the addresses of one transaction's mails, by lower-cased address: read in one query
 * for a whole batch of submissions (capLedger), then kept current by each enqueueAll that is given it.
 */
export type CapLedger = Map<string, number>;

export type EnqueueOptions = {
  clientIp?: string | null;
  now?: Date;
  /**
   * The mails are caused by a public form: one to the person's own address beyond the hourly cap is not
   * written (the submission and the mails to staff still are).
   */
  publicForm?: boolean;
  /** Counts already read for this transaction (capLedger); an address missing from it is counted here. */
  ledger?: CapLedger;
};

/**
 * Writes mails to the outbox. Call `enqueueAll` with the transaction that stores the submission causing
 * the mails: all are committed together or not at all, and the worker (outbox-worker.ts) sends what was
 * committed. Each payload is checked against its kind's schema first: a bad one throws, before anything
 * is written, and so undoes the caller's transaction. A submission's mails are written in one statement.
 * Nothing here waits for a mail server.
 */
/**
 * Reads, in one query, how many mails went to each address alone in the hour before `now`: what the
 * public forms' cap starts from. A batch of submissions made within moments of each other shares one
 * ledger, read with the earliest submission's time (counting at most a few milliseconds more).
 */
async function capLedger(db: Executor, emails: readonly string[], now: Date): Promise<CapLedger> {
  const keys = emails.map((e) => e.trim().toLowerCase());
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const counted = await countMailsToPeopleSince(db, keys, since);
  return new Map(keys.map((k) => [k, counted.get(k) ?? 0]));
}

export function createMailOutbox({ mail, siteUrl }: { mail: MailConfig; siteUrl: string }) {
  // The Message-ID's domain: the site's own host name.
  const host = new URL(siteUrl).hostname || "localhost";

  /** Answers each mail's id in the order given; null for one the public forms' cap held back. */
  async function enqueueAll(
    db: Executor,
    mails: QueuedMail[],
    { clientIp = null, now = new Date(), publicForm = false, ledger = new Map() }: EnqueueOptions = {},
  ): Promise<(number | null)[]> {
    const createdAt = now.toISOString();
    const rows: (NewOutboxMail | null)[] = [];
    for (const { kind, payload } of mails) {
      const checked = mailKinds[kind].check(payload);
      if (!checked.ok) throw new Error(`mail "${kind}" has a bad payload: ${checked.error}`);
      const { person } = checked.mail;
      const personEmail = person.email.trim().toLowerCase();
      const recipients = checked.mail.recipients(mail);
      if (publicForm && recipients.to.length === 1 && recipients.to[0]!.toLowerCase() === personEmail) {
        if (!ledger.has(personEmail)) {
          const counted = await capLedger(db, [personEmail], now);
          ledger.set(personEmail, counted.get(personEmail)!);
        }
        const sent = ledger.get(personEmail)!;
        ledger.set(personEmail, sent + 1);
        if (sent >= PUBLIC_MAILS_PER_ADDRESS_PER_HOUR) {
          rows.push(null);
          continue;
        }
      }
      rows.push({
        // Time first: ids written in order land at the end of the unique index instead of all over it.
        message_id: `<${Date.now().toString(36)}.${randomUUID()}@${host}>`,
        template: kind,
        payload: JSON.stringify(checked.mail.payload),
        person_email: personEmail,
        person_reference: person.reference,
        to_address: recipients.to.join(","),
        cc_address: (recipients.cc ?? []).join(","),
        reply_to: (recipients.replyTo ?? []).join(","),
        next_attempt_at: createdAt,
        created_at: createdAt,
        client_ip: clientIp,
      });
    }
    const ids = await insertOutboxMails(
      db,
      rows.filter((r) => r !== null),
    );
    return rows.map((r) => (r === null ? null : ids.shift()!));
  }

  return {
    enqueueAll,
    capLedger,
    /** One mail, never held back by the public forms' cap: see enqueueAll. */
    async enqueue<K extends MailKindName>(
      db: Executor,
      kind: K,
      payload: PayloadOf<K>,
      options?: Omit<EnqueueOptions, "publicForm">,
    ): Promise<number> {
      const [id] = await enqueueAll(db, [mailOf(kind, payload)], options);
      return id!;
    },
  };
}
