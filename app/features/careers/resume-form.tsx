import { useId, useRef } from "react";
import type { FormOutcome } from "~/domain/form-outcome";
import { FormCard } from "~/components/forms/form-card";
import { PersonFields } from "~/components/forms/person-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { TalentPoolConsent } from "~/components/forms/talent-pool-consent";
import { ResumeFileInput } from "~/components/forms/resume-file-input";
import { TextField } from "~/components/forms/text-field";
import { useApiForm } from "~/components/forms/use-api-form";
import type { ResumeRequest } from "~/domain/resume-schema";
import { checkResumeFile, extensionOf } from "~/domain/resume-file";
import { TALENT_POOL_FIELD } from "~/domain/privacy-notices";
import { RESUME_FORM_ACTION, resumeFormPathFor } from "~/domain/resume-form-path";
import { firstScreeningFailure, screeningAnswersFromFields, type AskedQuestion } from "~/domain/screening-questions";
import { ScreeningFields } from "~/components/forms/screening-fields";
import type { ClientAddedField } from "~/domain/schema-fields";
import { resumeFormLimits, resumeFormRules } from "~/domain/validation/resume-form-rules";
import { FILE_UNREADABLE_MESSAGE, readAsDataUrl } from "~/lib/read-file";
import { fill } from "~/content/messages/shell.en";
import { useCareersWords, useLocaliseMessage } from "./careers-words";

export const RESUME_FILE_FIELD = "Resume";

export type ResumeFormProps = {
  /** "0" (or 0) for no particular job (the careers page); a job's code in the careers apply modal. */
  jobCode: string | number;
  jobTitle?: string;
  /** The job's screening questions, asked before the consent (decision 0178); none for no particular job. */
  questions?: readonly AskedQuestion[];
  /** The page action's answer after a post made without JavaScript. */
  outcome?: FormOutcome;
};

/**
 * 'Send Us Your Resume' (docs/product.md §2.13, §4.1, §5.5): Name, Email, Mobile, optional Phone and the resume
 * file. With JavaScript it checks the rules in order, reads the file as a data URL and posts to
 * /api/Career/PostCandidate; without, it is a plain multipart post to /careers/resume.
 */
export function ResumeForm({ jobCode, jobTitle, questions = [], outcome }: ResumeFormProps) {
  const id = useId();
  const code = String(jobCode ?? "").trim();
  const forJob = code !== "" && code !== "0";
  const fileRef = useRef<HTMLInputElement>(null);
  const chosenFile = () => fileRef.current?.files?.[0] ?? null;
  const form = useApiForm({
    rules: resumeFormRules,
    // The job's questions before the file, in the server's order.
    check: (values) =>
      firstScreeningFailure(questions, screeningAnswersFromFields(questions, values)) ?? checkResumeFile(chosenFile()),
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
        [TALENT_POOL_FIELD]: v[TALENT_POOL_FIELD] === "true",
        ...(questions.length > 0 ? { ScreeningAnswers: screeningAnswersFromFields(questions, v) } : {}),
      } satisfies Omit<ResumeRequest, ClientAddedField>;
    },
    outcome,
  });

  const { kept } = form;
  const words = useCareersWords();
  const r = words.resume;
  const localise = useLocaliseMessage();
  // The rules' messages are English (the server's too): the page shows them in its language. The
  // form keeps them in English, so the mobile's still finds its field.
  const shown = { ...form, status: form.status && { ...form.status, text: localise(form.status.text) } };
  const mobileError = form.fieldError?.message;

  return (
    <FormCard
      form={shown}
      id={id}
      heading={
        forJob ? (
          <>
            {jobTitle ? `${jobTitle} ` : ""}
            <span className="mt-1 block text-base font-semibold text-brand-700">{fill(r.jobCode, { code })}</span>
          </>
        ) : (
          r.heading
        )
      }
      headingClassName={forJob ? "text-xl font-bold text-brand-950" : undefined}
      help={r.help}
      hiddenFields={
        <>
          <input type="hidden" name="JobCode" value={forJob ? code : "0"} />
          {jobTitle && <input type="hidden" name="JobTitle" value={jobTitle} />}
        </>
      }
      honeypotName="resume"
      submitLabel={r.submit}
      actionsClassName="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center"
      action={forJob ? resumeFormPathFor(code) : RESUME_FORM_ACTION}
      encType="multipart/form-data"
      beforeSubmit={
        <>
          <TalentPoolConsent id={`${id}-keep`} defaultChecked={kept[TALENT_POOL_FIELD] === "true"} />
          <PrivacyNotice form="resume" />
        </>
      }
    >
      <PersonFields id={id} limits={resumeFormLimits} kept={kept} mobileError={mobileError && localise(mobileError)} />
      <TextField
        label={r.phone}
        optional
        id={`${id}-phone`}
        name="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={resumeFormLimits.phoneMax}
        defaultValue={kept.Phone}
      />
      <ScreeningFields id={id} questions={questions} kept={kept} />
      <div className="sm:col-span-2">
        <ResumeFileInput ref={fileRef} id={`${id}-file`} name={RESUME_FILE_FIELD} />
      </div>
    </FormCard>
  );
}
