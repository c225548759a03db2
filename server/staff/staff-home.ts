import { todayIn } from "~/domain/dates";
import { can, type StaffRole } from "~/domain/permissions";
import { GENERAL_JOB_CODE, GENERAL_JOB_TITLE, inboxHref } from "~/domain/staff/application-inbox";
import { FIRST_VISIT_DAYS, HOME_VISIT_GAP_MS, type HomeAttention } from "~/domain/staff/home";
import { staffTime } from "~/domain/staff/staff-time";
import type { Db } from "../db/database";
import { listJobTitles } from "../hiring/application-inbox.repository";
import { countOutboxByStatus } from "../mail/mail-outbox.repository";
import { countArrivalsByJob, countWaitingMessages, recordHomeVisit } from "./staff-home.repository";

/** The console's home page (docs/product.md §10.12): what needs attention, for this person's role. */
export function createStaffHomeService({ db, timeZone }: { db: Db; timeZone: string }) {
  return {
    /**
     * Records this visit and answers what needs attention: for HR (and admins) what arrived since the
     * last visit, per job, each a link to the inbox filtered to that job from that day; for marketing
     * (and admins) the contact messages waiting; for admins the failed mails.
     */
    async attention(user: { id: number; role: StaffRole }, now = new Date()): Promise<HomeAttention> {
      const since = await recordHomeVisit(db, user.id, now.toISOString(), HOME_VISIT_GAP_MS);
      const from = since ?? new Date(now.getTime() - FIRST_VISIT_DAYS * 86_400_000).toISOString();
      const [arrivals, jobs, waiting, outbox] = await Promise.all([
        can(user.role, "applications:read") ? countArrivalsByJob(db, from) : null,
        can(user.role, "applications:read") ? listJobTitles(db) : [],
        can(user.role, "messages:read") ? countWaitingMessages(db) : null,
        can(user.role, "outbox:read") ? countOutboxByStatus(db) : null,
      ]);
      const titles = new Map(jobs.map((j) => [j.code, j.title]));
      const fromDate = todayIn(timeZone, new Date(from));
      return {
        since: since ? staffTime(since, timeZone) : null,
        arrivals:
          arrivals
            ?.map(({ job_code, n }) => ({
              job: job_code === GENERAL_JOB_CODE ? GENERAL_JOB_TITLE : (titles.get(job_code) ?? `Job ${job_code}`),
              count: n,
              href: inboxHref({ job: job_code, from: fromDate }),
            }))
            .sort((a, b) => b.count - a.count || a.job.localeCompare(b.job)) ?? null,
        waitingMessages: waiting === null ? null : { count: waiting, href: "/staff/messages" },
        failedMails: outbox === null ? null : { count: outbox.failed, href: "/staff/outbox?status=failed" },
      };
    },
  };
}
