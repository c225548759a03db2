import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Each finished day's views summed per report grouping (docs/decisions/0176): the reports read these
 * instead of a million raw rows. `grouping` names the columns summed by ("day", "path",
 * "source,medium,campaign", "referrer_host"); the others hold "". A day is summarised once (the unique key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_view_summaries")
    .addColumn("grouping", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("medium", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("page_view_summaries_key_idx")
    .on("page_view_summaries")
    .columns(["grouping", "day", "path", "source", "medium", "campaign", "referrer_host"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_view_summaries").execute();
}
