import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Every move of an application (or general resume) through the pipeline, and HR's internal notes on it
 * (docs/product.md §10.4). `kind` says which table `application_id` points into: "application"
 * (job_applications) or "resume" (candidates). The person is null for the system (a later withdrawal by
 * the applicant); the label names who it was either way. Times are ISO text, as everywhere else.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = (t: any) =>
    pg
      ? t.addColumn("id", "serial", (c: any) => c.primaryKey())
      : t.addColumn("id", "integer", (c: any) => c.primaryKey().autoIncrement());

  await idColumn(db.schema.createTable("application_status_changes"))
    .addColumn("kind", "text", (c: any) => c.notNull())
    .addColumn("application_id", "integer", (c: any) => c.notNull())
    .addColumn("at", "text", (c: any) => c.notNull())
    .addColumn("actor_user_id", "integer")
    .addColumn("actor_label", "text", (c: any) => c.notNull())
    .addColumn("from_status", "text", (c: any) => c.notNull())
    .addColumn("to_status", "text", (c: any) => c.notNull())
    .addColumn("note", "text", (c: any) => c.notNull().defaultTo(""))
    .execute();
  // One application's history, in order: one range of this index.
  await db.schema
    .createIndex("application_status_changes_application_idx")
    .on("application_status_changes")
    .columns(["kind", "application_id", "id"])
    .execute();

  await idColumn(db.schema.createTable("application_notes"))
    .addColumn("kind", "text", (c: any) => c.notNull())
    .addColumn("application_id", "integer", (c: any) => c.notNull())
    .addColumn("at", "text", (c: any) => c.notNull())
    .addColumn("author_user_id", "integer")
    .addColumn("author_label", "text", (c: any) => c.notNull())
    .addColumn("body", "text", (c: any) => c.notNull())
    .execute();
  await db.schema
    .createIndex("application_notes_application_idx")
    .on("application_notes")
    .columns(["kind", "application_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("application_notes").execute();
  await db.schema.dropTable("application_status_changes").execute();
}
