import type { Selectable } from "kysely";
import type { Executor } from "../database";
import type { StaffUsersTable } from "../tables/staff.table";

export type StaffUserRow = Selectable<StaffUsersTable>;
export type NewStaffUser = Omit<StaffUsersTable, "id">;

export function emailKey(email: string) {
  return email.trim().toLowerCase();
}

export async function insertStaffUser(db: Executor, row: NewStaffUser): Promise<StaffUserRow> {
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

export async function countStaffUsers(db: Executor, filter: { role?: string } = {}): Promise<number> {
  let q = db.selectFrom("staff_users").select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (filter.role) q = q.where("role", "=", filter.role);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateStaffUser(
  db: Executor,
  id: number,
  changes: Partial<Pick<StaffUsersTable, "name" | "role" | "password_hash" | "disabled_at" | "password_changed_at">> & {
    updated_at: string;
  },
): Promise<boolean> {
  const r = await db.updateTable("staff_users").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
