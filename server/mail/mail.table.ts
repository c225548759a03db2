import type { Generated } from "kysely";
import type { Audit, Id } from "../db/common-columns";

/** pending: waiting to be sent or retried; sent; failed: retried for 24 hours and given up. */
export type OutboxStatus = "pending" | "sent" | "failed";

/** One mail to send (docs/decisions/0032-mail-through-a-transactional-outbox.md). */
export type MailOutboxTable = Audit & {
  id: Id;
  /** The Message-ID header, `<…@…>`: the same on every attempt, so a resent mail is recognisable. */
  message_id: string;
  /** The mail's kind, which checks and renders it (server/mail-catalog.ts, from each capability's *.mail.ts); the column keeps its first name. */
  template: string;
  /** The kind's data as JSON, as its schema gave it back. */
  payload: string;
  /** The address of the person the mail concerns, lower-cased: how their export and erasure find it. */
  person_email: string;
  /** The application or resume it concerns (A-000017, R-000006); null when it concerns none in particular. */
  person_reference: string | null;
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
  /**
   * A newsletter mail's issue and subscription (null for every other mail): claimed after transactional
   * mail, and unique together, so an issue reaches each subscriber once (docs/decisions/0140).
   */
  issue_id: number | null;
  subscription_id: number | null;
};
