import type { Executor } from "../db/database";
import type { LookupItemsTable, LookupList } from "./lookups.table";

export type { LookupList };
export type LookupSeed = Omit<LookupItemsTable, "created_at" | "client_ip">;
export type LookupItem = { Code: string; Text: string };

/** Inserts the items whose (list, code) is not stored yet; existing rows are left as they are. */
export async function insertMissingLookups(db: Executor, items: LookupSeed[]): Promise<number> {
  if (items.length === 0) return 0;
  const now = new Date().toISOString();
  let inserted = 0;
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < items.length; i += 150) {
    const chunk = items.slice(i, i + 150).map((it) => ({ ...it, created_at: now, client_ip: null }));
    const result = await db
      .insertInto("lookup_items")
      .values(chunk)
      .onConflict((oc) => oc.columns(["list", "code"]).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export async function listLookup(db: Executor, list: LookupList, parentCode?: string): Promise<LookupItem[]> {
  let q = db.selectFrom("lookup_items").select(["code as Code", "text as Text"]).where("list", "=", list);
  if (parentCode !== undefined) q = q.where("parent_code", "=", parentCode);
  return q.orderBy("sort_order").orderBy("text").execute();
}

/** Every district with its state's code, in the lists' order, read in one query. */
export async function listDistrictsWithState(db: Executor): Promise<(LookupItem & { StateCode: string })[]> {
  return db
    .selectFrom("lookup_items")
    .select(["code as Code", "text as Text", "parent_code as StateCode"])
    .where("list", "=", "district")
    .orderBy("sort_order")
    .orderBy("text")
    .execute();
}

export async function lookupExists(
  db: Executor,
  list: LookupList,
  code: string,
  parentCode?: string,
): Promise<boolean> {
  let q = db.selectFrom("lookup_items").select("code").where("list", "=", list).where("code", "=", code);
  if (parentCode !== undefined) q = q.where("parent_code", "=", parentCode);
  return (await q.executeTakeFirst()) !== undefined;
}
