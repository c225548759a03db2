import { UNCONFIRMED_SIGN_UP_DAYS } from "~/domain/retention-periods";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { Db } from "../db/database";
import { deleteContactMessagesChangedBefore, deleteMailsOfKindsBefore } from "./contact-messages.repository";
import { deleteUnconfirmedJobAlertsBefore } from "../newsletter/job-alerts.repository";
import { deleteUnconfirmedSubscriptionsBefore } from "../newsletter/subscriptions.repository";
import { CONTACT_MAIL_KINDS } from "./contact.mail";
import { audit } from "../audit/audit";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages deleted per statement, so that no single transaction grows with the backlog. */
const BATCH = 500;

export type ContactErasureCounts = { messages: number; mails: number; signUps: number; jobAlerts: number };

/**
 * The retention the privacy policy promises for the marketing lists (docs/product.md §10.5): contact
 * messages `contactDays` after their last change, with the outbox's copies of them, and newsletter
 * sign-ups and job alerts never confirmed within UNCONFIRMED_SIGN_UP_DAYS. Deleting is idempotent, so two processes
 * running it at once erase each row once. One audit row records the counts when anything was erased.
 */
export async function eraseExpiredContactData(
  db: Db,
  { contactDays, now = new Date() }: { contactDays: number; now?: Date },
): Promise<ContactErasureCounts> {
  const contactCutoff = new Date(now.getTime() - contactDays * DAY_MS).toISOString();
  const signUpCutoff = new Date(now.getTime() - UNCONFIRMED_SIGN_UP_DAYS * DAY_MS).toISOString();
  const counts: ContactErasureCounts = { messages: 0, mails: 0, signUps: 0, jobAlerts: 0 };
  for (;;) {
    const deleted = await deleteContactMessagesChangedBefore(db, contactCutoff, BATCH);
    counts.messages += deleted;
    if (deleted < BATCH) break;
  }
  counts.mails = await deleteMailsOfKindsBefore(db, CONTACT_MAIL_KINDS, contactCutoff);
  counts.signUps = await deleteUnconfirmedSubscriptionsBefore(db, signUpCutoff);
  counts.jobAlerts = await deleteUnconfirmedJobAlertsBefore(db, signUpCutoff);
  if (counts.messages + counts.mails + counts.signUps + counts.jobAlerts > 0)
    await audit(db, {
      actor: { system: "retention" },
      action: AUDIT_ACTIONS.retentionErased,
      ip: null,
      at: now.toISOString(),
      target: { type: "marketing-lists", id: null },
      detail: counts,
    });
  return counts;
}
