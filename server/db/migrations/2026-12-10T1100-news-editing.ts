import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.
// News edited in the console (docs/product.md §10.7): each story's working copy stays in `news`; every
// published version is a row of `news_revisions`, and `news.live_revision_id` names the one the public
// sees from `news.publish_at` on. Uploaded pictures are stored resized, one row per width.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idColumn = (name: string) => (t: any) =>
    pg
      ? t.addColumn(name, "serial", (c: any) => c.primaryKey())
      : t.addColumn(name, "integer", (c: any) => c.primaryKey().autoIncrement());
  const bytes = pg ? sql`bytea` : sql`blob`;

  await idColumn("id")(db.schema.createTable("news_images"))
    // The sha256 of the uploaded bytes (hex): the same picture uploaded twice is stored once.
    .addColumn("sha256", "text", (c: any) => c.notNull().unique())
    // The widths stored, ascending, comma-separated ("320,640,1280").
    .addColumn("widths", "text", (c: any) => c.notNull())
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .execute();

  await db.schema
    .createTable("stored_files")
    // The address part of the file ("3f9a…-640.webp"): unique, derived from its content.
    .addColumn("key", "text", (c: any) => c.primaryKey())
    .addColumn("content_type", "text", (c: any) => c.notNull())
    .addColumn("size", "integer", (c: any) => c.notNull())
    .addColumn("bytes", bytes, (c: any) => c.notNull())
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .execute();

  await idColumn("id")(db.schema.createTable("news_revisions"))
    .addColumn("news_code", "integer", (c: any) => c.notNull().references("news.code").onDelete("cascade"))
    .addColumn("title", "text", (c: any) => c.notNull())
    .addColumn("description", "text", (c: any) => c.notNull())
    .addColumn("news_date", "text", (c: any) => c.notNull())
    .addColumn("image_url", "text", (c: any) => c.notNull())
    .addColumn("image_id", "integer", (c: any) => c.references("news_images.id"))
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("created_by", "text", (c: any) => c.notNull())
    .addColumn("note", "text", (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex("news_revisions_story_idx").on("news_revisions").columns(["news_code", "id"]).execute();

  await db.schema.alterTable("news").addColumn("image_id", "integer").execute();
  await db.schema.alterTable("news").addColumn("live_revision_id", "integer").execute();
  await db.schema.alterTable("news").addColumn("publish_at", "text").execute();
  await db.schema.createIndex("news_publish_at_idx").on("news").column("publish_at").execute();

  // Every story stored so far was public: it becomes published, its text the first revision.
  await sql`insert into news_revisions (news_code, title, description, news_date, image_url, image_id, created_at, created_by, note)
    select code, title, description, news_date, image_url, null, updated_at, 'system: before the console', 'Published'
    from news order by code`.execute(db);
  await sql`update news set
    live_revision_id = (select max(r.id) from news_revisions r where r.news_code = news.code),
    publish_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("news_publish_at_idx").ifExists().execute();
  for (const column of ["publish_at", "live_revision_id", "image_id"])
    await db.schema.alterTable("news").dropColumn(column).execute();
  await db.schema.dropTable("news_revisions").ifExists().execute();
  await db.schema.dropTable("stored_files").ifExists().execute();
  await db.schema.dropTable("news_images").ifExists().execute();
}
