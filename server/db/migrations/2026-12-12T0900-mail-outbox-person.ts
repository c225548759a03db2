import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The person a mail concerns becomes columns of the outbox (docs/decisions/0091-mail-kinds-and-the-person-of-a-mail.md):
 * `person_email`, their address lower-cased, and `person_reference`, the application or resume it is
 * about (A-000017, R-000006) or null. A person's export and erasure look them up instead of matching
 * text inside the JSON payload; the public forms' hourly cap counts by address and time.
 *
 * Rows already written are filled from their payloads: every kind's payload had the person's `email`,
 * and the careers kinds their `reference`. "I lost my link" mails now list every application of the
 * address in one mail; a row written before, about one application, is rewritten to that shape with a
 * list of one, and like the new ones it concerns the address, not one reference.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("person_email", "text", (c: any) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("person_reference", "text").execute();

  const field = (name: string) => (pg ? sql`(payload::json ->> ${name})` : sql`json_extract(payload, ${`$.${name}`})`);
  await sql`update mail_outbox set person_email = lower(coalesce(${field("email")}, '')), person_reference = ${field("reference")}`.execute(
    db,
  );

  const links = await db
    .selectFrom("mail_outbox")
    .select(["id", "payload"])
    .where("template", "=", "application-link")
    .execute();
  for (const row of links) {
    const { email, reference, job, statusSeed } = JSON.parse(row.payload as string);
    const payload = JSON.stringify({ email, applications: [{ reference, job, statusSeed }] });
    await db.updateTable("mail_outbox").set({ payload, person_reference: null }).where("id", "=", row.id).execute();
  }

  // A person's mails, and the cap's count of an address's mails in the last hour.
  await db.schema
    .createIndex("mail_outbox_person_email_idx")
    .on("mail_outbox")
    .columns(["person_email", "created_at"])
    .execute();
  // The mails about one application or resume.
  await db.schema
    .createIndex("mail_outbox_person_reference_idx")
    .on("mail_outbox")
    .column("person_reference")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_person_reference_idx").ifExists().execute();
  await db.schema.dropIndex("mail_outbox_person_email_idx").ifExists().execute();
  await db.schema.alterTable("mail_outbox").dropColumn("person_reference").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("person_email").execute();
}
