import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Job alerts (docs/decisions/0141-job-alerts.md): a visitor's filter of the careers page and address,
 * confirmed by a link; each publication of a job is a row the alert task takes once (so editing or closing
 * a job never sends anything), and each job an alert was told of is a row (so a job reaches an alert once,
 * and a daily digest collects what waits).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return pg
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  };
  await withId("job_alerts")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    // The careers filter kept with it: words, place, experience level ("" for any).
    .addColumn("words", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("level", "text", (c) => c.notNull())
    // "immediate" or "daily".
    .addColumn("frequency", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("confirmation_sent_at", "text")
    .addColumn("last_digest_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("client_ip", "text")
    .execute();
  // One alert per address and filter: asking again changes its frequency, not the number of mails.
  await db.schema
    .createIndex("job_alerts_filter_idx")
    .on("job_alerts")
    .columns(["email_key", "words", "location", "level"])
    .unique()
    .execute();

  await withId("job_publications")
    .addColumn("job_code", "integer", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    // Null until the alert task has matched it against the alerts.
    .addColumn("processed_at", "text")
    .execute();
  await db.schema
    .createIndex("job_publications_todo_idx")
    .on("job_publications")
    .columns(["processed_at", "id"])
    .execute();

  await withId("job_alert_matches")
    .addColumn("alert_id", "integer", (c) => c.notNull().references("job_alerts.id").onDelete("cascade"))
    .addColumn("job_code", "integer", (c) => c.notNull())
    .addColumn("matched_at", "text", (c) => c.notNull())
    // When its mail (one job, or a digest) was written to the outbox; null while a digest waits.
    .addColumn("mailed_at", "text")
    .execute();
  await db.schema
    .createIndex("job_alert_matches_once_idx")
    .on("job_alert_matches")
    .columns(["alert_id", "job_code"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_alert_matches").ifExists().execute();
  await db.schema.dropTable("job_publications").ifExists().execute();
  await db.schema.dropTable("job_alerts").ifExists().execute();
}
