import { pingDatabase } from "./health.repository";
import { countOutboxByStatus } from "../mail/mail-outbox.repository";
import type { ServiceDeps } from "../service-deps";

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
