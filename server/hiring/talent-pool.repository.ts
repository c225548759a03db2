import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";

const TABLE_OF = { application: "job_applications", resume: "candidates" } as const;

/**
 * Ends a submission's talent-pool consent now (docs/product.md §10.10): it is no longer live, so retention
 * treats the submission as one sent without it. Only a consent still holding changes; true when it did.
 */
export async function withdrawTalentPoolConsent(
  db: Executor,
  target: { kind: SubmissionKind; id: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(TABLE_OF[target.kind])
    .set({ talent_pool_until: now, talent_pool_withdrawn_at: now })
    .where("id", "=", target.id)
    .where("erased_at", "is", null)
    .where("talent_pool_until", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
