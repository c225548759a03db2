import type { Executor } from "../db/database";

/** Replaces a person's recovery codes with new ones (only their hashes are kept). */
export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: string[], at: string) {
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto("staff_recovery_codes")
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at, used_at: null })))
    .execute();
}

/**
 * Marks an unused code of this person used, if there is one with this hash: one statement, so a
 * code works once even when two requests race. True when it did.
 */
export async function consumeRecoveryCode(db: Executor, userId: number, codeHash: string, at: string) {
  const r = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
