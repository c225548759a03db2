import type { Generated } from "kysely";
import type { Audit, Id } from "./common";

/** pending: waiting to be sent or retried; sent; failed: retried for 24 hours and given up. */
export type OutboxStatus = "pending" | "sent" | "failed";

/** One mail to send (docs/decisions/0032-mail-through-a-transactional-outbox.md). */
export type MailOutboxTable = Audit & {
  id: Id;
  /** The Message-ID header, `<…@…>`: the same on every attempt, so a resent mail is recognisable. */
  message_id: string;
  /** Which template renders it (server/mail/templates). */
  template: string;
  /** The template's data as JSON. */
  payload: string;
  /** Recipients, resolved when the mail was written; comma-separated, "" for none. */
  to_address: string;
  cc_address: Generated<string>;
  reply_to: Generated<string>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** When the worker may next take it: due now, after a retry delay, or after a claim's lease. */
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
};
