import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The hiring report (docs/product/insights.md §10.16) reads a period's job applications per job and per
 * source, and the applications hired in it, from index ranges that hold every column those queries use, so
 * the table's wide rows need not be read: SQLite reads such an index alone, PostgreSQL too once vacuum has
 * marked the table's pages all-visible (autovacuum does, soon after rows are written); until then it may still
 * scan the table. A plain multi-column index, as SQLite has no INCLUDE. The hires were a scan of every hired
 * application's row, whenever it was hired.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("job_applications_report_idx")
    .on("job_applications")
    .columns([
      "created_at",
      "job_code",
      "status",
      "first_landing_path",
      "first_source",
      "first_medium",
      "first_campaign",
    ])
    .execute();
  await db.schema
    .createIndex("job_applications_hired_idx")
    .on("job_applications")
    .columns(["status", "status_changed_at", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("job_applications_hired_idx").execute();
  await db.schema.dropIndex("job_applications_report_idx").execute();
}
