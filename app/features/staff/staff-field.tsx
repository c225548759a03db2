import type { ComponentProps, ReactNode } from "react";
import { inputClass } from "~/components/forms/text-field";

type FieldProps = { label: string; id: string; error?: string | null; hint?: string };

/** A control's label above it, its hint and error below it. */
function FieldFrame({ label, id, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A control's own attributes: its look, and its hint and error tied to it. */
function controlProps({ id, error, hint }: FieldProps) {
  return {
    id,
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": fieldNotesIds(id, hint, error),
  };
}

/**
 * A labelled input whose error (when there is one) is tied to it with aria-describedby and
 * aria-invalid, so a screen reader reads the message with the field.
 */
export function StaffField({ label, id, error, hint, ...input }: FieldProps & ComponentProps<"input">) {
  const field = { label, id, error, hint };
  return (
    <FieldFrame {...field}>
      <input {...controlProps(field)} {...input} />
    </FieldFrame>
  );
}

/** A labelled text area, with its hint and error tied to it as StaffField does. */
export function StaffTextArea({ label, id, error, hint, ...area }: FieldProps & ComponentProps<"textarea">) {
  const field = { label, id, error, hint };
  return (
    <FieldFrame {...field}>
      <textarea {...controlProps(field)} {...area} />
    </FieldFrame>
  );
}

/** The ids of a field's hint and error, for its aria-describedby (undefined when it has neither). */
export function fieldNotesIds(id: string, hint?: string, error?: string | null): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's hint and error below it, with the ids fieldNotesIds names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** The form-level message: always in the page as a live region, so a new message is announced. */
export function StaffFormMessage({ id, message }: { id: string; message?: string | null }) {
  return (
    <div id={id} role="alert" aria-live="assertive" aria-atomic="true" className="min-h-6">
      {message && (
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}

/** A labelled select, with its hint and error tied to it as StaffField does. */
export function StaffSelect({
  label,
  id,
  error,
  hint,
  options,
  ...select
}: FieldProps & {
  options: readonly { value: string; label: string }[];
} & ComponentProps<"select">) {
  const field = { label, id, error, hint };
  return (
    <FieldFrame {...field}>
      <select {...controlProps(field)} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
