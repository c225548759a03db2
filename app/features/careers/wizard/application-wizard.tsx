import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { FormStatus, PENDING_LABEL, type FormStatusValue } from "~/components/forms/form-status";
import { HoneypotField } from "~/components/forms/hidden-fields";
import { yearMonthOf } from "~/domain/experience";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { StatusLinkLine } from "~/components/forms/status-link-line";
import {
  emptyExperience,
  emptyQualification,
  upsertByCode,
  type CurrentJob,
  type Qualification,
  type SubmissionResponse,
  type WorkExperience,
} from "~/domain/job-application";
import { checkResumeFile, extensionOf } from "~/domain/resume-file";
import { firstFailure } from "~/domain/validation/rules";
import { step1FieldOf, wizardStep1Rules } from "~/domain/validation/wizard-step1-rules";
import { wizardStep2Rules } from "~/domain/validation/wizard-step2-rules";
import { wizardStep3Rules } from "~/domain/validation/wizard-step3-rules";
import { FILE_UNREADABLE_MESSAGE, readAsDataUrl } from "~/lib/read-file";
import { clientContext, postJson } from "~/lib/api-client";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { useShell } from "~/components/layout/use-shell";
import { ResumeFileInput } from "~/components/forms/resume-file-input";
import { TalentPoolConsent } from "~/components/forms/talent-pool-consent";
import { Button, buttonClass } from "~/components/ui/button";
import { ExperiencePopup, QualificationPopup, usePreloadEntryPopups } from "./entry-popups";
import type { WizardLookups } from "./lookups";
import { StepExperiences } from "./step-experiences";
import { StepPersonal } from "./step-personal";
import { StepQualifications } from "./step-qualifications";
import { WizardProgress } from "./wizard-progress";
import { StepScreening } from "./step-screening";
import { firstScreeningFailure, type AskedQuestion } from "~/domain/screening-questions";
import { clearDraft, loadDraft, saveDraft } from "./wizard-draft";
import { fill } from "~/content/messages/shell.en";
import { useCareersWords, useLocaliseMessage } from "../careers-words";
import {
  initialWizardState,
  newCode,
  personalInfoOf,
  stepLabel,
  toJobApplication,
  wizardStepKinds,
  type PersonalFields,
  type WizardState,
  type WizardStep,
} from "./wizard-state";

/** Whether the popup's entry is a new one ('Add New …') rather than one of the list's ('Edit …'). */
const isNewEntry = (entry: { Code: string } | null, list: readonly { Code: string }[]) =>
  entry !== null && !list.some((e) => e.Code === entry.Code);

type Props = {
  job: CurrentJob;
  lookups: WizardLookups;
  /** The job's screening questions: a step of their own when there are any (docs/decisions/0174). */
  questions: readonly AskedQuestion[];
  /** Today in the company's time zone (YYYY-MM-DD), so the browser's rules match the server's. */
  today: string;
};

/**
 * The four-step application wizard of docs/product.md §2.10, §4.4 and §5, posting to PostJobApplication;
 * five steps when the job asks screening questions.
 */
