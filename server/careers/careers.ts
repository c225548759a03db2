import type { FirstTouch } from "~/domain/insights/first-touch";
import { touchColumns } from "../insights/touch-columns";
import { todayIn } from "~/domain/dates";
import { memoizePromise } from "~/shared/memoize-promise";
import { formatExperience, totalExperienceMonths, yearMonthOf } from "~/domain/experience";
import { isHoneypotFilled } from "~/domain/honeypot";
import { numberOf, type CurrentJob, type Job, type JobApplication } from "~/domain/job-application";
import { contactEmailOf } from "~/domain/jobs";
import { normaliseJobApplication } from "~/domain/normalise-job-application";
import { referenceNumber } from "~/domain/reference-number";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { text } from "~/domain/validation/rules";
import { insertJobApplication } from "./job-applications.repository";
import { checkScreeningAnswers } from "~/domain/screening-questions";
import { insertScreeningAnswers, listScreeningQuestions } from "./screening-questions.repository";
import { noticeVersion } from "~/domain/privacy-notices";
import { consentOnArrival } from "~/domain/talent-pool";
import { findJobByCode, listListedJobs, type JobRow } from "./jobs.repository";
import type { Locale } from "~/domain/locale/locales";
import { mailLocaleField } from "../mail/mail-locale";
import { mailOf, type MailOutbox } from "../mail/outbox";
import type { ResumeFileStorage } from "./resume-file-storage";
import type { ServiceDeps } from "../service-deps";
import { checkJobApplication } from "./job-application-check";
import { daysBefore, isRowClosed, RECENTLY_CLOSED_DAYS, toCurrentJob, toJob } from "./job-listing";
import { checkResumeFileUpload } from "./resume-file-upload";
import type { StatusLinks } from "../hiring/status-links";
import { decoyReference, type SubmissionResult } from "../forms/submission-result";

/** How long the feeds' copy of the open jobs is reused when no change clears it first. */
const FEED_JOBS_CACHE_MS = 60_000;

export const careersMessages = {
  applicationReceived: (name: string, title: string) =>
    `Thank you, ${name}. Your application for the ${title} position has been received. Our recruitment team will review it and contact you by e-mail about the next steps.`,
} as const;

/**
 * Jobs and applications. Every answer about a job carries IsClosed computed here, from the flag and
 * the last date of apply compared with today in the company's time zone (docs/product.md §3.1).
 */
