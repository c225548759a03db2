import { useId, useRef, useState, type FormEvent } from "react";
import { FormStatus, type FormStatusValue } from "~/components/forms/form-status";
import { statusOf, type FormOutcome } from "~/components/forms/form-outcome";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { useHydrated } from "~/components/forms/use-hydrated";
import { clearForm, formValues, inputClass, submitButtonClass, TextField } from "~/components/forms/text-field";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { checkResumeFile, extensionOf, RESUME_ACCEPT } from "~/domain/resume-file";
import { resumeFormLimits, resumeFormRules } from "~/domain/validation/resume-form-rules";
import { firstFailure } from "~/domain/validation/rules";
import { clientContext, postJson } from "~/lib/api-client";
import { FILE_UNREADABLE_MESSAGE, readAsDataUrl } from "./read-file";

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
 * 'Send Us Your Resume' (SPEC.md sections 2, 4, 5): Name, Email, Mobile, optional Phone and the resume
 * file. With JavaScript it checks the rules in order, reads the file as a data URL and posts to
 * /api/Career/PostCandidate; without, it is a plain multipart post to /careers/resume.
 */
export function ResumeForm({ jobCode, jobTitle, outcome }: ResumeFormProps) {
  const id = useId();
  const code = String(jobCode ?? "").trim();
  const forJob = code !== "" && code !== "0";
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(statusOf(outcome));
  const fileRef = useRef<HTMLInputElement>(null);
  const kept = outcome && !outcome.ok ? (outcome.values ?? {}) : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const values = formValues(form);
    const verdict = firstFailure(resumeFormRules, values);
    if (!verdict.ok) return setStatus({ tone: "error", text: verdict.message });
    const file = fileRef.current?.files?.[0] ?? null;
    const fileMessage = checkResumeFile(file);
    if (fileMessage || !file) return setStatus({ tone: "error", text: fileMessage ?? "" });

    setPending(true);
    setStatus(null);
    try {
      const FileBytes = await readAsDataUrl(file);
      if (FileBytes === null) return setStatus({ tone: "error", text: FILE_UNREADABLE_MESSAGE });
      const context = await clientContext();
      const result = await postJson<{ Message: string }>("/api/Career/PostCandidate", {
        Name: values.Name,
        Email: values.Email,
        Mobile: values.Mobile,
        Phone: values.Phone ?? "",
        JobCode: Number(code) || 0,
        ...context,
        FileName: file.name,
        FileExtension: `.${extensionOf(file.name)}`,
        FileBytes,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "",
      });
      if (result.ok) {
        setStatus({ tone: "success", text: result.data.Message });
        clearForm(form);
      } else {
        setStatus({ tone: "error", text: result.message });
      }
    } finally {
      setPending(false);
    }
  }

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
        <TextField label="Name" id={`${id}-name`} name="Name" autoComplete="name" maxLength={resumeFormLimits.nameMax} defaultValue={kept.Name} />
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
        <button type="submit" disabled={pending} className={submitButtonClass}>
          {pending ? "Please wait" : "Proceed"}
        </button>
      </div>
      <FormStatus status={status} className="mt-4" />
    </form>
  );
}
