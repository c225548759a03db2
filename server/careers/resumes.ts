import type { FirstTouch } from "~/domain/insights/first-touch";
import { touchColumns } from "../insights/touch-columns";
import type { ResumeRequest } from "~/domain/resume-schema";
import { todayIn } from "~/domain/dates";
import { isHoneypotFilled } from "~/domain/honeypot";
import { contactEmailOf, isJobClosed } from "~/domain/jobs";
import { referenceNumber } from "~/domain/reference-number";
import { resumeFormMessages, resumeFormRules } from "~/domain/validation/resume-form-rules";
import { firstFailure, text } from "~/domain/validation/rules";
import { insertResume } from "./resumes.repository";
import { checkScreeningAnswers } from "~/domain/screening-questions";
import { insertScreeningAnswers, listScreeningQuestions } from "./screening-questions.repository";
import { noticeVersion } from "~/domain/privacy-notices";
import { consentOnArrival } from "~/domain/talent-pool";
import { findJobByCode } from "./jobs.repository";
import type { CheckedResumeFile } from "./resume-files.repository";
import type { Locale } from "~/domain/locale/locales";
import { mailLocaleField } from "../mail/mail-locale";
import { mailOf, type MailOutbox } from "../mail/outbox";
import type { ResumeFileStorage } from "./resume-file-storage";
import type { ServiceDeps } from "../service-deps";
import { checkResumeFileUpload, hasResumeFileUpload } from "./resume-file-upload";
import type { StatusLinks } from "../hiring/status-links";
import { decoyReference, type SubmissionResult } from "../forms/submission-result";

export function createResumesService({
  db,
  config,
  mail,
  resumeFiles,
  links,
}: Pick<ServiceDeps, "db" | "config"> & { mail: MailOutbox; resumeFiles: ResumeFileStorage; links: StatusLinks }) {
  type JobCheck = { ok: true; title: string | null; contactEmail: string | null } | { ok: false; message: string };
  /** Job code 0 is no particular job; any other must be a published job that is still open. */
  async function checkJob(code: number): Promise<JobCheck> {
    if (code === 0) return { ok: true, title: null, contactEmail: null };
    const job = await findJobByCode(db, code);
    if (!job || job.is_published !== 1) return { ok: false, message: resumeFormMessages.jobNotFound };
    const closed = isJobClosed(
      { isClosedFlag: job.is_closed === 1, lastDateOfApply: job.last_date_of_apply },
      todayIn(config.timeZone),
    );
    if (closed) return { ok: false, message: resumeFormMessages.jobClosed };
    return { ok: true, title: job.title, contactEmail: contactEmailOf(job.contact_info) };
  }

  return {
    /**
     * Checks the rules in order, then the job, then the answers to its screening questions, then the resume
     * file (required when `requireFile`, as on the site's own forms; optional at the API for the original
     * client), and stores the resume with its file and answers in one transaction, with the confirmation to the sender and the notification to HR.
     */
    async submit(
      request: ResumeRequest,
      clientIp: string,
      /** `language`: the page's language the form was sent from (decisions 0190, 0192); none is English. */
      options: { requireFile: boolean; touch?: FirstTouch | null; language?: Locale },
    ): Promise<SubmissionResult> {
      const language = options.language;
      const verdict = firstFailure(resumeFormRules, request);
      if (!verdict.ok) return verdict;
      const job = await checkJob(request.JobCode);
      if (!job.ok) return job;
      // A resume for a job answers its screening questions, checked before the file as in the wizard.
      const questions = request.JobCode === 0 ? [] : await listScreeningQuestions(db, request.JobCode);
      const screening = checkScreeningAnswers(questions, request.ScreeningAnswers);
      if (!screening.ok) return screening;
      let file: CheckedResumeFile | null = null;
      if (options.requireFile || hasResumeFileUpload(request)) {
        const checked = checkResumeFileUpload(request);
        if (!checked.ok) return checked;
        file = checked.file;
      }
      const message = job.title ? resumeFormMessages.jobSuccess(job.title) : resumeFormMessages.success;
      if (isHoneypotFilled(request))
        return { ok: true, message, reference: decoyReference("resume"), statusToken: links.decoyToken() };

      const createdAt = new Date().toISOString();
      const touch = options.touch ?? null;
      const stored = await db.transaction().execute(async (trx) => {
        const resumeFileId = file ? await resumeFiles.save(trx, file, clientIp) : null;
        const id = await insertResume(trx, {
          name: text(request.Name),
          email: text(request.Email),
          mobile: text(request.Mobile),
          phone: text(request.Phone),
          job_code: request.JobCode,
          ip_address: text(request.IpAddress),
          browser_info: text(request.BrowserInfo),
          resume_file_id: resumeFileId,
          notice_version: noticeVersion("resume", language),
          ...consentOnArrival(request.KeepForOtherOpenings, createdAt),
          created_at: createdAt,
          client_ip: clientIp,
          ...touchColumns(touch),
        });
        if (screening.answers.length > 0)
          await insertScreeningAnswers(trx, { kind: "resume", id }, screening.answers, screening.misses);
        const reference = referenceNumber("resume", id);
        const link = await links.issue(trx, { kind: "resume", id }, "submission", createdAt);
        const person = { name: text(request.Name), email: text(request.Email), reference };
        const applied = job.title === null ? null : { code: request.JobCode, title: job.title };
        const options = { clientIp, now: new Date(createdAt), publicForm: true };
        await mail.enqueueAll(
          trx,
          [
            mailOf("resume-confirmation", {
              email: person.email,
              reference,
              job: applied,
              statusSeed: link.seed,
              ...mailLocaleField(language),
            }),
            mailOf("resume-to-hr", {
              ...person,
              id,
              mobile: text(request.Mobile),
              job: applied,
              jobContactEmail: job.contactEmail,
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
