import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { RedirectsTable } from "./redirects.table";

export type RedirectRow = Selectable<RedirectsTable>;

/** Every redirect, by old address. */
export async function listRedirects(db: Executor): Promise<RedirectRow[]> {
  return db.selectFrom("redirects").selectAll().orderBy("from_path").execute();
}

export async function findRedirect(db: Executor, id: number): Promise<RedirectRow | undefined> {
  return db.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertRedirect(db: Executor, redirect: Insertable<RedirectsTable>): Promise<number> {
  const row = await db.insertInto("redirects").values(redirect).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRedirect(
  db: Executor,
  id: number,
  redirect: Pick<RedirectsTable, "from_path" | "to_target" | "status" | "saved_at" | "saved_by">,
): Promise<void> {
  await db.updateTable("redirects").set(redirect).where("id", "=", id).execute();
}

export async function deleteRedirect(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("redirects").where("id", "=", id).execute();
}
