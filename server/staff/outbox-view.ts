import { OUTBOX_PAGE_SIZE, type OutboxEntry, type OutboxStatus } from "~/domain/outbox";
import { countOutboxByStatus, listOutboxMails } from "../mail/mail-outbox.repository";
import { subjectOf } from "../mail/compose";
import { mailSite } from "../mail/mail-site";
import type { ServiceDeps } from "../service-deps";

/** The outbox as admins see it in the staff console: every mail, newest first, failed ones among them. */
export function createOutboxService({ db, config }: Pick<ServiceDeps, "db" | "config">) {
  const site = mailSite(config.siteUrl);
  return {
    async page({ status, beforeId }: { status?: OutboxStatus; beforeId?: number }) {
      const [rows, counts] = await Promise.all([
        listOutboxMails(db, { status, beforeId, limit: OUTBOX_PAGE_SIZE + 1 }),
        countOutboxByStatus(db),
      ]);
      const entries: OutboxEntry[] = rows.slice(0, OUTBOX_PAGE_SIZE).map((r) => ({
        id: r.id,
        template: r.template,
        subject: subjectOf(r, site),
        to: r.to_address,
        cc: r.cc_address,
        personEmail: r.person_email,
        personReference: r.person_reference,
        status: r.status,
        attempts: r.attempts,
        createdAt: r.created_at,
        nextAttemptAt: r.status === "pending" ? r.next_attempt_at : null,
        sentAt: r.sent_at,
        lastError: r.last_error,
      }));
      // Keyset paging: the next page starts below the last id shown.
      const olderThan = rows.length > OUTBOX_PAGE_SIZE ? entries.at(-1)!.id : null;
      return { entries, counts, olderThan };
    },
  };
}
