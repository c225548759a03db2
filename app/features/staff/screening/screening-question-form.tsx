import { useId } from "react";
import { Button } from "~/components/ui/button";
import {
  SCREENING_KIND_LABELS,
  SCREENING_KINDS,
  type ScreeningQuestion,
  type ScreeningQuestionForm as FormValues,
} from "~/domain/screening-questions";
import { IntentForm } from "../intent-form";
import { StaffField, StaffSelect, StaffTextArea } from "../staff-field";
import { StaffNotice } from "../staff-notice";

const KIND_OPTIONS = SCREENING_KINDS.map((kind) => ({ value: kind, label: SCREENING_KIND_LABELS[kind] }));

/** A question's form as the stored question fills it. */
export function formValuesOf(q: ScreeningQuestion): FormValues {
  return {
    kind: q.kind,
    label: q.label,
    required: q.required,
    options: q.options.join("\n"),
    wanted: q.wanted.join("\n"),
    min: q.min === null ? "" : String(q.min),
    max: q.max === null ? "" : String(q.max),
  };
}

export const EMPTY_QUESTION: FormValues = {
  kind: "yes-no",
  label: "",
  required: true,
  options: "",
  wanted: "",
  min: "",
  max: "",
};

/**
 * One question's fields, for adding (no id) or saving one. Every kind's fields are on the form, each saying
 * which kind it is for, so it works without JavaScript; the server's check refuses what does not fit.
 */
export function ScreeningQuestionForm({
  id,
  values,
  error,
  success,
  busy,
  submitLabel,
}: {
  id?: number;
  values: FormValues;
  error?: string | null;
  success?: string | null;
  busy: boolean;
  submitLabel: string;
}) {
  const f = useId();
  return (
    <IntentForm intent={id === undefined ? "add" : "save"} className="space-y-3">
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <StaffField label="Question" id={`${f}-label`} name="label" defaultValue={values.label} required error={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <StaffSelect
          label="Kind of answer"
          id={`${f}-kind`}
          name="kind"
          options={KIND_OPTIONS}
          defaultValue={values.kind}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-slate-800">
          <input type="checkbox" name="required" value="1" defaultChecked={values.required} className="h-4 w-4" />
          Required
        </label>
      </div>
      <StaffTextArea
        label="Choices"
        id={`${f}-options`}
        name="options"
        rows={3}
        hint="One choice only: at least two, one a line."
        defaultValue={values.options}
      />
      <StaffTextArea
        label="Wanted answer"
        id={`${f}-wanted`}
        name="wanted"
        rows={2}
        hint="Yes or no: type yes or no. One choice: the wanted choices, one a line. Empty: any answer."
        defaultValue={values.wanted}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <StaffField
          label="Wanted: at least"
          id={`${f}-min`}
          name="min"
          inputMode="decimal"
          hint="A number only."
          defaultValue={values.min}
        />
        <StaffField
          label="Wanted: at most"
          id={`${f}-max`}
          name="max"
          inputMode="decimal"
          hint="A number only."
          defaultValue={values.max}
        />
      </div>
      <Button type="submit" variant={id === undefined ? "primary" : "secondary"} disabled={busy}>
        {submitLabel}
      </Button>
      <StaffNotice id={`${f}-notice`} success={success} />
    </IntentForm>
  );
}
