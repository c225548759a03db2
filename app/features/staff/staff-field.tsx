import type { ComponentProps } from "react";
import { inputClass } from "~/components/forms/text-field";

/**
 * A labelled input whose error (when there is one) is tied to it with aria-describedby and
 * aria-invalid, so a screen reader reads the message with the field.
 */
export function StaffField({
  label,
  id,
  error,
  hint,
  ...input
}: { label: string; id: string; error?: string | null; hint?: string } & ComponentProps<"input">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNotesIds(id, hint, error)}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
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

/** A labelled select, with its error tied to it as StaffField does. */
export function StaffSelect({
  label,
  id,
  error,
  options,
  ...select
}: {
  label: string;
  id: string;
  error?: string | null;
  options: readonly { value: string; label: string }[];
} & ComponentProps<"select">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
