import { sql } from "kysely";
import type { Executor } from "../db/database";

/**
 * What the demo bookings hold about a person, as their export shows it and their erasure and the daily
 * retention round remove it (docs/product.md §10.5, §10.14, docs/decisions/0122-demo-and-lead-retention.md):
 * the address's bookings and requests, and its sales lead (one row per address, with sales' notes).
 */

/** A booking as a person's export shows it: everything but the hash of its private link's token. */
export async function heldDemoBookingsOf(db: Executor, emailKey: string) {
  return db
    .selectFrom("demo_bookings")
    .select([
      "id",
      "uid",
      "state",
      "products",
      "company",
      "name",
      "email",
      "phone",
      "country",
      "note",
      "start_at",
      "end_at",
      "sequence",
      "reminder_sent_at",
      "created_at",
      "updated_at",
      "client_ip",
      "notice_version",
    ])
    .where("email_key", "=", emailKey)
    .orderBy("id")
    .execute();
}

export type HeldDemoBooking = Awaited<ReturnType<typeof heldDemoBookingsOf>>[number];

/** The address's sales lead (status, owner, notes), with its owner's name; none, or one. */
export function heldLeadsOf(db: Executor, emailKey: string) {
  return db
    .selectFrom("demo_leads as l")
    .leftJoin("staff_users as u", "u.id", "l.owner_user_id")
    .select(["l.email_key", "l.status", "l.owner_user_id", "u.name as owner_name", "l.notes", "l.updated_at"])
    .where("l.email_key", "=", emailKey)
    .execute();
}

export type HeldLead = Awaited<ReturnType<typeof heldLeadsOf>>[number];

/** The address's booked demos that have not ended by `now`: an erasure cancels them first. */
export function futureDemosOf(db: Executor, emailKey: string, now: string) {
  return db
    .selectFrom("demo_bookings")
    .selectAll()
    .where("email_key", "=", emailKey)
    .where("state", "=", "booked")
    .where("end_at", ">", now)
    .orderBy("id")
    .execute();
}

/**
 * Deletes these bookings, the presenters' times they held, and the mails about them (found by the
 * booking's UID, their `person_reference`); answers how many bookings and mails, and the mails' rows
 * (their .eml files go too).
 */
export async function deleteDemoBookings(db: Executor, bookings: readonly { id: number; uid: string }[]) {
  if (bookings.length === 0) return { bookings: 0, mails: [] };
  const ids = bookings.map((b) => b.id);
  const mails = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where(
      "person_reference",
      "in",
      bookings.map((b) => b.uid),
    )
    .execute();
  if (mails.length > 0)
    await db
      .deleteFrom("mail_outbox")
      .where(
        "id",
        "in",
        mails.map((m) => m.id),
      )
      .execute();
  await db.deleteFrom("demo_booking_presenters").where("booking_id", "in", ids).execute();
  const deleted = await db.deleteFrom("demo_bookings").where("id", "in", ids).executeTakeFirst();
  return { bookings: Number(deleted.numDeletedRows), mails };
}

/**
 * Deletes the address's lead, and turns the address in the audit rows of its changes (written before
 * they named it by pseudonym) into `pseudonym`, so the trail keeps that a lead changed, not whose.
 */
export async function deleteLead(db: Executor, emailKey: string, pseudonym: string): Promise<number> {
  await db
    .updateTable("audit_log")
    .set({ target_id: pseudonym })
    .where("target_type", "=", "lead")
    .where("target_id", "=", emailKey)
    .execute();
  const deleted = await db.deleteFrom("demo_leads").where("email_key", "=", emailKey).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Up to `limit` bookings due for erasure: the demo's time (a request's: when it was sent) is before
 * `cutoff`, and so is the last change of the address's lead, if it has one.
 */
export function demoBookingsDueForRetention(db: Executor, cutoff: string, limit: number) {
  return (
    db
      .selectFrom("demo_bookings as b")
      .leftJoin("demo_leads as l", "l.email_key", "b.email_key")
      .select(["b.id", "b.uid", "b.email_key"])
      .where(sql<string>`coalesce(b.start_at, b.created_at)`, "<", cutoff)
      .where((eb) => eb.or([eb("l.updated_at", "is", null), eb("l.updated_at", "<", cutoff)]))
      // In the order of demo_bookings_retention_idx, so the range is read in order and the limit stops it.
      .orderBy(sql`coalesce(b.start_at, b.created_at)`)
      .orderBy("b.id")
      .limit(limit)
      .execute()
  );
}

/** Leads last changed before `cutoff` whose address has no booking left: their bookings were erased. */
export function leadsDueForRetention(db: Executor, cutoff: string) {
  return db
    .selectFrom("demo_leads as l")
    .select("l.email_key")
    .where("l.updated_at", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("demo_bookings as b").select("b.id").whereRef("b.email_key", "=", "l.email_key"))),
    )
    .execute();
}
