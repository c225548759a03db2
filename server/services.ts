import { createSignInGuard } from "./staff/sign-in-guard";
import { createCacheBus } from "./cache-bus";
import type { ServiceDeps } from "./service-deps";
import { createMailOutbox } from "./mail/outbox";
import { databaseFileStorage } from "./storage/file-storage";
import { createResumeFileStorage } from "./careers/resume-file-storage";
import { createApplicantMailService } from "./hiring/applicant-mail";
import { createApplicationDetailService } from "./hiring/application-detail";
import { createApplicationInboxService } from "./hiring/application-inbox";
import { createPipelineBoardService } from "./hiring/pipeline-board";
import { createApplicationStatusService } from "./hiring/application-status";
import { createAuditTrailService } from "./audit/audit-trail";
import { createResumesService } from "./careers/resumes";
import { createRightsRequestsService } from "./privacy/rights-requests";
import { createCareersService } from "./careers/careers";
import { createExportSlots } from "./exports/export-slots";
import { createContactMessagesService } from "./contact/contact-messages";
import { createDemosService } from "./demos/demos";
import { createDemoStaffService } from "./demos/demo-staff";
import { createHealthService } from "./health/health";
import { createInterviewClosing } from "./interviews/close-interviews";
import { createInterviewsService } from "./interviews/interviews";
import { createJobAlertsService } from "./newsletter/job-alerts";
import { createJobsService } from "./careers/jobs";
import { createScreeningQuestionsService } from "./careers/screening-questions";
import { createLookupsService } from "./careers/lookups";
import { createNewsService } from "./news/news";
import { createNewsEditorService } from "./news/news-editor";
import { createNewsImagesService } from "./news/news-images";
import { createNewsletterService } from "./newsletter/newsletter";
import { createOutboxService } from "./staff/outbox-view";
import { createPipelineService } from "./hiring/pipeline";
import { createReadingAuditService } from "./audit/reading-audit";
import { createPeopleService } from "./privacy/people";
import { createStaffAccountsService } from "./staff/staff-accounts";
import { createStaffAuthService } from "./staff/staff-auth";
import { createStaffHomeService } from "./staff/staff-home";
import { createMarketingListsService } from "./newsletter/marketing-lists";
import { createMessageTemplatesService } from "./hiring/message-templates";
import { createStaffTwoFactorService } from "./staff/staff-two-factor";
import { createStatusLinks } from "./hiring/status-links";
import { createSubscriptionsService } from "./newsletter/subscriptions";
import { createContentPictures } from "./site-content/content-pictures";
import { createContentEditing } from "./site-content/edit-content";
import { createContentTranslations } from "./site-content/translate-content";
import { createPublishedContent } from "./site-content/published-content";
import { createInsightsService } from "./insights/insights";
import { createRedirectManagement } from "./site-content/manage-redirects";
import { createRedirectLookup } from "./site-content/redirect-lookup";
import { sitePages } from "~/content/site-pages";

