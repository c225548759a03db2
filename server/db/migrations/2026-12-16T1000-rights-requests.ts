import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Requests about a person's data made on the rights page without a status link (docs/product.md §2.19,
 * §10.11): who asked, what for, and, once staff answered it, who and when, with a note. Listed newest first
 * (by id); an address index finds a person's requests for their export.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable("rights_requests");
  await (
    pg
      ? table.addColumn("id", "serial", (c: any) => c.primaryKey())
      : table.addColumn("id", "integer", (c: any) => c.primaryKey().autoIncrement())
  )
    .addColumn("name", "text", (c: any) => c.notNull())
    .addColumn("email", "text", (c: any) => c.notNull())
    .addColumn("kind", "text", (c: any) => c.notNull())
    .addColumn("details", "text", (c: any) => c.notNull())
    .addColumn("ip_address", "text", (c: any) => c.notNull())
    .addColumn("browser_info", "text", (c: any) => c.notNull())
    .addColumn("notice_version", "text")
    .addColumn("answered_at", "text")
    .addColumn("answered_by", "integer", (c: any) => c.references("staff_users.id"))
    .addColumn("answer_note", "text")
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("client_ip", "text")
    .execute();
  await db.schema
    .createIndex("rights_requests_email_key_idx")
    .on("rights_requests")
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rights_requests").execute();
}
