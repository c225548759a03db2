import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The console's home page says what arrived since a person's last visit (docs/product.md §10.12): when
 * they last opened it (`home_seen_at`) and the moment their current visit counts from
 * (`home_counts_since`: when they had last opened it before this visit began).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("home_seen_at", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("home_counts_since", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("home_counts_since").execute();
  await db.schema.alterTable("staff_users").dropColumn("home_seen_at").execute();
}