/** Business operations, shared by the JSON API and the route loaders and actions. */
export function createServices(deps: ServiceDeps) {
  const cacheBus = deps.cacheBus ?? createCacheBus({ logger: deps.logger });
  const mail = createMailOutbox({ mail: deps.config.mail, siteUrl: deps.config.siteUrl });
  const resumeFiles = createResumeFileStorage(deps.db);
  // Invitations and reset links are mailed to the person too (docs/staff-console.md, "Staff accounts").
  const staffLinks = { mail, tokenSecret: deps.config.tokenSecret, timeZone: deps.config.timeZone };
  const staffAuth = createStaffAuthService({
    db: deps.db,
    siteUrl: deps.config.siteUrl,
    guard: createSignInGuard(deps.redis ?? null),
    passwordHashCost: deps.config.passwordHashCost,
    mailer: staffLinks,
  });
  const news = createNewsService({ ...deps, cacheBus });
  const links = createStatusLinks(deps.config.tokenSecret);
  // A final status (and an erasure) ends the application's interviews to come, in its own transaction.
  const interviewClosing = createInterviewClosing({
    siteUrl: deps.config.siteUrl,
    hrEmail: deps.config.mail.hrEmail,
    mail,
  });
  const pipeline = createPipelineService({
    db: deps.db,
    timeZone: deps.config.timeZone,
    onFinal: interviewClosing.onFinalStatus,
  });
  const applicantMail = createApplicantMailService({
    db: deps.db,
    siteUrl: deps.config.siteUrl,
    pipeline,
    links,
    mail,
  });
  const newsImages = createNewsImagesService({ db: deps.db, storage: databaseFileStorage(deps.db) });
  const demos = createDemosService({ db: deps.db, config: deps.config, mail });
  return {
    health: createHealthService(deps),
    lookups: createLookupsService(deps),
    subscriptions: createSubscriptionsService({ ...deps, mail }),
    contactMessages: createContactMessagesService({ ...deps, mail }),
    /** Demo bookings: free times, bookings, moves, cancellations (docs/product.md §2.20). */
    demos,
    /** The console's demo settings, upcoming demos and leads. */
    demoStaff: createDemoStaffService({ db: deps.db, timeZone: deps.config.timeZone }),
    resumes: createResumesService({ ...deps, mail, resumeFiles, links }),
    news,
    newsImages,
    newsEditor: createNewsEditorService({ db: deps.db, images: newsImages, cacheBus }),
    /** The site's editable content as the public pages show it (docs/product/staff-content.md §10.15). */
    siteContent: createPublishedContent({ db: deps.db, cacheBus }),
    /** Marketing's editing of it: drafts, publishing, revisions. */
    contentEditing: createContentEditing({ db: deps.db, cacheBus }),
    contentTranslations: createContentTranslations({ db: deps.db }),
    contentPictures: createContentPictures({ db: deps.db, storage: databaseFileStorage(deps.db) }),
    /** Marketing's redirects of old addresses, and the copy of them every request is checked against. */
    redirects: createRedirectManagement({ db: deps.db, cacheBus, livePages: sitePages }),
    redirectLookup: createRedirectLookup({ db: deps.db, cacheBus }),
    careers: createCareersService({ ...deps, mail, resumeFiles, cacheBus, links }),
    jobs: createJobsService({ ...deps, cacheBus }),
    /** A job's screening questions, kept by HR on the job's page (docs/decisions/0174). */
    screeningQuestions: createScreeningQuestionsService({ db: deps.db, cacheBus }),
    outbox: createOutboxService(deps),
    staffAuth,
    staffTwoFactor: createStaffTwoFactorService({
      db: deps.db,
      auth: staffAuth,
      requireForAdmins: deps.config.staffRequire2fa,
    }),
    staffAccounts: createStaffAccountsService({
      db: deps.db,
      siteUrl: deps.config.siteUrl,
      auth: staffAuth,
      mailer: staffLinks,
    }),
    auditTrail: createAuditTrailService({ db: deps.db }),
    readingAudit: createReadingAuditService({ db: deps.db }),
    /** Services publish to it after their writes; the app's page cache listens (server/app.ts). */
    cacheBus,
    staffHome: createStaffHomeService({ db: deps.db, timeZone: deps.config.timeZone }),
    applicationDetail: createApplicationDetailService({ db: deps.db, timeZone: deps.config.timeZone, resumeFiles }),
    applicationInbox: createApplicationInboxService({
      db: deps.db,
      timeZone: deps.config.timeZone,
      siteUrl: deps.config.siteUrl,
    }),
    /** Status moves, their history and internal notes of applications and resumes. */
    pipeline,
    /** One job's applications and resumes by status (/staff/jobs/{code}/board); moves go through applicantMail. */
    pipelineBoard: createPipelineBoardService({ db: deps.db, timeZone: deps.config.timeZone }),
    /** The job seeker's private status page and "I lost my link" (docs/product.md §2.16, §2.17). */
    applicationStatus: createApplicationStatusService({
      ...deps,
      mail,
      pipeline,
      links,
      applicantMail,
      cancelInterviews: interviewClosing.cancelForErasure,
    }),
    /** HR's mails to applicants: decisions with their moves, mails from the page, the list of them. */
    applicantMail,
    /** The templates of those mails, their revisions, and the rejection reasons (/staff/templates). */
    messageTemplates: createMessageTemplatesService({ db: deps.db, siteUrl: deps.config.siteUrl }),
    marketingLists: createMarketingListsService({ db: deps.db }),
    /** Interview times, bookings, invitations, scorecards and calendar feeds (docs/product.md §10.8). */
    interviews: createInterviewsService({
      db: deps.db,
      timeZone: deps.config.timeZone,
      siteUrl: deps.config.siteUrl,
      hrEmail: deps.config.mail.hrEmail,
      mail,
      pipeline,
      links,
      closing: interviewClosing,
    }),
    /** Newsletter issues: writing, testing, sending, pausing (docs/product.md §10.9). */
    newsletter: createNewsletterService({ ...deps, mail, images: newsImages }),
    /** Job alerts: set on /careers, confirmed by a link, mailed by a periodic task (docs/product.md §2.8). */
    jobAlerts: createJobAlertsService({ ...deps, mail }),
    /** Requests about a person's data from the rights page (docs/product.md §2.19, §10.11). */
    rightsRequests: createRightsRequestsService({ db: deps.db, mail, timeZone: deps.config.timeZone }),
    /** One person's data; erasing it cancels their demos still to come (docs/product.md §10.5). */
    people: createPeopleService({
      db: deps.db,
      config: deps.config,
      cancelDemos: demos.cancelForErasure,
      cancelInterviews: interviewClosing.cancelForErasure,
    }),
    /** Page views counted first-party, and the first touch each form records (server/insights). */
    insights: createInsightsService({ db: deps.db, config: deps.config }),
    /** One export at a time per staff person (server/exports/export-slots.ts). */
    exportSlots: createExportSlots(),
  };
}

export type Services = ReturnType<typeof createServices>;
