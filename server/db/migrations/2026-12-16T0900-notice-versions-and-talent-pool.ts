import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Each submission remembers the version of the privacy notice it was sent under (docs/product.md §10.10);
 * rows from before have none (null). Applications and resumes keep the talent-pool consent, "Keep my
 * resume for other openings for 12 months": when it was given, until when it holds (retention leaves the
 * row alone until then), and when the applicant withdrew it (which also ends it).
 */
const SUBMISSION_TABLES = ["job_applications", "candidates", "contact_messages", "subscriptions"];
const CONSENT_TABLES = ["job_applications", "candidates"];
const CONSENT_COLUMNS = ["talent_pool_consent_at", "talent_pool_until", "talent_pool_withdrawn_at"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SUBMISSION_TABLES)
    await db.schema.alterTable(table).addColumn("notice_version", "text").execute();
  for (const table of CONSENT_TABLES)
    for (const column of CONSENT_COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CONSENT_TABLES)
    for (const column of CONSENT_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  for (const table of SUBMISSION_TABLES) await db.schema.alterTable(table).dropColumn("notice_version").execute();
}
