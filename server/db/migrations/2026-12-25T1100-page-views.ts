import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/** The tables that record what brought the visitor who sent them (docs/decisions/0169-first-party-page-views.md). */
const SUBMISSION_TABLES = [
  "demo_bookings",
  "contact_messages",
  "subscriptions",
  "job_alerts",
  "candidates",
  "job_applications",
];
const TOUCH_COLUMNS = ["first_landing_path", "first_referrer_host", "first_source", "first_medium", "first_campaign"];

/**
 * First-party page views (decision 0169): the raw views of the last days, their daily totals after, the
 * salt of the day's visitor hashes (deleted when the day is over), and each submission's first touch.
 * In the view tables an empty text means "none", so that the daily totals have one unique key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_views")
    // YYYY-MM-DD in the company's time zone: the day of the visitor hash's salt.
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("medium", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("campaign", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("referrer_host", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("visitor_hash", "text", (c) => c.notNull())
    .execute();
  // One visitor's views of a day (a form's first touch), and a day's views (totals, reports).
  await db.schema
    .createIndex("page_views_visitor_idx")
    .on("page_views")
    .columns(["day", "visitor_hash", "viewed_at"])
    .execute();
  await db.schema.createIndex("page_views_source_idx").on("page_views").columns(["day", "source"]).execute();

  await db.schema
    .createTable("page_view_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("medium", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .execute();
  // A day is folded once: a second process folding the same day adds nothing (insert … on conflict do nothing).
  await db.schema
    .createIndex("page_view_days_key_idx")
    .on("page_view_days")
    .columns(["day", "path", "source", "medium", "campaign", "referrer_host", "device"])
    .unique()
    .execute();
  await db.schema.createIndex("page_view_days_source_idx").on("page_view_days").columns(["source", "day"]).execute();

  await db.schema
    .createTable("visitor_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();

  for (const table of SUBMISSION_TABLES)
    for (const column of TOUCH_COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
  // HR filters the inbox by source.
  await db.schema.createIndex("job_applications_source_idx").on("job_applications").column("first_source").execute();
  await db.schema.createIndex("candidates_source_idx").on("candidates").column("first_source").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("candidates_source_idx").execute();
  await db.schema.dropIndex("job_applications_source_idx").execute();
  for (const table of SUBMISSION_TABLES)
    for (const column of TOUCH_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  await db.schema.dropTable("visitor_salts").execute();
  await db.schema.dropTable("page_view_days").execute();
  await db.schema.dropTable("page_views").execute();
}
