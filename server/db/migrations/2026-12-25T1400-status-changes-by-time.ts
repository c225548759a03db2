import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The hiring report's time in each stage (docs/decisions/0175) reads the moves made in a period: one range
 * of this index per kind, instead of every move ever made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("application_status_changes_at_idx")
    .on("application_status_changes")
    .columns(["kind", "at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("application_status_changes_at_idx").execute();
}
