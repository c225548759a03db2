import { sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Jobs are edited in the staff console (docs/product.md §10.6): each says when it last changed and who
 * changed it (the person's e-mail then; null for the seed). Existing jobs last changed when created.
 * The console counts each job's applications, so they are found by job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("jobs").addColumn("updated_at", "text").execute();
  await db.schema.alterTable("jobs").addColumn("updated_by", "text").execute();
  await sql`update jobs set updated_at = created_at`.execute(db);
  await db.schema.createIndex("job_applications_job_code_idx").on("job_applications").column("job_code").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("job_applications_job_code_idx").execute();
  await db.schema.alterTable("jobs").dropColumn("updated_by").execute();
  await db.schema.alterTable("jobs").dropColumn("updated_at").execute();
}
