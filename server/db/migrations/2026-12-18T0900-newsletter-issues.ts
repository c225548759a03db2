import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Newsletter issues and their sending through the outbox (docs/decisions/0140-newsletter-sending-in-the-outbox.md).
 * An issue is written in the console and sent to every address confirmed when its send starts: one
 * outbox row per subscriber, written by one INSERT … SELECT. `issue_id` and `subscription_id` on the
 * outbox name the issue and the subscription a newsletter mail belongs to; their unique pair makes a send
 * repeated (twice pressed, or started again after a crash) write nothing new.
 *
 * Transactional mail is claimed apart from newsletter mail: each claim has its own partial index, so a
 * hundred thousand waiting newsletter rows never stand in the way of an application's confirmation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let issues = db.schema.createTable("newsletter_issues");
  issues = pg
    ? issues.addColumn("id", "serial", (c) => c.primaryKey())
    : issues.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await issues
    .addColumn("subject", "text", (c) => c.notNull())
    // The text in the news markup (app/domain/news-markup.ts).
    .addColumn("body", "text", (c) => c.notNull())
    // An uploaded picture (news_images), or null.
    .addColumn("image_id", "integer")
    // The story it was started from, or null.
    .addColumn("story_code", "integer")
    // draft, scheduled, sending, paused, cancelled, sent (app/domain/newsletter-issue.ts).
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    // When a scheduled issue is to be sent (ISO time).
    .addColumn("send_at", "text")
    // When its mails were written, and how many.
    .addColumn("queued_at", "text")
    .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("finished_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_issues_due_idx")
    .on("newsletter_issues")
    .columns(["status", "send_at"])
    .execute();

  await db.schema.alterTable("mail_outbox").addColumn("issue_id", "integer").execute();
  await db.schema.alterTable("mail_outbox").addColumn("subscription_id", "integer").execute();
  // One copy per issue and subscriber, however often the send runs (NULLs, transactional rows, never clash).
  await db.schema
    .createIndex("mail_outbox_issue_subscription_idx")
    .on("mail_outbox")
    .columns(["issue_id", "subscription_id"])
    .unique()
    .execute();
  // The two claims: transactional mail first, then newsletter mail (server/mail/mail-outbox.repository.ts).
  await sql`create index mail_outbox_due_transactional_idx on mail_outbox (next_attempt_at, id) where status = 'pending' and issue_id is null`.execute(
    db,
  );
  await sql`create index mail_outbox_due_bulk_idx on mail_outbox (next_attempt_at, id) where status = 'pending' and issue_id is not null`.execute(
    db,
  );
  // A send's progress: its mails by status.
  await db.schema
    .createIndex("mail_outbox_issue_status_idx")
    .on("mail_outbox")
    .columns(["issue_id", "status"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    "mail_outbox_issue_status_idx",
    "mail_outbox_due_bulk_idx",
    "mail_outbox_due_transactional_idx",
    "mail_outbox_issue_subscription_idx",
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.alterTable("mail_outbox").dropColumn("subscription_id").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("issue_id").execute();
  await db.schema.dropTable("newsletter_issues").ifExists().execute();
}
