import type { Executor } from "../database";
import type { ResumesTable } from "../tables/careers.table";

/** A new resume starts in the pipeline's first status (the column's default), changed when it arrived. */
export type NewResume = Omit<ResumesTable, "id" | "status" | "status_changed_at" | "erased_at">;

export async function insertResume(db: Executor, row: NewResume): Promise<number> {
  const inserted = await db
    .insertInto("candidates")
    .values({ ...row, status_changed_at: row.created_at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}
