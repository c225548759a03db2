import type { Executor } from "../database";
import type { ResumesTable } from "../tables/careers.table";
import type { NoticeVersioned, TalentPoolConsent } from "../tables/common";

/** A new resume starts in the pipeline's first status (the column's default), changed when it arrived. */
/** The notice version and the consent are optional: rows written by tests and benches may have none, as rows from before them. */
export type NewResume = Omit<
  ResumesTable,
  "id" | "status" | "status_changed_at" | "erased_at" | keyof NoticeVersioned | keyof TalentPoolConsent
> &
  Partial<NoticeVersioned & TalentPoolConsent>;

export async function insertResume(db: Executor, row: NewResume): Promise<number> {
  const inserted = await db
    .insertInto("candidates")
    .values({ ...row, status_changed_at: row.created_at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}
