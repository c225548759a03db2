import { sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The outbox's claims read one index that answers them in order on both engines (docs/decisions/0125):
 * (issue_id, status, next_attempt_at, id). A claim names its issue (or `issue_id is null`) and the
 * pending status as equalities, so the due rows come out oldest first and the LIMIT stops the scan; no
 * partial index (SQLite cannot use one when the status is a bound parameter) and no sort of a whole
 * send. It replaces the (issue_id, status) index of a send's progress, which its first two columns serve.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("mail_outbox_claim_idx")
    .on("mail_outbox")
    .columns(["issue_id", "status", "next_attempt_at", "id"])
    .execute();
  await db.schema.dropIndex("mail_outbox_issue_status_idx").execute();
  await db.schema.dropIndex("mail_outbox_due_bulk_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("mail_outbox_issue_status_idx")
    .on("mail_outbox")
    .columns(["issue_id", "status"])
    .execute();
  await sql`create index mail_outbox_due_bulk_idx on mail_outbox (next_attempt_at, id) where status = 'pending' and issue_id is not null`.execute(
    db,
  );
  await db.schema.dropIndex("mail_outbox_claim_idx").execute();
}
