/** A mail's state in the outbox (docs/decisions/0032-mail-through-a-transactional-outbox.md). */
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
};

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);
}

/** One mail as the staff console lists it. */
export type OutboxEntry = {
  id: number;
  template: string;
  subject: string;
  to: string;
  cc: string;
  /** The person the mail concerns: their address (lower-cased) and the application or resume, if one. */
  personEmail: string;
  personReference: string | null;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  /** When it is next tried (pending), else null. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
};

/** Mails per page of the console's outbox. */
export const OUTBOX_PAGE_SIZE = 50;
