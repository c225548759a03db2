import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The visitor's country as the reverse proxy names it (docs/decisions/0186): a column of each raw view, kept
 * through the fold in the daily totals and summed per finished day for the reports, "" for none (so the
 * unique keys stay whole). The two unique keys take the column, or a day with two countries could not be
 * folded or summed.
 */
const TABLES = ["page_views", "page_view_days", "page_view_summaries"];
const DAYS_KEY = ["day", "path", "source", "medium", "campaign", "referrer_host", "device"];
const SUMMARIES_KEY = ["grouping", "day", "path", "source", "medium", "campaign", "referrer_host"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn("country", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  await db.schema.dropIndex("page_view_days_key_idx").execute();
  await db.schema
    .createIndex("page_view_days_key_idx")
    .on("page_view_days")
    .columns([...DAYS_KEY, "country"])
    .unique()
    .execute();
  await db.schema.dropIndex("page_view_summaries_key_idx").execute();
  await db.schema
    .createIndex("page_view_summaries_key_idx")
    .on("page_view_summaries")
    .columns([...SUMMARIES_KEY, "country"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("page_view_summaries_key_idx").execute();
  await db.schema
    .createIndex("page_view_summaries_key_idx")
    .on("page_view_summaries")
    .columns(SUMMARIES_KEY)
    .unique()
    .execute();
  await db.schema.dropIndex("page_view_days_key_idx").execute();
  await db.schema.createIndex("page_view_days_key_idx").on("page_view_days").columns(DAYS_KEY).unique().execute();
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("country").execute();
}
