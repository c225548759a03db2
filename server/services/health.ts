import { pingDatabase } from "../db/repositories/health";
import { countOutboxByStatus } from "../db/repositories/mail-outbox";
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
    /** Mails in the outbox by status, for /metrics. */
    outboxCounts: () => countOutboxByStatus(db),
  };
}
