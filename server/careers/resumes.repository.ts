import { mobileE164 } from "~/domain/mobile-number";
import type { Executor } from "../db/database";
import type { ResumesTable } from "./careers.table";
import type { FirstTouched, NoticeVersioned, TalentPoolConsent } from "../db/common-columns";

/**
 * A new resume starts in the pipeline's first status (the column's default), changed when it arrived, and
 * without a screening result (its answers set it, in the same transaction);
 * its mobile's E.164 is read from the mobile here, so no writer can store one without the other.
 * The notice version and the consent are optional: rows written by tests and benches may have none, as
 * rows from before them.
 */
export type NewResume = Omit<
  ResumesTable,
  | "id"
  | "status"
  | "status_changed_at"
  | "erased_at"
  | "mobile_e164"
  | "screening_misses"
  | keyof NoticeVersioned
  | keyof TalentPoolConsent
  | keyof FirstTouched
> &
  Partial<NoticeVersioned & TalentPoolConsent & FirstTouched>;

export async function insertResume(db: Executor, row: NewResume): Promise<number> {
  const inserted = await db
    .insertInto("candidates")
    .values({ ...row, mobile_e164: mobileE164(row.mobile), status_changed_at: row.created_at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}
