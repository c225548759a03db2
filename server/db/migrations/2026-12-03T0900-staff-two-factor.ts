import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.
// The second factor (docs/decisions/0037-staff-two-factor.md): a secret waiting for its first code,
// the last time step a code was accepted for (so a code works once), and when the person last signed
// in (for the accounts list). SQLite adds one column per statement.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("totp_pending_secret", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_last_step", "integer").execute();
  await db.schema.alterTable("staff_users").addColumn("last_sign_in_at", "text").execute();
  await db.schema
    .createIndex("staff_recovery_codes_hash_idx")
    .on("staff_recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("staff_recovery_codes_hash_idx").execute();
  for (const column of ["last_sign_in_at", "totp_last_step", "totp_pending_secret"])
    await db.schema.alterTable("staff_users").dropColumn(column).execute();
}
