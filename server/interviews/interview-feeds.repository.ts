import type { Executor } from "../db/database";

/** Staff calendar feeds (docs/decisions/0138-private-calendar-feed.md): only the secret's SHA-256 is stored. */

export async function replaceFeedToken(db: Executor, userId: number, tokenHash: string, at: string): Promise<void> {
  await db.deleteFrom("staff_calendar_feeds").where("user_id", "=", userId).execute();
  await db
    .insertInto("staff_calendar_feeds")
    .values({ user_id: userId, token_hash: tokenHash, created_at: at })
    .execute();
}

export async function deleteFeedToken(db: Executor, userId: number): Promise<boolean> {
  const r = await db.deleteFrom("staff_calendar_feeds").where("user_id", "=", userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function feedOfUser(db: Executor, userId: number): Promise<{ created_at: string } | undefined> {
  return db.selectFrom("staff_calendar_feeds").select("created_at").where("user_id", "=", userId).executeTakeFirst();
}

/** The active staff person a feed token's hash belongs to. */
export async function userOfFeed(db: Executor, tokenHash: string) {
  return db
    .selectFrom("staff_calendar_feeds as f")
    .innerJoin("staff_users as u", "u.id", "f.user_id")
    .select(["u.id", "u.name", "u.email", "u.role"])
    .where("f.token_hash", "=", tokenHash)
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
}
