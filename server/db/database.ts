import type { Kysely, Transaction } from "kysely";
import type {
  ResumesTable,
  JobApplicationsTable,
  JobsTable,
  QualificationsTable,
  WorkExperiencesTable,
} from "../careers/careers.table";
import type {
  DemoBookingPresentersTable,
  DemoBookingsTable,
  DemoLeadsTable,
  DemoPresentersTable,
  DemoSettingsTable,
} from "../demos/demos.table";
import type { ApplicationStatusCountsTable } from "../hiring/inbox.table";
import type { LookupItemsTable } from "../careers/lookups.table";
import type { MailOutboxTable } from "../mail/mail.table";
import type {
  JobAlertMatchesTable,
  JobAlertsTable,
  JobPublicationsTable,
  NewsletterIssuesTable,
} from "../newsletter/newsletter.table";
import type { NewsImagesTable, NewsRevisionsTable, NewsTable } from "../news/news.table";
import type { StoredFilesTable } from "../storage/stored-files.table";
import type { ContentEntriesTable, ContentRevisionsTable } from "../site-content/site-content.table";
import type { ContentPicturesTable } from "../site-content/content-pictures.table";
import type { RedirectsTable } from "../site-content/redirects.table";
import type { AuditLogTable } from "../audit/audit-log.table";
import type { SubscriptionsTable } from "../newsletter/subscriptions.table";
import type {
  ApplicationLinksTable,
  ApplicationNotesTable,
  ApplicationStatusChangesTable,
} from "../hiring/pipeline.table";
import type { ResumeFilesTable } from "../careers/resume-files.table";
import type {
  MessageTemplateRevisionsTable,
  MessageTemplatesTable,
  RejectionReasonsTable,
} from "../hiring/templates.table";
import type {
  InterviewBusyTable,
  InterviewCriteriaTable,
  InterviewInterviewersTable,
  InterviewScorecardsTable,
  InterviewsTable,
  InterviewTimesTable,
  StaffCalendarFeedsTable,
} from "../interviews/interviews.table";
import type {
  StaffRecoveryCodesTable,
  StaffSessionsTable,
  StaffTokensTable,
  StaffUsersTable,
} from "../staff/staff.table";
import type { RightsRequestsTable } from "../privacy/rights-requests.table";
import type { ContactMessagesTable } from "../contact/contact-messages.table";
import type {
  PageViewDaysTable,
  PageViewSummariesTable,
  PageViewsTable,
  VisitorSaltsTable,
} from "../insights/insights.table";
import type {
  ResumeScreeningAnswersTable,
  ScreeningAnswersTable,
  ScreeningQuestionsTable,
} from "../careers/screening-questions.table";

export interface Database {
  content_entries: ContentEntriesTable;
  content_pictures: ContentPicturesTable;
  content_revisions: ContentRevisionsTable;
  redirects: RedirectsTable;
  rights_requests: RightsRequestsTable;
  subscriptions: SubscriptionsTable;
  contact_messages: ContactMessagesTable;
  resume_files: ResumeFilesTable;
  candidates: ResumesTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  job_application_qualifications: QualificationsTable;
  job_application_work_experiences: WorkExperiencesTable;
  job_screening_questions: ScreeningQuestionsTable;
  application_screening_answers: ScreeningAnswersTable;
  resume_screening_answers: ResumeScreeningAnswersTable;
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
  page_views: PageViewsTable;
  page_view_days: PageViewDaysTable;
  page_view_summaries: PageViewSummariesTable;
  visitor_salts: VisitorSaltsTable;
}

export type Db = Kysely<Database>;
/** Repository functions take either the database or a transaction as their first argument. */
export type Executor = Kysely<Database> | Transaction<Database>;
