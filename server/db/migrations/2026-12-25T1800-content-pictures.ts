import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Pictures marketing uploads for the site's content (docs/decisions/0183): one row per distinct picture (by
 * the hash of its upload), its size as stored, the name it was uploaded under and who uploaded it when. The
 * resized files themselves are in `stored_files`, as news pictures are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable("content_pictures");
  await (
    pg
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
  )
    .addColumn("sha256", "text", (c) => c.notNull().unique())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_pictures").execute();
}
