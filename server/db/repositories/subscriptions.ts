import type { Executor } from "../database";
import type { SubscriptionsTable } from "../tables/submissions.table";

export type NewSubscription = Omit<SubscriptionsTable, "id">;

/** Stores a subscription unless its address (email_key) is already subscribed; true when a row was added. */
export async function insertSubscriptionOnce(db: Executor, row: NewSubscription): Promise<boolean> {
  const result = await db
    .insertInto("subscriptions")
    .values(row)
    .onConflict((oc) => oc.column("email_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
