import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * A site content entry may be scheduled to publish its draft at a time (docs/decisions/0181): when, and who
 * scheduled it. Indexed, so the minute's check for what is due reads only those.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_entries").addColumn("publish_at", "text").execute();
  await db.schema.alterTable("content_entries").addColumn("publish_at_by", "text").execute();
  await db.schema.createIndex("content_entries_publish_at_idx").on("content_entries").column("publish_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("content_entries_publish_at_idx").execute();
  await db.schema.alterTable("content_entries").dropColumn("publish_at_by").execute();
  await db.schema.alterTable("content_entries").dropColumn("publish_at").execute();
}
