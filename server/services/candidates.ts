import type { CandidateRequest } from "~/domain/candidate-schema";
import { todayIn } from "~/domain/dates";
import { isHoneypotFilled } from "~/domain/honeypot";
import { isJobClosed } from "~/domain/jobs";
import { resumeFormMessages, resumeFormRules } from "~/domain/validation/resume-form-rules";
import { firstFailure, text } from "~/domain/validation/rules";
import { insertCandidate } from "../db/repositories/candidates";
import { findJobByCode } from "../db/repositories/jobs";
import { insertResumeFile, type CheckedResume } from "../db/repositories/resume-files";
import type { ServiceDeps } from "./index";
import { checkResumeUpload, hasResumeUpload } from "./resume-upload";
import type { SubmissionResult } from "./submission-result";

export function createCandidatesService({ db, config }: Pick<ServiceDeps, "db" | "config">) {
  /** Job code 0 is the general form; any other must be a published job that is still open. */
  async function checkJob(code: number): Promise<{ ok: true; title: string | null } | { ok: false; message: string }> {
    if (code === 0) return { ok: true, title: null };
    const job = await findJobByCode(db, code);
    if (!job || job.is_published !== 1) return { ok: false, message: resumeFormMessages.jobNotFound };
    const closed = isJobClosed(
      { isClosedFlag: job.is_closed === 1, lastDateOfApply: job.last_date_of_apply },
      todayIn(config.timeZone),
    );
    if (closed) return { ok: false, message: resumeFormMessages.jobClosed };
    return { ok: true, title: job.title };
  }

  return {
    /**
     * Checks the rules in order, then the job, then the resume (required when `requireFile`, as on the
     * site's own forms; optional at the API for the original client), and stores the candidate with its
     * file in one transaction.
     */
    async submit(
      request: CandidateRequest,
      clientIp: string,
      options: { requireFile: boolean },
    ): Promise<SubmissionResult> {
      const verdict = firstFailure(resumeFormRules, request);
      if (!verdict.ok) return verdict;
      const job = await checkJob(request.JobCode);
      if (!job.ok) return job;
      let file: CheckedResume | null = null;
      if (options.requireFile || hasResumeUpload(request)) {
        const checked = checkResumeUpload(request);
        if (!checked.ok) return checked;
        file = checked.file;
      }
      const message = job.title ? resumeFormMessages.jobSuccess(job.title) : resumeFormMessages.success;
      if (isHoneypotFilled(request)) return { ok: true, message };

      const createdAt = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const resumeFileId = file ? await insertResumeFile(trx, file, clientIp) : null;
        await insertCandidate(trx, {
          name: text(request.Name),
          email: text(request.Email),
          mobile: text(request.Mobile),
          phone: text(request.Phone),
          job_code: request.JobCode,
          ip_address: text(request.IpAddress),
          browser_info: text(request.BrowserInfo),
          resume_file_id: resumeFileId,
          created_at: createdAt,
          client_ip: clientIp,
        });
      });
      return { ok: true, message };
    },
  };
}
