import type { Executor } from "../database";
import type { CandidatesTable } from "../tables/careers.table";

export type NewCandidate = Omit<CandidatesTable, "id">;

export async function insertCandidate(db: Executor, row: NewCandidate): Promise<number> {
  const inserted = await db.insertInto("candidates").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}
