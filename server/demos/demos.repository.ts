import { PostgresAdapter, sql, type Insertable, type Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { DemoBookingsTable, DemoLeadsTable } from "./demos.table";
import type { FirstTouched } from "../db/common-columns";

export type DemoBookingRow = Selectable<DemoBookingsTable>;
export type NewDemoBooking = Insertable<DemoBookingsTable>;

export function readDemoSettings(db: Executor) {
  return db.selectFrom("demo_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

export async function updateDemoSettings(
  db: Executor,
  values: { demo_minutes: number; holidays: string; updated_at: string },
) {
  await db.updateTable("demo_settings").set(values).where("id", "=", 1).execute();
}

/** Every presenter with their name and address; disabled accounts are left out (they present nothing). */
export function listDemoPresenters(db: Executor) {
  return db
    .selectFrom("demo_presenters as p")
    .innerJoin("staff_users as u", "u.id", "p.staff_user_id")
    .where("u.disabled_at", "is", null)
    .select(["p.staff_user_id", "p.products", "p.hours", "u.name", "u.email"])
    .orderBy("u.name")
    .execute();
}

export async function upsertDemoPresenter(
  db: Executor,
  row: { staff_user_id: number; products: string; hours: string; updated_at: string },
) {
  await db
    .insertInto("demo_presenters")
    .values(row)
    .onConflict((oc) =>
      oc.column("staff_user_id").doUpdateSet({ products: row.products, hours: row.hours, updated_at: row.updated_at }),
    )
    .execute();
}

export async function deleteDemoPresenter(db: Executor, staffUserId: number): Promise<boolean> {
  const r = await db.deleteFrom("demo_presenters").where("staff_user_id", "=", staffUserId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * PostgreSQL: holds the presenters' rows until the transaction ends, so two bookings that would overlap
 * for one person (different starts, which the unique index cannot see) are checked one after the other.
 * SQLite's writers are one at a time already.
 */
export async function lockDemoPresenters(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0 || !(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db
    .selectFrom("demo_presenters")
    .select("staff_user_id")
    .where("staff_user_id", "in", ids)
    .forUpdate()
    .execute();
}

/** The presenters' booked demos overlapping [from, to), as busy intervals; `except` a booking being moved. */
export function demoBusyIntervals(db: Executor, ids: readonly number[], from: string, to: string, except?: number) {
  if (ids.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom("demo_booking_presenters")
    .select(["staff_user_id", "start_at", "end_at"])
    .where("staff_user_id", "in", ids)
    .where("start_at", "<", to)
    .where("end_at", ">", from);
  if (except !== undefined) q = q.where("booking_id", "!=", except);
  return q.execute();
}

export async function insertDemoBooking(db: Executor, row: NewDemoBooking): Promise<number> {
  const r = await db.insertInto("demo_bookings").values(row).returning("id").executeTakeFirstOrThrow();
  return r.id;
}

export async function assignDemoPresenters(
  db: Executor,
  bookingId: number,
  presenterIds: readonly number[],
  startAt: string,
  endAt: string,
) {
  await db.deleteFrom("demo_booking_presenters").where("booking_id", "=", bookingId).execute();
  if (presenterIds.length === 0) return;
  await db
    .insertInto("demo_booking_presenters")
    .values(presenterIds.map((id) => ({ booking_id: bookingId, staff_user_id: id, start_at: startAt, end_at: endAt })))
    .execute();
}

export function findDemoBookingByTokenHash(db: Executor, tokenHash: string) {
  return db.selectFrom("demo_bookings").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/**
 * The private link's seed of a booking, as its invitations keep it in the outbox (the booking keeps only
 * its token's hash): the first one written, or null when none carries one (its first invitation held back
 * by the hourly cap, or written before seeds).
 */
export async function invitationSeedOf(db: Executor, uid: string): Promise<string | null> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select("payload")
    .where("person_reference", "=", uid)
    .where("template", "=", "demo-invitation")
    .orderBy("id")
    .execute();
  for (const r of rows) {
    const seed = (JSON.parse(r.payload) as { seed?: unknown }).seed;
    if (typeof seed === "string" && seed !== "") return seed;
  }
  return null;
}

/** Who booked the demos still to come (not ended by `now`): each one's client address and e-mail. */
export function futureDemoSources(db: Executor, now: string) {
  return db
    .selectFrom("demo_bookings")
    .select(["client_ip", "email_key"])
    .where("state", "=", "booked")
    .where("end_at", ">", now)
    .execute();
}

export function demoBookingPresenters(db: Executor, bookingId: number) {
  return db
    .selectFrom("demo_booking_presenters as b")
    .innerJoin("staff_users as u", "u.id", "b.staff_user_id")
    .select(["u.id", "u.name", "u.email"])
    .where("b.booking_id", "=", bookingId)
    .orderBy("u.id")
    .execute();
}

export async function updateDemoBooking(
  db: Executor,
  id: number,
  values: Partial<
    Pick<DemoBookingRow, "state" | "start_at" | "end_at" | "sequence" | "reminder_sent_at" | "updated_at">
  >,
) {
  await db.updateTable("demo_bookings").set(values).where("id", "=", id).execute();
}

/** Booked demos starting in [from, to) whose reminder has not been written. */
export function demosDueForReminder(db: Executor, from: string, to: string) {
  return db
    .selectFrom("demo_bookings")
    .selectAll()
    .where("state", "=", "booked")
    .where("reminder_sent_at", "is", null)
    .where("start_at", ">=", from)
    .where("start_at", "<", to)
    .orderBy("start_at")
    .limit(100)
    .execute();
}

/**
 * Marks a demo's reminder written, if nobody has: true for the one caller (of however many processes)
 * that should write it, in the same transaction.
 */
export async function claimDemoReminder(db: Executor, id: number, sequence: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable("demo_bookings")
    .set({ reminder_sent_at: at })
    .where("id", "=", id)
    .where("sequence", "=", sequence)
    .where("reminder_sent_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Booked demos from `from` on, soonest first, with their presenters' names. */
export async function upcomingDemos(db: Executor, from: string, limit: number) {
  const rows = await db
    .selectFrom("demo_bookings")
    .selectAll()
    .where("state", "=", "booked")
    .where("end_at", ">", from)
    .orderBy("start_at")
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.id);
  const people =
    ids.length === 0
      ? []
      : await db
          .selectFrom("demo_booking_presenters as b")
          .innerJoin("staff_users as u", "u.id", "b.staff_user_id")
          .select(["b.booking_id", "u.name"])
          .where("b.booking_id", "in", ids)
          .execute();
  return rows.map((r) => ({ ...r, presenters: people.filter((p) => p.booking_id === r.id).map((p) => p.name) }));
}

type Booking = Selectable<DemoBookingsTable>;
type LeadNotes = Selectable<DemoLeadsTable>;

/**
 * One lead: an address that booked or asked for a demo, or wrote to us, with what we know of it, and what
 * its latest booking or request asked for (products as a JSON list, the demo's start, null for a request).
 * A lead always has a booking (the query keeps no other), so its latest row is one: the columns are typed
 * from demo_bookings' own, and the notes' from demo_leads' (null when no one has written any).
 */
export type LeadRow = Pick<Booking, "email_key" | "email" | "name" | "company" | "phone" | "country" | "note"> & {
  bookings: number;
  messages: number;
  last_at: Booking["created_at"];
  latest_state: Booking["state"];
  latest_products: Booking["products"];
  latest_start_at: Booking["start_at"];
  owner_name: string | null;
} & { [C in "status" | "owner_user_id" | "notes"]: LeadNotes[C] | null } & FirstTouched;

/**
 * The leads: demo bookings and contact messages joined by lower-cased address, newest contact first. The
 * name and company are the latest booking's (a contact message has no company), else the latest message's
 * name; the latest booking's products, time, phone, country and note come with it. Its source is the first
 * touch of its earliest booking or message that has one (server/insights, decision 0169).
 */
export async function listLeads(db: Executor, limit: number): Promise<LeadRow[]> {
  const rows = await sql<LeadRow>`
    with contacts as (
      select email_key, email, name, company, created_at, 1 as is_booking,
             state, products, start_at, phone, country, note,
             first_landing_path, first_referrer_host, first_source, first_medium, first_campaign
      from demo_bookings
      union all
      select lower(email), email, name, '', created_at, 0, null, null, null, null, null, null,
             first_landing_path, first_referrer_host, first_source, first_medium, first_campaign
      from contact_messages
    ),
    sourced as (
      select email_key, first_landing_path, first_referrer_host, first_source, first_medium, first_campaign,
             row_number() over (partition by email_key order by created_at) as sn
      from contacts where first_landing_path is not null
    ),
    ranked as (
      select c.*, row_number() over (partition by email_key order by is_booking desc, created_at desc) as rn
      from contacts c
    ),
    totals as (
      select email_key, sum(is_booking) as bookings, count(*) - sum(is_booking) as messages,
             max(created_at) as last_at
      from contacts group by email_key
    )
    select r.email_key, r.email, r.name, r.company, t.bookings, t.messages, t.last_at,
           l.status, l.owner_user_id, u.name as owner_name, l.notes,
           r.state as latest_state, r.products as latest_products, r.start_at as latest_start_at,
           r.phone, r.country, r.note,
           s.first_landing_path, s.first_referrer_host, s.first_source, s.first_medium, s.first_campaign
    from ranked r
    join totals t on t.email_key = r.email_key
    left join sourced s on s.email_key = r.email_key and s.sn = 1
    left join demo_leads l on l.email_key = r.email_key
    left join staff_users u on u.id = l.owner_user_id
    where r.rn = 1 and t.bookings > 0
    order by t.last_at desc, r.email_key
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ ...r, bookings: Number(r.bookings), messages: Number(r.messages) }));
}

export function findLead(db: Executor, emailKey: string) {
  return db.selectFrom("demo_leads").selectAll().where("email_key", "=", emailKey).executeTakeFirst();
}

export async function upsertLead(db: Executor, row: Selectable<DemoLeadsTable>) {
  await db
    .insertInto("demo_leads")
    .values(row)
    .onConflict((oc) =>
      oc.column("email_key").doUpdateSet({
        status: row.status,
        owner_user_id: row.owner_user_id,
        notes: row.notes,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** True when the address has booked or asked for a demo: only those are leads. */
export async function isDemoLead(db: Executor, emailKey: string): Promise<boolean> {
  const r = await db
    .selectFrom("demo_bookings")
    .select("id")
    .where("email_key", "=", emailKey)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}
