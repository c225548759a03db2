import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { Db } from "../db/database";
import {
  deleteDemoBookings,
  deleteLead,
  demoBookingsDueForRetention,
  leadsDueForRetention,
} from "./demo-personal-data.repository";
import type { HeldMail } from "../privacy/people.repository";
import { tryTransactionLock } from "../privacy/erasure.repository";
import { removeMailFiles } from "../mail/mail-files";
import { audit } from "../audit/audit";
import { addressPseudonym } from "../privacy/erase-person";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bookings deleted per transaction, so that no single transaction grows with the backlog. */
const BATCH = 200;
/** The PostgreSQL advisory lock of the demo part of a retention round ("demos" in ASCII). */
const LOCK_KEY = 0x64_65_6d_6f_73;

export type DemoErasureCounts = { demoBookings: number; leads: number; mails: number };

/**
 * The retention the /demo notice and the privacy policy promise (docs/decisions/0122-demo-and-lead-retention.md):
 * a demo booking or request is erased, with its mails, `demoDays` after the demo's time (a request's: when
 * it was sent) once its address's sales lead has not changed for as long either; a lead is erased when its
 * address has no booking left and it has not changed for `demoDays`. Its old audit rows keep the lead's
 * pseudonym, not its address. Two processes running it at once erase each row once (on PostgreSQL one
 * takes an advisory lock per batch and the other stops; SQLite writes one transaction at a time); one
 * audit row records the counts when anything was erased.
 */
export async function eraseExpiredDemoData(
  db: Db,
  { demoDays, now = new Date(), mailFolder }: { demoDays: number; now?: Date; mailFolder?: string },
): Promise<DemoErasureCounts> {
  const cutoff = new Date(now.getTime() - demoDays * DAY_MS).toISOString();
  const counts: DemoErasureCounts = { demoBookings: 0, leads: 0, mails: 0 };
  const mails: HeldMail[] = [];
  for (;;) {
    const deleted = await db.transaction().execute(async (trx) => {
      // PostgreSQL: one process at a time deletes (another holding the lock is at it, and this one stops).
      if (!(await tryTransactionLock(trx, LOCK_KEY))) return null;
      const due = await demoBookingsDueForRetention(trx, cutoff, BATCH);
      const done = await deleteDemoBookings(trx, due);
      if (due.length < BATCH)
        for (const { email_key } of await leadsDueForRetention(trx, cutoff))
          counts.leads += await deleteLead(trx, email_key, addressPseudonym(email_key));
      return { ...done, more: due.length === BATCH };
    });
    if (!deleted) break;
    counts.demoBookings += deleted.bookings;
    counts.mails += deleted.mails.length;
    mails.push(...deleted.mails);
    if (!deleted.more) break;
  }
  if (counts.demoBookings + counts.leads > 0)
    await audit(db, {
      actor: { system: "retention" },
      action: AUDIT_ACTIONS.retentionErased,
      ip: null,
      at: now.toISOString(),
      target: { type: "demo-bookings", id: null },
      detail: counts,
    });
  if (mailFolder) await removeMailFiles(mailFolder, mails);
  return counts;
}
