import type { Kysely, Transaction } from "kysely";
import type {
  ResumesTable,
  JobApplicationsTable,
  JobsTable,
  QualificationsTable,
  WorkExperiencesTable,
} from "./tables/careers.table";
import type {
  DemoBookingPresentersTable,
  DemoBookingsTable,
  DemoLeadsTable,
  DemoPresentersTable,
  DemoSettingsTable,
} from "./tables/demos.table";
import type { ApplicationStatusCountsTable } from "./tables/inbox.table";
import type { LookupItemsTable } from "./tables/lookups.table";
import type { MailOutboxTable } from "./tables/mail.table";
import type {
  JobAlertMatchesTable,
  JobAlertsTable,
  JobPublicationsTable,
  NewsletterIssuesTable,
} from "./tables/newsletter.table";
import type { NewsImagesTable, NewsRevisionsTable, NewsTable, StoredFilesTable } from "./tables/news.table";
import type {
  ApplicationLinksTable,
  ApplicationNotesTable,
  ApplicationStatusChangesTable,
} from "./tables/pipeline.table";
import type { ResumeFilesTable } from "./tables/resume-files.table";
import type {
  MessageTemplateRevisionsTable,
  MessageTemplatesTable,
  RejectionReasonsTable,
} from "./tables/templates.table";
import type {
  InterviewBusyTable,
  InterviewCriteriaTable,
  InterviewInterviewersTable,
  InterviewScorecardsTable,
  InterviewsTable,
  InterviewTimesTable,
  StaffCalendarFeedsTable,
} from "./tables/interviews.table";
import type {
  AuditLogTable,
  StaffRecoveryCodesTable,
  StaffSessionsTable,
  StaffTokensTable,
  StaffUsersTable,
} from "./tables/staff.table";
import type { RightsRequestsTable } from "./tables/rights-requests.table";
import type { ContactMessagesTable, SubscriptionsTable } from "./tables/submissions.table";

export interface Database {
  rights_requests: RightsRequestsTable;
  subscriptions: SubscriptionsTable;
  contact_messages: ContactMessagesTable;
  resume_files: ResumeFilesTable;
  candidates: ResumesTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  job_application_qualifications: QualificationsTable;
  job_application_work_experiences: WorkExperiencesTable;
  news: NewsTable;
  news_revisions: NewsRevisionsTable;
  news_images: NewsImagesTable;
  stored_files: StoredFilesTable;
  lookup_items: LookupItemsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  application_status_counts: ApplicationStatusCountsTable;
  application_status_changes: ApplicationStatusChangesTable;
  application_notes: ApplicationNotesTable;
  application_links: ApplicationLinksTable;
  message_templates: MessageTemplatesTable;
  message_template_revisions: MessageTemplateRevisionsTable;
  rejection_reasons: RejectionReasonsTable;
  interviews: InterviewsTable;
  interview_times: InterviewTimesTable;
  interview_interviewers: InterviewInterviewersTable;
  interview_busy: InterviewBusyTable;
  interview_scorecards: InterviewScorecardsTable;
  interview_criteria: InterviewCriteriaTable;
  staff_calendar_feeds: StaffCalendarFeedsTable;
  newsletter_issues: NewsletterIssuesTable;
  job_alerts: JobAlertsTable;
  job_publications: JobPublicationsTable;
  job_alert_matches: JobAlertMatchesTable;
  demo_settings: DemoSettingsTable;
  demo_presenters: DemoPresentersTable;
  demo_bookings: DemoBookingsTable;
  demo_booking_presenters: DemoBookingPresentersTable;
  demo_leads: DemoLeadsTable;
}

export type Db = Kysely<Database>;
/** Repository functions take either the database or a transaction as their first argument. */
export type Executor = Kysely<Database> | Transaction<Database>;
