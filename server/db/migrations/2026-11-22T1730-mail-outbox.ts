import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The transactional outbox (docs/decisions/0032-mail-through-a-transactional-outbox.md): one row per mail,
 * written in the transaction of the submission that causes it, sent later by a worker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let outbox = db.schema.createTable("mail_outbox");
  outbox = pg
    ? outbox.addColumn("id", "serial", (c) => c.primaryKey())
    : outbox.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await outbox
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("cc_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("reply_to", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("client_ip", "text")
    .execute();
  // The worker's question: which pending mails are due?
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").ifExists().execute();
}
