import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The site's editable content (docs/decisions/0165-site-content-model.md): one row per entry of a content
 * type in one locale, holding its draft (JSON of the type's fields) and naming its published revision; the
 * revisions keep every published version. The locale column is there from the start so that a language
 * added later is rows, not a migration of every table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let entries = db.schema.createTable("content_entries");
  entries = pg
    ? entries.addColumn("id", "serial", (c) => c.primaryKey())
    : entries.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await entries
    // team-member, company-fact, … (app/domain/site-content/content-types.ts).
    .addColumn("type", "text", (c) => c.notNull())
    // Stable within its type and locale: the seed's names, or a slug made when marketing adds one.
    .addColumn("entry_key", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    // Where it stands in its type's list (ascending).
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    // JSON of the type's fields, as last saved.
    .addColumn("draft", "text", (c) => c.notNull())
    // Raised by every save: a save names the version it started from, and a newer one refuses it.
    .addColumn("draft_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("draft_saved_at", "text", (c) => c.notNull())
    .addColumn("draft_saved_by", "text", (c) => c.notNull())
    // The published revision; null while never published or taken off the site.
    .addColumn("live_revision_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("content_entries_key_idx")
    .on("content_entries")
    .columns(["type", "entry_key", "locale"])
    .unique()
    .execute();

  let revisions = db.schema.createTable("content_revisions");
  revisions = pg
    ? revisions.addColumn("id", "serial", (c) => c.primaryKey())
    : revisions.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await revisions
    .addColumn("entry_id", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Who published it: a staff member's address, or "system: …".
    .addColumn("created_by", "text", (c) => c.notNull())
    // "Published", "Restored from revision 3".
    .addColumn("note", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("content_revisions_entry_idx")
    .on("content_revisions")
    .columns(["entry_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_revisions").execute();
  await db.schema.dropTable("content_entries").execute();
}
