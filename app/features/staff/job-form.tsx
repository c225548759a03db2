import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import {
  JOB_FORM_LABELS as LABELS,
  JOB_FORM_LIMITS as LIMITS,
  MINIMUM_EXPERIENCE_YEARS_MAX,
  type JobFormField,
  type JobFormValues,
} from "~/domain/job-form";
import {
  EMPLOYMENT_TYPES,
  OPENINGS_MAX,
  REMOTE_COUNTRIES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  WORKPLACES,
} from "~/domain/job-posting-fields";
import { JOB_STATE_LABELS, type JobState } from "~/domain/jobs";
import type { JobFormErrors } from "~/domain/staff/staff-jobs";
import { FieldNotes, fieldNotesIds, StaffField, StaffFormMessage, StaffSelect, StaffTextArea } from "./staff-field";
import { IntentForm } from "./intent-form";

const STATE_LOOKS: Record<JobState, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  published: "bg-green-50 text-green-900 ring-green-300",
  closed: "bg-amber-50 text-amber-900 ring-amber-300",
  expired: "bg-red-50 text-red-900 ring-red-300",
};

/** A job's state as a label: its word carries the meaning, the colour only repeats it. */
export function JobStateBadge({ state }: { state: JobState }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ring-1 ${STATE_LOOKS[state]}`}>
      {JOB_STATE_LABELS[state]}
    </span>
  );
}

function Tick({ label, id, hint, ...input }: { label: string; id: string; hint?: string } & ComponentProps<"input">) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 rounded border-slate-400 text-brand-700 focus:ring-brand-500"
        aria-describedby={fieldNotesIds(id, hint)}
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-800">
          {label}
        </label>
        <FieldNotes id={id} hint={hint} />
      </div>
    </div>
  );
}

const optionsOf = (choices: Record<string, { label: string }>) =>
  Object.entries(choices).map(([value, c]) => ({ value, label: c.label }));

/**
 * The countries a remote job accepts: a box per country, one group with its legend, hint and error (the
 * error tied to every box, so it is read with whichever one has focus).
 */
function RemoteCountries({ ticked, error }: { ticked: readonly string[]; error?: string | null }) {
  const id = "job-remoteCountries";
  const hint = "Only for a remote job: Google and the boards show it to people living in these countries.";
  return (
    <fieldset aria-describedby={fieldNotesIds(id, hint, error)}>
      <legend className="block text-sm font-semibold text-slate-800">{LABELS.remoteCountries}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {Object.entries(REMOTE_COUNTRIES).map(([code, name]) => (
          <div key={code} className="flex items-center gap-2">
            <input
              id={`${id}-${code}`}
              type="checkbox"
              name="remoteCountries"
              value={code}
              defaultChecked={ticked.includes(code)}
              aria-invalid={error ? true : undefined}
              className="size-5 rounded border-slate-400 text-brand-700 focus:ring-brand-500"
            />
            <label htmlFor={`${id}-${code}`} className="text-slate-800">
              {name}
            </label>
          </div>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * The job form of /staff/jobs/new and /staff/jobs/{code}: every field of the careers pages' Job and
 * CurrentJob. A plain form post: it works without JavaScript, and a refused save shows the values as
 * typed with each field's message.
 */
export function JobForm({
  values,
  errors,
  message,
  version,
  submitLabel,
  busy,
  action,
}: {
  values: JobFormValues;
  errors?: JobFormErrors;
  /** The form-level refusal (a field's own message is shown beside it). */
  message?: string | null;
  /** The last change the form was opened on (an edit), or undefined (a new job). */
  version?: string | null;
  submitLabel: string;
  busy: boolean;
  /** Where the form posts: the page's own path without its query (a notice of arrival stays behind). */
  action?: string;
}) {
  const text = (
    name: Exclude<
      JobFormField,
      "isReferral" | "isExperienceRequired" | "isCurrentCtcRequired" | "isExpectedCtcRequired" | "remoteCountries"
    >,
  ) => ({
    id: `job-${name}`,
    name,
    label: LABELS[name],
    defaultValue: values[name],
    error: errors?.[name] ?? null,
  });
  const limited = (name: keyof typeof LIMITS) => ({ ...text(name), maxLength: LIMITS[name] });
  const tick = (name: "isReferral" | "isExperienceRequired" | "isCurrentCtcRequired" | "isExpectedCtcRequired") => ({
    id: `job-${name}`,
    name,
    label: LABELS[name],
    defaultChecked: values[name],
  });

  return (
    <IntentForm intent="save" action={action} className="space-y-6">
      {version !== undefined && <input type="hidden" name="version" value={version ?? ""} />}
      <StaffFormMessage id="job-form-message" message={message} />

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-950">The opening</legend>
        <StaffField {...limited("title")} required autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <StaffField {...limited("location")} autoComplete="off" hint="For example: Kochi, Kerala (hybrid)" />
          <StaffField {...limited("experience")} autoComplete="off" hint="As the careers page shows it: 2 – 5 years" />
        </div>
        <StaffTextArea
          {...limited("description")}
          rows={8}
          required
          hint="Plain text; each line break shows as one on the careers pages."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <StaffTextArea {...limited("preferredSkills")} rows={3} />
          <StaffTextArea {...limited("additionalSkills")} rows={3} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <StaffField {...limited("benefits")} autoComplete="off" hint="For example: ₹9 – 14 Lakhs per annum" />
          <StaffField
            {...text("lastDateOfApply")}
            type="date"
            hint="Empty: open until closed by hand. The job closes by itself the day after."
          />
        </div>
        <StaffField
          {...limited("contactInfo")}
          autoComplete="off"
          hint="An e-mail address written here gets a copy of each application."
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-950">How the job is offered</legend>
        <p className="text-sm text-slate-700">
          Shown on the job&apos;s page, to Google&apos;s job search and in the feeds job boards read.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <StaffSelect {...text("employmentType")} options={optionsOf(EMPLOYMENT_TYPES)} />
          <StaffSelect
            {...text("workplace")}
            options={optionsOf(WORKPLACES)}
            hint="Hybrid: some days at the office in the location above."
          />
        </div>
        <RemoteCountries ticked={values.remoteCountries} error={errors?.remoteCountries} />
        <div className="grid gap-4 sm:grid-cols-2">
          <StaffField {...limited("department")} autoComplete="off" hint="For example: Claims Technology" />
          <StaffField
            {...text("openings")}
            type="number"
            min={1}
            max={OPENINGS_MAX}
            step={1}
            inputMode="numeric"
            required
            hint="How many people this opening hires."
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-4">
          <StaffSelect
            {...text("salaryPeriod")}
            options={[{ value: "", label: "Not shown" }, ...optionsOf(SALARY_PERIODS)]}
            hint="Not shown: the salary package above is all that is said."
          />
          <StaffSelect {...text("salaryCurrency")} options={optionsOf(SALARY_CURRENCIES)} />
          <StaffField {...text("salaryMin")} inputMode="numeric" autoComplete="off" hint="Whole amount: 900000" />
          <StaffField
            {...text("salaryMax")}
            inputMode="numeric"
            autoComplete="off"
            hint="The lowest again for one amount"
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-950">What the application form asks</legend>
        <Tick {...tick("isReferral")} hint="Applicants may name the employee who referred them." />
        <Tick {...tick("isExperienceRequired")} hint="Applicants must list at least one job they have held." />
        <div className="max-w-xs">
          <StaffField
            {...text("minimumExperienceYear")}
            type="number"
            min={0}
            max={MINIMUM_EXPERIENCE_YEARS_MAX}
            step={1}
            inputMode="numeric"
            hint="Only with experience required; empty for no minimum."
          />
        </div>
        <Tick {...tick("isCurrentCtcRequired")} hint="Applicants must give their current annual pay." />
        <Tick {...tick("isExpectedCtcRequired")} hint="Applicants must give the annual pay they expect." />
      </fieldset>

      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </IntentForm>
  );
}
