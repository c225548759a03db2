import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./database";
import * as initialSchema from "./migrations/2026-11-22T0800-initial-schema";
import * as staffAccounts from "./migrations/2026-11-22T1700-staff-accounts";
import * as mailOutbox from "./migrations/2026-11-22T1730-mail-outbox";
import * as staffTwoFactor from "./migrations/2026-12-03T0900-staff-two-factor";
import * as newsletterDoubleOptIn from "./migrations/2026-12-03T1000-newsletter-double-opt-in";
import * as applicationStatus from "./migrations/2026-12-10T0800-application-status";
import * as applicationInbox from "./migrations/2026-12-10T0900-application-inbox";
import * as applicationStatusCounts from "./migrations/2026-12-10T0905-application-status-counts";
import * as applicationSearchPerStatement from "./migrations/2026-12-10T0910-application-search-per-statement";
import * as applicationHistoryAndNotes from "./migrations/2026-12-10T0930-application-history-and-notes";
import * as messagesHandledAndErasure from "./migrations/2026-12-10T1000-messages-handled-and-erasure";
import * as jobEditing from "./migrations/2026-12-10T1030-job-editing";
import * as newsEditing from "./migrations/2026-12-10T1100-news-editing";
import * as applicationLinks from "./migrations/2026-12-11T0900-application-links";
import * as mailOutboxPerson from "./migrations/2026-12-12T0900-mail-outbox-person";
import * as staffSignInUnlock from "./migrations/2026-12-12T0900-staff-sign-in-unlock";
import * as messageTemplates from "./migrations/2026-12-14T0900-message-templates";
import * as mobileE164 from "./migrations/2026-12-15T0900-mobile-e164";
import * as staffHomeVisits from "./migrations/2026-12-15T1000-staff-home-visits";
import * as interviews from "./migrations/2026-12-17T0900-interviews";
import * as newsletterIssues from "./migrations/2026-12-18T0900-newsletter-issues";
import * as jobAlerts from "./migrations/2026-12-18T1000-job-alerts";
import * as noticeVersionsAndTalentPool from "./migrations/2026-12-16T0900-notice-versions-and-talent-pool";
import * as rightsRequests from "./migrations/2026-12-16T1000-rights-requests";
import * as demoBookings from "./migrations/2026-12-19T0900-demo-bookings";
import * as alertAndDemoNoticeVersions from "./migrations/2026-12-20T0900-notice-versions-of-alerts-and-demos";
import * as outboxClaimIndex from "./migrations/2026-12-22T0900-outbox-claim-index";
import * as retentionScanIndexes from "./migrations/2026-12-23T0900-retention-scan-indexes";
import * as siteContent from "./migrations/2026-12-24T0900-site-content";
import * as demoLinksOutOfTheOutbox from "./migrations/2026-12-24T1000-demo-links-out-of-the-outbox";
import * as jobPostingFields from "./migrations/2026-12-25T0900-job-posting-fields";
import * as redirects from "./migrations/2026-12-25T1000-redirects";
import * as pageViews from "./migrations/2026-12-25T1100-page-views";
import * as screeningQuestions from "./migrations/2026-12-25T1300-screening-questions";
import * as resumeScreeningAnswers from "./migrations/2026-12-25T1600-resume-screening-answers";
import * as contentSchedule from "./migrations/2026-12-25T1700-content-schedule";
import * as contentPictures from "./migrations/2026-12-25T1800-content-pictures";
import * as richText from "./migrations/2026-12-26T0900-rich-text";
import * as hiringReportIndexes from "./migrations/2026-12-26T1000-hiring-report-indexes";
import * as pageViewCountry from "./migrations/2026-12-26T1100-page-view-country";
import * as pageViewReportIndexes from "./migrations/2026-12-26T1200-page-view-report-indexes";
import * as statusChangesByTime from "./migrations/2026-12-25T1400-status-changes-by-time";
import * as pageViewSummaries from "./migrations/2026-12-25T1500-page-view-summaries";

/**
 * Migrations are listed here rather than read from disk, so they work the same from sources (tsx)
 * and in any bundle. Names start with a timestamp; Kysely applies them in name order.
 */
const migrations: Record<string, Migration> = {
  "2026-11-22T0800-initial-schema": initialSchema,
  "2026-11-22T1700-staff-accounts": staffAccounts,
  "2026-11-22T1730-mail-outbox": mailOutbox,
  "2026-12-03T0900-staff-two-factor": staffTwoFactor,
  "2026-12-03T1000-newsletter-double-opt-in": newsletterDoubleOptIn,
  "2026-12-10T0800-application-status": applicationStatus,
  "2026-12-10T0900-application-inbox": applicationInbox,
  "2026-12-10T0905-application-status-counts": applicationStatusCounts,
  "2026-12-10T0910-application-search-per-statement": applicationSearchPerStatement,
  "2026-12-10T0930-application-history-and-notes": applicationHistoryAndNotes,
  "2026-12-10T1000-messages-handled-and-erasure": messagesHandledAndErasure,
  "2026-12-10T1030-job-editing": jobEditing,
  "2026-12-10T1100-news-editing": newsEditing,
  "2026-12-11T0900-application-links": applicationLinks,
  "2026-12-12T0900-mail-outbox-person": mailOutboxPerson,
  "2026-12-12T0900-staff-sign-in-unlock": staffSignInUnlock,
  "2026-12-14T0900-message-templates": messageTemplates,
  "2026-12-15T0900-mobile-e164": mobileE164,
  "2026-12-15T1000-staff-home-visits": staffHomeVisits,
  "2026-12-17T0900-interviews": interviews,
  "2026-12-18T0900-newsletter-issues": newsletterIssues,
  "2026-12-18T1000-job-alerts": jobAlerts,
  "2026-12-16T0900-notice-versions-and-talent-pool": noticeVersionsAndTalentPool,
  "2026-12-16T1000-rights-requests": rightsRequests,
  "2026-12-19T0900-demo-bookings": demoBookings,
  "2026-12-20T0900-notice-versions-of-alerts-and-demos": alertAndDemoNoticeVersions,
  "2026-12-22T0900-outbox-claim-index": outboxClaimIndex,
  "2026-12-23T0900-retention-scan-indexes": retentionScanIndexes,
  "2026-12-24T0900-site-content": siteContent,
  "2026-12-24T1000-demo-links-out-of-the-outbox": demoLinksOutOfTheOutbox,
  "2026-12-25T0900-job-posting-fields": jobPostingFields,
  "2026-12-25T1000-redirects": redirects,
  "2026-12-25T1100-page-views": pageViews,
  "2026-12-25T1300-screening-questions": screeningQuestions,
  "2026-12-25T1400-status-changes-by-time": statusChangesByTime,
  "2026-12-25T1500-page-view-summaries": pageViewSummaries,
  "2026-12-25T1600-resume-screening-answers": resumeScreeningAnswers,
  "2026-12-25T1700-content-schedule": contentSchedule,
  "2026-12-25T1800-content-pictures": contentPictures,
  "2026-12-26T0900-rich-text": richText,
  "2026-12-26T1000-hiring-report-indexes": hiringReportIndexes,
  "2026-12-26T1100-page-view-country": pageViewCountry,
  "2026-12-26T1200-page-view-report-indexes": pageViewReportIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Features land in parallel with timestamps given out in advance, so a migration may land after one
  // named later (2026-12-10T0905 after T1030): a database that ran the later one still gets it. Each
  // migration touches only its own objects, so their order between features does not matter.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies the migrations up to and including `name` only: tests of a migration's handling of older rows. */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
