import { useId, useRef } from "react";
import type { FormOutcome } from "~/components/forms/form-outcome";
import { FormStatus } from "~/components/forms/form-status";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { inputClass, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useApiForm } from "~/components/forms/use-api-form";
import type { CandidateRequest } from "~/domain/candidate-schema";
import { checkResumeFile, extensionOf, RESUME_ACCEPT } from "~/domain/resume-file";
import type { ClientAddedField } from "~/domain/schema-fields";
import { resumeFormLimits, resumeFormRules } from "~/domain/validation/resume-form-rules";
import { FILE_UNREADABLE_MESSAGE, readAsDataUrl } from "~/lib/read-file";

/** Where the form posts when JavaScript is off (app/routes/careers.resume.tsx). */
export const RESUME_FORM_ACTION = "/careers/resume";
export const RESUME_FILE_FIELD = "Resume";

export type ResumeFormProps = {
  /** "0" (or 0) for the general form; a job's code in the careers apply modal. */
  jobCode: string | number;
  jobTitle?: string;
  /** The page action's answer after a post made without JavaScript. */
  outcome?: FormOutcome;
};

/**
 * 'Send Us Your Resume' (docs/product.md §2.13, §4.1, §5.5): Name, Email, Mobile, optional Phone and the resume
 * file. With JavaScript it checks the rules in order, reads the file as a data URL and posts to
 * /api/Career/PostCandidate; without, it is a plain multipart post to /careers/resume.
 */
export function ResumeForm({ jobCode, jobTitle, outcome }: ResumeFormProps) {
  const id = useId();
  const code = String(jobCode ?? "").trim();
  const forJob = code !== "" && code !== "0";
  const fileRef = useRef<HTMLInputElement>(null);
  const chosenFile = () => fileRef.current?.files?.[0] ?? null;
  const { hydrated, pending, status, kept, onSubmit } = useApiForm({
    rules: resumeFormRules,
    check: () => checkResumeFile(chosenFile()),
    endpoint: "/api/Career/PostCandidate",
    body: async (v) => {
      const file = chosenFile()!;
      const FileBytes = await readAsDataUrl(file);
      if (FileBytes === null) return { error: FILE_UNREADABLE_MESSAGE };
      return {
        Name: v.Name ?? "",
        Email: v.Email ?? "",
        Mobile: v.Mobile ?? "",
        Phone: v.Phone ?? "",
        JobCode: Number(code) || 0,
        FileName: file.name,
        FileExtension: `.${extensionOf(file.name)}`,
        FileBytes,
      } satisfies Omit<CandidateRequest, ClientAddedField>;
    },
    outcome,
  });

  return (
    <form
      data-enhanced={hydrated ? "true" : undefined}
      method="post"
      action={RESUME_FORM_ACTION}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      {forJob ? (
        <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-950">
          {jobTitle ? `${jobTitle} ` : ""}
          <span className="mt-1 block text-base font-semibold text-brand-700">Job Code: {code}</span>
        </h2>
      ) : (
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-950">
          Send Us Your Resume
        </h2>
      )}
      <p className="mt-2 text-sm text-slate-600">
        Attach your resume as a PDF, DOC or DOCX file under 1 MB. All fields except Phone are required.
      </p>
      <XsrfField />
      <input type="hidden" name="JobCode" value={forJob ? code : "0"} />
      {jobTitle && <input type="hidden" name="JobTitle" value={jobTitle} />}
      <HoneypotField idPrefix={`${id}-resume`} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          id={`${id}-name`}
          name="Name"
          autoComplete="name"
          maxLength={resumeFormLimits.nameMax}
          defaultValue={kept.Name}
        />
        <TextField
          label="Email"
          id={`${id}-email`}
          name="Email"
          type="email"
          autoComplete="email"
          maxLength={resumeFormLimits.emailMax}
          defaultValue={kept.Email}
        />
        <TextField
          label="Mobile"
          id={`${id}-mobile`}
          name="Mobile"
          type="tel"
          autoComplete="tel"
          maxLength={resumeFormLimits.mobileMax}
          defaultValue={kept.Mobile}
        />
        <TextField
          label="Phone"
          optional
          id={`${id}-phone`}
          name="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={resumeFormLimits.phoneMax}
          defaultValue={kept.Phone}
        />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
            Resume (pdf, doc, docx, size under 1MB)
          </label>
          <input
            ref={fileRef}
            id={`${id}-file`}
            name={RESUME_FILE_FIELD}
            type="file"
            accept={RESUME_ACCEPT}
            className={`${inputClass} file:mr-4 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
          />
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" variant="primary-large" disabled={pending}>
          {pending ? "Please wait" : "Proceed"}
        </Button>
      </div>
      <FormStatus status={status} className="mt-4" />
    </form>
  );
}
