import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.
// Staff accounts, their sessions and one-time links, TOTP recovery codes, and the audit trail
// (docs/decisions/0022-staff-sessions-and-sign-in.md). Times are ISO text, as everywhere else.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idColumn = (name: string) => (t: any) =>
    pg
      ? t.addColumn(name, "serial", (c: any) => c.primaryKey())
      : t.addColumn(name, "integer", (c: any) => c.primaryKey().autoIncrement());

  await idColumn("id")(db.schema.createTable("staff_users"))
    .addColumn("email", "text", (c: any) => c.notNull())
    // Lower-cased address: unique, so one person cannot hold two accounts by changing letter case.
    .addColumn("email_key", "text", (c: any) => c.notNull().unique())
    .addColumn("name", "text", (c: any) => c.notNull())
    .addColumn("role", "text", (c: any) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("disabled_at", "text")
    .addColumn("password_changed_at", "text")
    .addColumn("totp_secret", "text")
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "text", (c: any) => c.primaryKey())
    .addColumn("user_id", "integer", (c: any) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("last_seen_at", "text", (c: any) => c.notNull())
    .addColumn("expires_at", "text", (c: any) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_user_idx").on("staff_sessions").column("user_id").execute();

  await db.schema
    .createTable("staff_tokens")
    .addColumn("token_hash", "text", (c: any) => c.primaryKey())
    .addColumn("purpose", "text", (c: any) => c.notNull())
    .addColumn("user_id", "integer", (c: any) => c.references("staff_users.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("role", "text")
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("expires_at", "text", (c: any) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_tokens_user_idx").on("staff_tokens").column("user_id").execute();

  await idColumn("id")(db.schema.createTable("staff_recovery_codes"))
    .addColumn("user_id", "integer", (c: any) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c: any) => c.notNull())
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_recovery_codes_user_idx").on("staff_recovery_codes").column("user_id").execute();

  await idColumn("id")(db.schema.createTable("audit_log"))
    .addColumn("at", "text", (c: any) => c.notNull())
    // Null: the system (the command line, start-up, a worker); actor_label says which.
    .addColumn("actor_user_id", "integer")
    .addColumn("actor_label", "text", (c: any) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("action", "text", (c: any) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("detail", "text")
    .execute();
  // Newest first, whole list or by person or by action: each walks one index backwards (keyset on at, id).
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_user_id", "at", "id"]).execute();
  await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["audit_log", "staff_recovery_codes", "staff_tokens", "staff_sessions", "staff_users"])
    await db.schema.dropTable(table).execute();
}
