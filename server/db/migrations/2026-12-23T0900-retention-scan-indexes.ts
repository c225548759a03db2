import { sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The daily retention rounds read ranges of these indexes instead of whole tables (docs/decisions/0129):
 * job alerts set before a cutoff and never confirmed (a partial index: the query says `confirmed_at is
 * null` as a literal, which both engines match); demo bookings by the moment their retention counts from,
 * the demo's time or, for a request, when it was sent (the query's own `coalesce`); sales leads by their
 * last change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("job_alerts_unconfirmed_idx")
    .on("job_alerts")
    .column("created_at")
    .where(sql.ref("confirmed_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("demo_bookings_retention_idx")
    .on("demo_bookings")
    .expression(sql`coalesce(start_at, created_at)`)
    .execute();
  await db.schema.createIndex("demo_leads_updated_idx").on("demo_leads").column("updated_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demo_leads_updated_idx").execute();
  await db.schema.dropIndex("demo_bookings_retention_idx").execute();
  await db.schema.dropIndex("job_alerts_unconfirmed_idx").execute();
}
