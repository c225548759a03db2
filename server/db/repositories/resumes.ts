import { mobileE164 } from "~/domain/mobile-number";
import type { Executor } from "../database";
import type { ResumesTable } from "../tables/careers.table";

/**
 * A new resume starts in the pipeline's first status (the column's default), changed when it arrived;
 * its mobile's E.164 is read from the mobile here, so no writer can store one without the other.
 */
export type NewResume = Omit<ResumesTable, "id" | "status" | "status_changed_at" | "erased_at" | "mobile_e164">;

export async function insertResume(db: Executor, row: NewResume): Promise<number> {
  const inserted = await db
    .insertInto("candidates")
    .values({ ...row, mobile_e164: mobileE164(row.mobile), status_changed_at: row.created_at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}
