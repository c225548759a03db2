import type { Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { StaffTokenPurpose, StaffTokensTable } from "./staff.table";

export type StaffTokenRow = Selectable<StaffTokensTable>;
export type { StaffTokenPurpose };

export async function insertStaffToken(db: Executor, row: StaffTokensTable): Promise<void> {
  await db.insertInto("staff_tokens").values(row).execute();
}

export function findStaffToken(db: Executor, tokenHash: string): Promise<StaffTokenRow | undefined> {
  return db.selectFrom("staff_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/**
 * Marks the link used if it still may be: one statement, so two requests racing with the same link
 * cannot both win. True for the one that did.
 */
export async function consumeStaffToken(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable("staff_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Retires the unused links of a kind (of one person, when given), so only the newest one works. */
export async function retireUnusedStaffTokens(
  db: Executor,
  purpose: StaffTokenPurpose,
  now: string,
  userId?: number,
): Promise<void> {
  let q = db
    .updateTable("staff_tokens")
    .set({ expires_at: now })
    .where("purpose", "=", purpose)
    .where("used_at", "is", null);
  if (userId !== undefined) q = q.where("user_id", "=", userId);
  await q.execute();
}
