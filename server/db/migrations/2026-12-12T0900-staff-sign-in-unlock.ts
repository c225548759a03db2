import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * When an admin last cleared an account's sign-in locks (docs/decisions/0095): the sign-in limits
 * count an account's failures under this time, so a new one starts every count afresh.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("sign_in_unlocked_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("sign_in_unlocked_at").execute();
}
