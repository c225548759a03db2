import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import {
  JOB_FORM_LABELS as LABELS,
  JOB_FORM_LIMITS as LIMITS,
  MINIMUM_EXPERIENCE_YEARS_MAX,
  type JobFormField,
  type JobFormValues,
} from "~/domain/job-form";
import { JOB_STATE_LABELS, type JobState } from "~/domain/jobs";
import type { JobFormErrors } from "~/domain/staff/staff-jobs";
import { FieldNotes, fieldNotesIds, StaffField, StaffFormMessage, StaffTextArea } from "./staff-field";
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
      "isReferral" | "isExperienceRequired" | "isCurrentCtcRequired" | "isExpectedCtcRequired"
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
