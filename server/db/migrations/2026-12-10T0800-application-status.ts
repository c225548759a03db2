import { sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Every wizard application and general resume has a pipeline status (docs/product.md §10.2) and the time it
 * last changed (retention counts from it). Rows sent before the pipeline existed start as new.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["job_applications", "candidates"]) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (c: any) => c.notNull().defaultTo("new"))
      .execute();
    await db.schema.alterTable(table).addColumn("status_changed_at", "text").execute();
    await sql`update ${sql.table(table)} set status_changed_at = created_at`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["job_applications", "candidates"]) {
    await db.schema.alterTable(table).dropColumn("status_changed_at").execute();
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
}
