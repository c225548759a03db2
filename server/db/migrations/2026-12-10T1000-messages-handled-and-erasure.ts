import { sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Contact messages can be marked handled (who and when); wizard applications and resumes remember when
 * their personal data was erased (docs/product.md §10.5), so retention passes over them. A lower-cased
 * address index on messages answers "everything about this e-mail address" without reading the table
 * whole (applications and resumes have theirs from 2026-12-10T0900-application-inbox).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("handled_at", "text").execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("handled_by", "integer", (c: any) => c.references("staff_users.id"))
    .execute();
  for (const table of ["job_applications", "candidates"])
    await db.schema.alterTable(table).addColumn("erased_at", "text").execute();

  await db.schema
    .createIndex("contact_messages_email_key_idx")
    .on("contact_messages")
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("contact_messages_email_key_idx").ifExists().execute();
  for (const table of ["job_applications", "candidates"])
    await db.schema.alterTable(table).dropColumn("erased_at").execute();
  await db.schema.alterTable("contact_messages").dropColumn("handled_by").execute();
  await db.schema.alterTable("contact_messages").dropColumn("handled_at").execute();
}
