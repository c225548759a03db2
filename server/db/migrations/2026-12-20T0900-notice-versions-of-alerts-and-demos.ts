import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Job alerts and demo bookings (and requests) remember the version of the privacy notice they were sent
 * under, as every other submission does (docs/product.md §2.18, §10.10); rows from before have none (null).
 */
const TABLES = ["job_alerts", "demo_bookings"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn("notice_version", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("notice_version").execute();
}
