import { sql } from "kysely";
import type { ServiceDeps } from "./index";

export function createHealthService({ db }: ServiceDeps) {
  return {
    /** True when the database answers a trivial query. */
    async databaseReady(): Promise<boolean> {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}