export function ApplicationWizard({ job, lookups, questions, today }: Props) {
  const kinds = wizardStepKinds(questions.length > 0);
  const lastStep = kinds.length as WizardStep;
  const id = useId();
  const currentYear = Number(today.slice(0, 4));
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(null);
  /** A message shown beside its field of step 1 instead of on the status line. */
  const [fieldError, setFieldError] = useState<{ field: "BirthDate" | "Mobile"; message: string } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // Given afresh on each visit: never restored from the draft, unticked until the person ticks it.
  const [keepForOtherOpenings, setKeepForOtherOpenings] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ message: string; reference: string | null; statusLink: string | null } | null>(
    null,
  );
  const [editingQualification, setEditingQualification] = useState<Qualification | null>(null);
  const [editingExperience, setEditingExperience] = useState<WorkExperience | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const words = useCareersWords();
  const w = words.wizard;
  // The page's language travels in the address, as useApiForm sends it (decisions 0190, 0192).
  const { locale } = useShell();
  // The rules answer in English (as the server does), which the step's own checks read (the field a
  // message belongs beside); the page shows them in its language.
  const localise = useLocaliseMessage();

  // The draft is read after hydration (the server has no localStorage), then kept on every change.
  useEffect(() => {
    const draft = loadDraft(job.Code);
    if (draft) setState(draft);
    setRestored(true);
  }, [job.Code]);
  useEffect(() => {
    if (restored && !done) saveDraft(job.Code, state);
  }, [state, restored, done, job.Code]);
  usePreloadEntryPopups(state.step);
  // Moving between steps puts keyboard and screen-reader users at the new step's heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [state.step]);

  const setPersonal = (changes: Partial<PersonalFields>) => {
    setState((s) => ({ ...s, personal: { ...s.personal, ...changes } }));
    setStatus(null);
    if (fieldError && fieldError.field in changes) setFieldError(null);
  };
  const goTo = (step: WizardStep) => {
    moved.current = true;
    setState((s) => ({ ...s, step }));
  };

  const screeningAnswers = () => questions.map((q) => ({ QuestionId: q.id, Answer: state.screening[q.id] ?? "" }));

  function validate(step: WizardStep): string | null {
    const p = personalInfoOf(state.personal);
    const kind = kinds[step - 1];
    if (kind === "screening") return firstScreeningFailure(questions, screeningAnswers());
    const verdict =
      kind === "personal"
        ? firstFailure(wizardStep1Rules({ today, referralAllowed: job.IsReferral }), p)
        : kind === "qualifications"
          ? firstFailure(wizardStep2Rules(), { ...p, Qualifications: state.qualifications })
          : kind === "experiences"
            ? firstFailure(wizardStep3Rules(job, yearMonthOf(today)), { ...p, WorkExperiences: state.experiences })
            : { ok: true as const };
    return verdict.ok ? null : verdict.message;
  }

  function next() {
    const message = validate(state.step);
    // The age refusal and the mobile's messages belong to their fields: shown beside them, the field
    // takes the focus (docs/product.md §7.16, §7.18).
    const field = message ? step1FieldOf(message) : null;
    if (field && message) {
      setStatus(null);
      setFieldError({ field, message });
      return document.getElementById(`${id}-${field === "BirthDate" ? "dob" : "mobile"}`)?.focus();
    }
    setFieldError(null);
    if (message) return setStatus({ tone: "error", text: message });
    setStatus(null);
    goTo(Math.min(lastStep, state.step + 1) as WizardStep);
  }

  function back() {
    setStatus(null);
    goTo(Math.max(1, state.step - 1) as WizardStep);
  }

  function chooseFile(chosen: File | null) {
    setStatus(null);
    if (!chosen) return setFile(null);
    const message = checkResumeFile(chosen);
    if (message) {
      setFile(null);
      return setStatus({ tone: "error", text: message });
    }
    setFile(chosen);
  }

  async function submit() {
    if (pending) return;
    // Every step again, in order: a restored draft or an edit after moving on must not slip through.
    for (let step = 1 as WizardStep; step < lastStep; step++) {
      const message = validate(step);
      if (message) return setStatus({ tone: "error", text: message });
    }
    const fileMessage = checkResumeFile(file);
    if (fileMessage || !file) return setStatus({ tone: "error", text: fileMessage ?? "" });
    setPending(true);
    setStatus(null);
    try {
      const FileBytes = await readAsDataUrl(file);
      if (FileBytes === null) return setStatus({ tone: "error", text: FILE_UNREADABLE_MESSAGE });
      const context = await clientContext();
      const honeypot =
        honeypotRef.current?.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)?.value ?? "";
      const payload = toJobApplication(
        state,
        {
          jobCode: job.Code,
          ...context,
          FileName: file.name,
          FileExtension: `.${extensionOf(file.name)}`,
          FileBytes,
          KeepForOtherOpenings: keepForOtherOpenings,
          honeypot,
        },
        job,
      );
      if (questions.length > 0) payload.ScreeningAnswers = screeningAnswers();
      const result = await postJson<SubmissionResponse>(
        `/api/Career/PostJobApplication?lang=${locale}`,
        payload,
        60_000,
      );
      if (result.ok && result.data.Status === 1) {
        clearDraft(job.Code);
        setDone({
          message: result.data.Message,
          reference: result.data.Reference ?? null,
          statusLink: result.data.StatusLink ?? null,
        });
      } else {
        setStatus({
          tone: "error",
          text: result.ok ? result.data.Message || w.notSubmitted : result.message,
        });
      }
    } finally {
      setPending(false);
    }
  }

  if (done !== null) {
    return (
      <section
        aria-labelledby={`${id}-done`}
        className="rounded-xl border border-green-200 bg-white p-8 text-center shadow-sm"
      >
        <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto h-14 w-14">
          <circle cx="24" cy="24" r="22" className="fill-green-100" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-green-700"
          />
        </svg>
        <h2 id={`${id}-done`} className="mt-4 text-2xl font-bold text-brand-950">
          {w.doneHeading}
        </h2>
        <p role="status" className="mx-auto mt-3 max-w-xl font-semibold text-green-800">
          {done.message}
        </p>
        {done.reference && (
          <p className="mx-auto mt-3 max-w-xl text-slate-800" data-reference={done.reference}>
            {fill(w.reference, { reference: done.reference })}
          </p>
        )}
        {done.statusLink && <StatusLinkLine href={done.statusLink} className="mx-auto mt-3 max-w-xl" />}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="/" className={buttonClass("primary")}>
            {w.home}
          </Link>
          <Link to="/careers" className={buttonClass("secondary")}>
            {w.careers}
          </Link>
        </div>
      </section>
    );
  }

  // A draft saved at the screening step of a job that has since lost its questions resumes at its last step.
  const step = Math.min(state.step, lastStep) as WizardStep;
  const kind = kinds[step - 1];
  return (
    // data-ready tells automated checks (and anyone inspecting) that the wizard is interactive and its draft restored.
    <div
      data-ready={restored ? "true" : undefined}
      className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <WizardProgress step={step} labels={kinds.map((k) => stepLabel(k, words))} />
      <div ref={honeypotRef}>
        <HoneypotField idPrefix={`${id}-wizard`} />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-8 text-xl font-bold text-brand-950 outline-none sm:text-2xl">
        {stepLabel(kind!, words)}
      </h2>
      <div className="mt-6">
        {kind === "personal" && (
          <StepPersonal
            idPrefix={id}
            value={state.personal}
            onChange={setPersonal}
            lookups={lookups}
            today={today}
            referralAllowed={job.IsReferral}
            birthDateError={fieldError?.field === "BirthDate" ? localise(fieldError.message) : null}
            mobileError={fieldError?.field === "Mobile" ? localise(fieldError.message) : null}
          />
        )}
        {kind === "qualifications" && (
          <StepQualifications
            idPrefix={id}
            qualifications={state.qualifications}
            personal={state.personal}
            entranceBoards={lookups.entranceBoards}
            onChange={setPersonal}
            onAdd={() => setEditingQualification(emptyQualification(newCode("q")))}
            onEdit={(q) => setEditingQualification(q)}
            onRemove={(q) =>
              setState((s) => ({
                ...s,
                qualifications: s.qualifications.filter((x) => x.Code !== q.Code || x.IsMandatory),
              }))
            }
          />
        )}
        {kind === "experiences" && (
          <StepExperiences
            idPrefix={id}
            experiences={state.experiences}
            personal={state.personal}
            job={job}
            today={yearMonthOf(today)}
            onChange={setPersonal}
            onAdd={() => setEditingExperience(emptyExperience(newCode("e")))}
            onEdit={(e) => setEditingExperience(e)}
            onRemove={(e) => setState((s) => ({ ...s, experiences: s.experiences.filter((x) => x.Code !== e.Code) }))}
          />
        )}
        {kind === "screening" && (
          <StepScreening
            idPrefix={id}
            questions={questions}
            answers={state.screening}
            onAnswer={(question, answer) => {
              setState((s) => ({ ...s, screening: { ...s.screening, [question]: answer } }));
              setStatus(null);
            }}
          />
        )}
        {kind === "resume" && (
          <div>
            <ResumeFileInput id={`${id}-resume`} onChange={(e) => chooseFile(e.target.files?.[0] ?? null)} />
            <p className="mt-2 text-sm text-slate-600">{file ? fill(w.chosen, { file: file.name }) : w.chooseHint}</p>
            <div className="mt-6 space-y-4">
              <TalentPoolConsent id={`${id}-keep`} checked={keepForOtherOpenings} onChange={setKeepForOtherOpenings} />
              <PrivacyNotice form="application" />
            </div>
          </div>
        )}
      </div>
      <FormStatus status={status && { ...status, text: localise(status.text) }} className="mt-6" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
        <div>
          {step > 1 && (
            <Button variant="secondary" onClick={back} disabled={pending}>
              {w.back}
            </Button>
          )}
        </div>
        {step < lastStep ? (
          <Button variant="primary" onClick={next}>
            {w.next}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void submit()} disabled={!file || pending}>
            {pending ? PENDING_LABEL : w.submit}
          </Button>
        )}
      </div>
      <QualificationPopup
        editing={editingQualification}
        adding={isNewEntry(editingQualification, state.qualifications)}
        lookups={lookups}
        currentYear={currentYear}
        onClose={() => setEditingQualification(null)}
        onSave={(q) => {
          setState((s) => ({ ...s, qualifications: upsertByCode(s.qualifications, q) }));
          setEditingQualification(null);
          setStatus(null);
        }}
      />
      <ExperiencePopup
        editing={editingExperience}
        adding={isNewEntry(editingExperience, state.experiences)}
        lookups={lookups}
        currentYear={currentYear}
        onClose={() => setEditingExperience(null)}
        onSave={(e) => {
          setState((s) => ({ ...s, experiences: upsertByCode(s.experiences, e) }));
          setEditingExperience(null);
          setStatus(null);
        }}
      />
    </div>
  );
}
