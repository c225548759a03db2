import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The private links by which a job seeker follows an application or resume (docs/product.md §2.16,
 * docs/decisions/0060-application-status-links.md). Only the SHA-256 of a link's token is kept
 * (`token_hash`, hex, unique); `kind` says which table `application_id` points into. `issued_by` tells
 * the link made at submission from one mailed by "I lost my link", which is throttled per application.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable("application_links");
  await (
    pg
      ? table.addColumn("id", "serial", (c: any) => c.primaryKey())
      : table.addColumn("id", "integer", (c: any) => c.primaryKey().autoIncrement())
  )
    .addColumn("token_hash", "text", (c: any) => c.notNull().unique())
    .addColumn("kind", "text", (c: any) => c.notNull())
    .addColumn("application_id", "integer", (c: any) => c.notNull())
    .addColumn("issued_by", "text", (c: any) => c.notNull())
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .execute();
  // One application's links: removed together when retention erases it, and the lost-link throttle.
  await db.schema
    .createIndex("application_links_application_idx")
    .on("application_links")
    .columns(["kind", "application_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("application_links").execute();
}
