import { sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Newsletter double opt-in (docs/decisions/0034-newsletter-double-opt-in.md): a subscription counts once its
 * address confirmed it; the time of the last confirmation mail keeps a repeated form from flooding an inbox.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscriptions").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("confirmation_sent_at", "text").execute();
  // Addresses subscribed before double opt-in gave their consent under the rules of their day.
  await sql`update subscriptions set confirmed_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscriptions").dropColumn("confirmation_sent_at").execute();
  await db.schema.alterTable("subscriptions").dropColumn("confirmed_at").execute();
}
