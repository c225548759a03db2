import type { Executor } from "../database";

/** One job by its code, published or not; undefined when there is none. */
export async function findJobByCode(db: Executor, code: number) {
  return db.selectFrom("jobs").selectAll().where("code", "=", code).executeTakeFirst();
}
