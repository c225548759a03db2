import { pingDatabase } from "../db/repositories/health";
import type { ServiceDeps } from "./index";

export function createHealthService({ db }: ServiceDeps) {
  return {
    /** True when the database answers a trivial query. */
    async databaseReady(): Promise<boolean> {
      try {
        await pingDatabase(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}