export function createCareersService({
  db,
  config,
  mail,
  resumeFiles,
  cacheBus,
  links,
}: Pick<ServiceDeps, "db" | "config" | "cacheBus"> & {
  mail: MailOutbox;
  resumeFiles: ResumeFileStorage;
  links: StatusLinks;
}) {
  const today = () => todayIn(config.timeZone);

  async function openJobs(): Promise<CurrentJob[]> {
    const t = today();
    const rows = await listListedJobs(db, daysBefore(t, RECENTLY_CLOSED_DAYS));
    return rows.filter((r) => !isRowClosed(r, t)).map((r) => toCurrentJob(r, t));
  }
  const feedJobs = memoizePromise(openJobs, { maxAgeMs: FEED_JOBS_CACHE_MS });
  cacheBus?.subscribe("jobs", () => feedJobs.clear());

  async function listed<J extends Job>(map: (row: JobRow, today: string) => J): Promise<J[]> {
    const t = today();
    const jobs = (await listListedJobs(db, daysBefore(t, RECENTLY_CLOSED_DAYS))).map((row) => map(row, t));
    // A stable sort keeps the newest-first order within the open and the closed groups.
    return jobs.sort((a, b) => Number(a.IsClosed) - Number(b.IsClosed));
  }

  return {
    /** The careers page's list: published jobs, open and recently closed, open ones first. */
    async listJobs(): Promise<Job[]> {
      return listed(toJob);
    },

    /** The same list with each job's minimum experience, which the page's filter reads (docs/product.md §2.8). */
    async listJobsForFilter(): Promise<(Job & Pick<CurrentJob, "MinimumExperienceYear">)[]> {
      return listed((row, t) => ({
        ...toJob(row, t),
        MinimumExperienceYear: row.minimum_experience_year === null ? null : Number(row.minimum_experience_year),
      }));
    },

    /** A published job by its code, open or closed; undefined when unknown or unpublished. */
    async currentJob(code: number): Promise<CurrentJob | undefined> {
      const row = await findJobByCode(db, code);
      return row && row.is_published === 1 ? toCurrentJob(row, today()) : undefined;
    },

    /**
     * The open jobs of sitemap.xml, each with when it last changed: a publish, an edit, a close or a
     * reopen stamps the row (server/careers/jobs.ts), so the sitemap's lastmod moves with the job's page.
     */
    async sitemapJobs(): Promise<{ code: number; modifiedAt: string }[]> {
      const t = today();
      const rows = await listListedJobs(db, daysBefore(t, RECENTLY_CLOSED_DAYS));
      return rows
        .filter((r) => !isRowClosed(r, t))
        .map((r) => ({ code: Number(r.code), modifiedAt: r.updated_at ?? r.created_at }));
    },

    /**
     * The open jobs of the feeds (/careers/jobs.json, /careers/feed.xml), which aggregators poll: read
     * at most once a minute, and afresh as soon as a job changes in any process (server/cache-bus.ts).
     */
    feedJobs,

    /**
     * PostJobApplication: refuses an unknown, unpublished or closed job, checks everything in the
     * wizard's order and the resume file, then stores the application, its qualifications, experiences and
     * resume file in one transaction, with the confirmation to the applicant and the notification to HR (both
     * sent later by the outbox worker). A filled honeypot is answered as a success and stores nothing.
     */
    /**
     * `language`: the page's language the wizard posted from (`?lang=`), stored with the notice's version
     * (decision 0190) and the language of the applicant's mails (decision 0192); none is English.
     */
    async apply(
      app: JobApplication,
      clientIp: string,
      touch: FirstTouch | null = null,
      language?: Locale,
    ): Promise<SubmissionResult> {
      const t = today();
      const code = numberOf(app.PersonalInfo.JobCode);
      const job = code !== null && Number.isInteger(code) && code > 0 ? await findJobByCode(db, code) : undefined;
      if (!job || job.is_published !== 1) return { ok: false, message: resumeFormMessages.jobNotFound };
      if (isRowClosed(job, t)) return { ok: false, message: resumeFormMessages.jobClosed };

      const verdict = await checkJobApplication(db, app, job, t);
      if (!verdict.ok) return verdict;
      // The job's screening questions come after the wizard's three steps and before the resume, as in the wizard.
      const screening = checkScreeningAnswers(await listScreeningQuestions(db, Number(job.code)), app.ScreeningAnswers);
      if (!screening.ok) return screening;
      const resumeFile = checkResumeFileUpload(app.PersonalInfo);
      if (!resumeFile.ok) return resumeFile;

      const message = careersMessages.applicationReceived(text(app.PersonalInfo.Name), job.title);
      if (isHoneypotFilled(app) || isHoneypotFilled(app.PersonalInfo))
        return { ok: true, message, reference: decoyReference("application"), statusToken: links.decoyToken() };

      // Only the answers that apply to this job are stored, exactly as the wizard sends them.
      const clean = normaliseJobApplication(app, toCurrentJob(job, t));
      const p = clean.PersonalInfo;
      const createdAt = new Date().toISOString();
      const audit = { created_at: createdAt, client_ip: clientIp };
      const stored = await db.transaction().execute(async (trx) => {
        const resumeFileId = await resumeFiles.save(trx, resumeFile.file, clientIp);
        const id = await insertJobApplication(
          trx,
          {
            job_code: Number(job.code),
            name: text(p.Name),
            gender: text(p.Gender),
            birth_date: text(p.BirthDate),
            email: text(p.Email),
            mobile: text(p.Mobile),
            phone: text(p.Phone),
            address1: text(p.Address1),
            address2: text(p.Address2),
            address3: text(p.Address3),
            city: text(p.City),
            state: text(p.State),
            district: text(p.District),
            is_referral: p.IsReferral ? 1 : 0,
            referrer_name: text(p.ReferrerName),
            referrer_email: text(p.ReferrerEmail),
            entrance_exam_attend_yn: text(p.EntranceExamAttendYn),
            entrance_exam_board: text(p.EntranceExamBoard),
            entrance_exam_score: numberOf(p.EntranceExamScore),
            current_ctc: numberOf(p.CurrentCtc),
            expected_ctc: numberOf(p.ExpectedCtc),
            ip_address: text(p.IpAddress).slice(0, 100),
            browser_info: text(p.BrowserInfo).slice(0, 500),
            resume_file_id: resumeFileId,
            notice_version: noticeVersion("application", language),
            ...consentOnArrival(p.KeepForOtherOpenings, createdAt),
            ...touchColumns(touch),
            ...audit,
          },
          clean.Qualifications.map((q, position) => ({
            position,
            code: text(q.Code).slice(0, 64),
            course_code: text(q.CourseCode),
            course_text: text(q.CourseText),
            stream_code: text(q.StreamCode),
            stream_text: text(q.StreamText),
            board_code: text(q.BoardCode),
            board_text: text(q.BoardText),
            university_code: text(q.UniversityCode),
            university_text: text(q.UniversityText),
            college_text: text(q.CollegeText),
            state: text(q.State),
            state_text: text(q.StateText),
            district: text(q.District),
            district_text: text(q.DistrictText),
            percentage: numberOf(q.Percentage)!,
            finish_year: numberOf(q.FinishYear)!,
            is_mandatory: q.IsMandatory ? 1 : 0,
            is_fully_filled: 1,
            ...audit,
          })),
          clean.WorkExperiences.map((e, position) => ({
            position,
            code: text(e.Code).slice(0, 64),
            job_position: text(e.Position),
            company_name: text(e.CompanyName),
            company_location: text(e.CompanyLocation),
            is_currently_working: e.IsCurrentlyWorking ? 1 : 0,
            start_month: numberOf(e.StartMonth)!,
            start_month_text: text(e.StartMonthText),
            start_year: numberOf(e.StartYear)!,
            end_month: numberOf(e.EndMonth),
            end_month_text: text(e.EndMonthText),
            end_year: numberOf(e.EndYear),
            ...audit,
          })),
        );
        // Stored with the application, or not at all: a job without questions leaves its count null.
        if (screening.answers.length > 0)
          await insertScreeningAnswers(trx, { kind: "application", id }, screening.answers, screening.misses);
        const reference = referenceNumber("application", id);
        const link = await links.issue(trx, { kind: "application", id }, "submission", createdAt);
        const person = { name: text(p.Name), email: text(p.Email), reference };
        const applied = { code: Number(job.code), title: job.title };
        const options = { clientIp, now: new Date(createdAt), publicForm: true };
        await mail.enqueueAll(
          trx,
          [
            mailOf("application-confirmation", {
              email: person.email,
              reference,
              job: applied,
              statusSeed: link.seed,
              ...mailLocaleField(language),
            }),
            mailOf("application-to-hr", {
              ...person,
              id,
              mobile: text(p.Mobile),
              city: text(p.City),
              job: applied,
              jobContactEmail: contactEmailOf(job.contact_info),
              totalExperience: formatExperience(totalExperienceMonths(clean.WorkExperiences, yearMonthOf(t))),
            }),
          ],
          options,
        );
        return { reference, statusToken: link.token };
      });
      return { ok: true, message, ...stored };
    },
  };
}
