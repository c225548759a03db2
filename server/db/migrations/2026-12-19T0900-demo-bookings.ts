import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Booking a demo (docs/product.md §2.20, §10.9): the settings (one row), who presents which products and
 * when they work, the bookings and requests, which presenters each booking takes, and the leads' status.
 * Times are ISO text (UTC), as everywhere else; lists are JSON text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = (t: any) =>
    pg
      ? t.addColumn("id", "serial", (c: any) => c.primaryKey())
      : t.addColumn("id", "integer", (c: any) => c.primaryKey().autoIncrement());

  await db.schema
    .createTable("demo_settings")
    .addColumn("id", "integer", (c: any) => c.primaryKey())
    .addColumn("demo_minutes", "integer", (c: any) => c.notNull())
    .addColumn("holidays", "text", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .execute();
  await db
    .insertInto("demo_settings")
    .values({ id: 1, demo_minutes: 45, holidays: "[]", updated_at: new Date(0).toISOString() })
    .execute();

  await db.schema
    .createTable("demo_presenters")
    .addColumn("staff_user_id", "integer", (c: any) => c.primaryKey())
    .addColumn("products", "text", (c: any) => c.notNull())
    .addColumn("hours", "text", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable("demo_bookings"))
    .addColumn("uid", "text", (c: any) => c.notNull().unique())
    .addColumn("token_hash", "text", (c: any) => c.notNull().unique())
    .addColumn("state", "text", (c: any) => c.notNull())
    .addColumn("products", "text", (c: any) => c.notNull())
    .addColumn("company", "text", (c: any) => c.notNull())
    .addColumn("name", "text", (c: any) => c.notNull())
    .addColumn("email", "text", (c: any) => c.notNull())
    .addColumn("email_key", "text", (c: any) => c.notNull())
    .addColumn("phone", "text", (c: any) => c.notNull())
    .addColumn("country", "text", (c: any) => c.notNull())
    .addColumn("note", "text", (c: any) => c.notNull())
    .addColumn("start_at", "text")
    .addColumn("end_at", "text")
    .addColumn("sequence", "integer", (c: any) => c.notNull().defaultTo(0))
    .addColumn("reminder_sent_at", "text")
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("client_ip", "text")
    .execute();
  await db.schema.createIndex("demo_bookings_start_idx").on("demo_bookings").columns(["state", "start_at"]).execute();
  await db.schema.createIndex("demo_bookings_email_idx").on("demo_bookings").columns(["email_key"]).execute();

  // A booked demo's presenters. Unique by person and start: of two bookings racing for one time, the
  // second insert fails, whatever the engine and however many processes.
  await db.schema
    .createTable("demo_booking_presenters")
    .addColumn("booking_id", "integer", (c: any) => c.notNull())
    .addColumn("staff_user_id", "integer", (c: any) => c.notNull())
    .addColumn("start_at", "text", (c: any) => c.notNull())
    .addColumn("end_at", "text", (c: any) => c.notNull())
    .execute();
  await db.schema
    .createIndex("demo_booking_presenters_slot_idx")
    .on("demo_booking_presenters")
    .columns(["staff_user_id", "start_at"])
    .unique()
    .execute();
  await db.schema
    .createIndex("demo_booking_presenters_booking_idx")
    .on("demo_booking_presenters")
    .columns(["booking_id"])
    .execute();

  await db.schema
    .createTable("demo_leads")
    .addColumn("email_key", "text", (c: any) => c.primaryKey())
    .addColumn("status", "text", (c: any) => c.notNull())
    .addColumn("owner_user_id", "integer")
    .addColumn("notes", "text", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["demo_leads", "demo_booking_presenters", "demo_bookings", "demo_presenters", "demo_settings"])
    await db.schema.dropTable(t).execute();
}
