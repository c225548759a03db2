import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Redirects marketing sets when a page moves (docs/decisions/0168-redirects-and-contact-details.md): one row
 * per old address, normalised (lower case, no trailing slash), unique, so an address is sent one way only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable("redirects");
  table = pg
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn("from_path", "text", (c) => c.notNull())
    // A site path (with its query and fragment, if any) or an http(s) address.
    .addColumn("to_target", "text", (c) => c.notNull())
    // 301 or 302.
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addColumn("saved_by", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("redirects_from_path_idx").on("redirects").column("from_path").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("redirects").execute();
}
