import { sql } from "kysely";
import type { Executor } from "../db/database";

/** Runs a trivial query; it rejects when the database does not answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
