import { sql, type Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { RightsRequestsTable } from "./rights-requests.table";

export type NewRightsRequest = Omit<RightsRequestsTable, "id" | "answered_at" | "answered_by" | "answer_note">;
export type RightsRequestRow = Selectable<RightsRequestsTable> & { answered_by_name: string | null };

export async function insertRightsRequest(db: Executor, row: NewRightsRequest): Promise<number> {
  const inserted = await db.insertInto("rights_requests").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

const withAnswerer = (db: Executor) =>
  db
    .selectFrom("rights_requests as r")
    .leftJoin("staff_users as u", "u.id", "r.answered_by")
    .selectAll("r")
    .select("u.name as answered_by_name");

/** A page of requests, newest first (by id, keyset): the ones waiting for an answer only, when asked. */
export function listRightsRequests(
  db: Executor,
  { beforeId, waitingOnly, limit }: { beforeId: number | null; waitingOnly: boolean; limit: number },
): Promise<RightsRequestRow[]> {
  let q = withAnswerer(db).orderBy("r.id", "desc").limit(limit);
  if (beforeId !== null) q = q.where("r.id", "<", beforeId);
  if (waitingOnly) q = q.where("r.answered_at", "is", null);
  return q.execute();
}

export function findRightsRequest(db: Executor, id: number): Promise<RightsRequestRow | undefined> {
  return withAnswerer(db).where("r.id", "=", id).executeTakeFirst();
}

/** Marks a request answered unless someone did already; true when this call did. */
export async function markRightsRequestAnswered(
  db: Executor,
  id: number,
  { at, by, note }: { at: string; by: number; note: string },
): Promise<boolean> {
  const result = await db
    .updateTable("rights_requests")
    .set({ answered_at: at, answered_by: by, answer_note: note })
    .where("id", "=", id)
    .where("answered_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many requests wait for an answer, and how many of them are past `dueBefore` (received before it). */
export async function countWaitingRightsRequests(db: Executor, receivedBefore: string) {
  const row = await db
    .selectFrom("rights_requests")
    .select([
      (eb) => eb.fn.countAll<number | string>().as("waiting"),
      sql<number | string>`sum(case when created_at < ${receivedBefore} then 1 else 0 end)`.as("overdue"),
    ])
    .where("answered_at", "is", null)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), overdue: Number(row.overdue ?? 0) };
}

/** Every request sent from an address (any letter case), for the person's export. */
export function rightsRequestsOfAddress(db: Executor, emailKey: string) {
  return db
    .selectFrom("rights_requests")
    .selectAll()
    .where(sql`lower(email)`, "=", emailKey)
    .orderBy("id")
    .execute();
}

/** Deletes requests whose last change (arrival, or answer) is before `cutoff`; answers how many. */
export async function deleteRightsRequestsChangedBefore(db: Executor, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom("rights_requests")
    .where(sql<string>`coalesce(answered_at, created_at)`, "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
