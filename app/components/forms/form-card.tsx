import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { referenceLine } from "~/domain/reference-number";
import { ApiForm } from "./api-form";
import { FormStatus } from "./form-status";
import { useFormWords } from "./form-words";
import { StatusLinkLine } from "./status-link-line";
import { HoneypotField, XsrfField } from "./hidden-fields";
import type { ApiFormState } from "./use-api-form";

/**
 * A page's form in its card (contact, resume): the heading, a line of help, the hidden fields, the
 * visible ones in two columns, the privacy notice, the submit button and the status line under it, followed by the reference
 * number of what was stored when the server gives one (a resume).
 */
export function FormCard({
  form,
  id,
  heading,
  headingClassName = "text-2xl font-bold text-brand-950",
  help,
  hiddenFields,
  honeypotName,
  submitLabel,
  actionsClassName = "mt-6",
  beforeSubmit,
  outcomeId,
  children,
  ...formProps
}: {
  form: ApiFormState;
  /** The form's useId prefix; the heading is `<id>-heading` and names the form. */
  id: string;
  heading: ReactNode;
  headingClassName?: string;
  help: string;
  /** Hidden inputs of this form besides the XSRF token and the honeypot. */
  hiddenFields?: ReactNode;
  /** Makes the honeypot's id unique on a page with several forms. */
  honeypotName: string;
  submitLabel: string;
  actionsClassName?: string;
  /** Just above the submit button: the form's privacy notice, and a consent box where it has one. */
  beforeSubmit?: ReactNode;
  children: ReactNode;
  action?: string;
  encType?: "multipart/form-data";
  clearStatusOnInput?: boolean;
  /**
   * The status line's id, when the outcome should take the focus and the view (FormStatus's `reveal`): a
   * long form on a phone. Give `action` the same as its fragment for posts made without JavaScript.
   */
  outcomeId?: string;
}) {
  const { pending } = useFormWords();
  return (
    <ApiForm
      form={form}
      {...formProps}
      labelledBy={`${id}-heading`}
      className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className={headingClassName}>
        {heading}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{help}</p>
      <XsrfField />
      {hiddenFields}
      <HoneypotField idPrefix={`${id}-${honeypotName}`} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">{children}</div>
      {beforeSubmit && <div className="mt-6 space-y-4">{beforeSubmit}</div>}
      <div className={actionsClassName}>
        <Button type="submit" variant="primary-large" disabled={form.pending}>
          {form.pending ? pending : submitLabel}
        </Button>
      </div>
      <FormStatus status={form.status} className="mt-4" id={outcomeId} reveal={outcomeId !== undefined} />
      {form.reference && (
        <p className="mt-1 text-sm text-slate-800" data-reference={form.reference}>
          {referenceLine(form.reference)}
        </p>
      )}
      {form.statusLink && <StatusLinkLine href={form.statusLink} className="mt-2 text-sm" />}
    </ApiForm>
  );
}
