import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  fieldsAllowed,
  MERGE_FIELD_HELP,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SUBJECT_MAX,
  type DecisionStage,
  type TemplateFieldErrors,
} from "~/domain/staff/message-templates";
import { StaffField, StaffFormMessage, StaffTextArea } from "./staff-field";
import { StaffSection } from "./staff-section";

export type TemplateFormValues = { name: string; subject: string; body: string; tellByDefault: boolean };

/** The merge fields a template may use, with what each becomes. */
export function MergeFieldsHelp({ stage }: { stage: DecisionStage | null }) {
  return (
    <StaffSection
      id="merge-fields"
      title="Merge fields"
      description="Write them with two braces on each side; anything else between braces is refused when saving."
    >
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {fieldsAllowed(stage).map((f) => (
          <div key={f} className="contents">
            <dt className="font-mono font-semibold text-slate-900">{`{{${f}}}`}</dt>
            <dd className="text-slate-700">{MERGE_FIELD_HELP[f]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        The subject may hold {"{{job}}"}, {"{{reference}}"} and {"{{company}}"}, never the applicant&apos;s name or
        link. Every mail also lists the position and the reference number under the text, and carries the private status
        link below it when the text has none.
      </p>
    </StaffSection>
  );
}

/**
 * A template's form (docs/product.md §10.13): name, subject, text, and for a stage's template whether "Tell
 * the applicant" starts ticked. A refused save keeps everything typed, with the message beside its field.
 */
export function TemplateForm({
  values,
  errors,
  message,
  stage,
  revision,
  busy,
  submitLabel,
}: {
  values: TemplateFormValues;
  errors?: TemplateFieldErrors;
  message?: string | null;
  /** The stage of a stage's template; null for a free one (no "ticked" box). */
  stage: DecisionStage | null;
  /** The revision the form was opened at (absent for a new template). */
  revision?: number;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <Form method="post" className="space-y-4" key={JSON.stringify(values) + (message ?? "")}>
      <XsrfField />
      {revision !== undefined && <input type="hidden" name="revision" value={revision} />}
      <StaffFormMessage id="template-form-message" message={message} />
      <StaffField
        label="Name"
        id="template-name"
        name="name"
        required
        maxLength={TEMPLATE_NAME_MAX}
        defaultValue={values.name}
        error={errors?.name}
      />
      <StaffField
        label="Subject"
        id="template-subject"
        name="subject"
        required
        maxLength={TEMPLATE_SUBJECT_MAX}
        defaultValue={values.subject}
        error={errors?.subject}
      />
      <StaffTextArea
        label="Text"
        id="template-body"
        name="body"
        required
        rows={14}
        maxLength={TEMPLATE_BODY_MAX}
        defaultValue={values.body}
        error={errors?.body}
        hint="A blank line starts a new paragraph. {{statusLink}} on a line of its own becomes a button."
      />
      {stage && (
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id="template-tell"
            name="tellByDefault"
            value="yes"
            defaultChecked={values.tellByDefault}
            className="mt-1 size-4"
          />
          <label htmlFor="template-tell" className="text-slate-800">
            Tell the applicant by default: a move to this stage mails this template unless HR chooses &ldquo;No
            mail&rdquo;.
          </label>
        </div>
      )}
      <Button type="submit" name="intent" value="save" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The mail a template makes, as its text part says it, filled with a sample application. */
export function TemplatePreview({
  preview,
  sampleReference,
}: {
  preview: { subject: string; text: string; sample: string };
  sampleReference: string;
}) {
  return (
    <StaffSection
      id="preview"
      title="Preview"
      description={`The saved template, filled with ${preview.sample}, as the mail's text part says it.`}
    >
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-56">
          <StaffField
            label="Preview with the application (reference)"
            id="preview-reference"
            name="preview"
            defaultValue={sampleReference}
            placeholder="A-000017"
          />
        </div>
        <Button type="submit" variant="secondary">
          Show preview
        </Button>
      </Form>
      <p className="text-sm text-slate-700">
        Subject: <span className="font-semibold break-words text-slate-900">{preview.subject}</span>
      </p>
      <pre className="mt-2 overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
        {preview.text}
      </pre>
    </StaffSection>
  );
}
