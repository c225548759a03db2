import type { Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { SubscriptionsTable } from "./subscriptions.table";
import { anyColumnContains } from "../db/text-search";
import type { FirstTouched, NoticeVersioned } from "../db/common-columns";

/** The notice version is optional: rows written by tests and benches may have none, as rows from before it. */
export type NewSubscription = Omit<
  SubscriptionsTable,
  "id" | "confirmed_at" | "confirmation_sent_at" | "notice_version" | keyof FirstTouched
> &
  Partial<NoticeVersioned & FirstTouched>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Stores a subscription unless its address (email_key) is already there; true when a row was added. */
export async function insertSubscriptionOnce(db: Executor, row: NewSubscription): Promise<boolean> {
  const result = await db
    .insertInto("subscriptions")
    .values(row)
    .onConflict((oc) => oc.column("email_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findSubscriptionByEmailKey(db: Executor, emailKey: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("email_key", "=", emailKey).executeTakeFirst();
}

export async function findSubscriptionById(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function markConfirmationSent(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable("subscriptions").set({ confirmation_sent_at: at }).where("id", "=", id).execute();
}

/** Confirms a subscription once: a second confirmation keeps the first time. */
export async function confirmSubscription(db: Executor, id: number, at: string): Promise<void> {
  await db
    .updateTable("subscriptions")
    .set({ confirmed_at: at })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .execute();
}

/** Unsubscribing removes the address: nothing about a former subscriber is kept. True when it was there. */
export async function deleteSubscription(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom("subscriptions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Newest first (by id), `limit` rows below `beforeId`, optionally only addresses containing `search`. */
export function listSubscriptions(
  db: Executor,
  { search, beforeId, limit }: { search?: string; beforeId?: number | null; limit: number },
): Promise<SubscriptionRow[]> {
  let q = db.selectFrom("subscriptions").selectAll().orderBy("id", "desc").limit(limit);
  if (beforeId) q = q.where("id", "<", beforeId);
  if (search) q = q.where(anyColumnContains(["email"], search));
  return q.execute();
}

/** How many addresses are confirmed and how many wait for confirmation. */
export async function countSubscriptions(db: Executor): Promise<{ confirmed: number; waiting: number }> {
  const row = await db
    .selectFrom("subscriptions")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("all"),
      eb.fn.count<string | number>("confirmed_at").as("confirmed"),
    ])
    .executeTakeFirstOrThrow();
  return { confirmed: Number(row.confirmed), waiting: Number(row.all) - Number(row.confirmed) };
}

/** Deletes the sign-ups made before `cutoff` whose confirmation link was never used; answers how many. */
export async function deleteUnconfirmedSubscriptionsBefore(db: Executor, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom("subscriptions")
    .where("confirmed_at", "is", null)
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
