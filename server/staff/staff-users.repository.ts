import { PostgresAdapter, type Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { StaffUsersTable } from "./staff.table";

export type StaffUserRow = Selectable<StaffUsersTable>;
export type NewStaffUser = Omit<StaffUsersTable, "id">;

export function emailKey(email: string) {
  return email.trim().toLowerCase();
}

/**
 * Adds an account: enabled, no second factor yet, never signed in. Without a password hash (an invited
 * person sets their own through a link) it has no password and no date of one.
 */
export async function insertStaffUser(
  db: Executor,
  account: { email: string; name: string; role: string; passwordHash: string | null; at: string },
): Promise<StaffUserRow> {
  const { passwordHash, at } = account;
  const row: NewStaffUser = {
    email: account.email.trim(),
    email_key: emailKey(account.email),
    name: account.name.trim(),
    role: account.role,
    password_hash: passwordHash,
    disabled_at: null,
    password_changed_at: passwordHash ? at : null,
    totp_secret: null,
    totp_pending_secret: null,
    totp_last_step: null,
    last_sign_in_at: null,
    sign_in_unlocked_at: null,
    home_seen_at: null,
    home_counts_since: null,
    created_at: at,
    updated_at: at,
  };
  return db.insertInto("staff_users").values(row).returningAll().executeTakeFirstOrThrow();
}

export function findStaffUserByEmail(db: Executor, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom("staff_users").selectAll().where("email_key", "=", emailKey(email)).executeTakeFirst();
}

export function findStaffUserById(db: Executor, id: number): Promise<StaffUserRow | undefined> {
  return db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listStaffUsers(db: Executor): Promise<StaffUserRow[]> {
  return db.selectFrom("staff_users").selectAll().orderBy("email_key").execute();
}

/** How many accounts there are: of a role, and only enabled ones when `active` is set. */
export async function countStaffUsers(db: Executor, filter: { role?: string; active?: boolean } = {}): Promise<number> {
  let q = db.selectFrom("staff_users").select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (filter.role) q = q.where("role", "=", filter.role);
  if (filter.active) q = q.where("disabled_at", "is", null);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateStaffUser(
  db: Executor,
  id: number,
  changes: Partial<
    Pick<
      StaffUsersTable,
      | "name"
      | "role"
      | "password_hash"
      | "disabled_at"
      | "password_changed_at"
      | "totp_secret"
      | "totp_pending_secret"
      | "totp_last_step"
      | "last_sign_in_at"
      | "sign_in_unlocked_at"
    >
  > & { updated_at?: string },
): Promise<boolean> {
  const r = await db.updateTable("staff_users").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Records that a TOTP code of `step` was accepted, if no code of that step or a later one was: one
 * statement, so two requests racing with the same code cannot both win. True for the one that did.
 */
export async function acceptTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", id)
    .where("totp_secret", "is not", null)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * The ids of the enabled admins, locked until the transaction ends on PostgreSQL (SQLite's writing
 * transaction holds the whole database already), so two admins changing each other at once cannot
 * both pass the "not the last admin" check.
 */
export async function lockActiveAdminIds(tx: Executor): Promise<number[]> {
  let q = tx.selectFrom("staff_users").select("id").where("role", "=", "admin").where("disabled_at", "is", null);
  if (tx.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  return (await q.execute()).map((r) => r.id);
}
