import { useFormWords } from "./form-words";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-100";
export const labelClass = "block text-sm font-semibold text-slate-800";

type Common = { label: string; id: string; hint?: string; optional?: boolean };

/**
 * A labelled text input. Messages are shown by the form's status line (docs/product.md §5.1), except
 * `error`, one that belongs beside this field (the mobile's, §7.18), read out when it appears.
 */
export function TextField({
  label,
  id,
  hint,
  optional,
  error,
  className = "",
  ...input
}: Common & { error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const { optional: optionalWord } = useFormWords();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-slate-600"> {optionalWord}</span>}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  id,
  className = "",
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea id={id} className={inputClass} {...area} />
    </div>
  );
}

/** Clears every visible field of a form after a successful submission (a reset would restore server-rendered defaults). */
export function clearForm(form: HTMLFormElement) {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLTextAreaElement) el.value = "";
    // A checkbox or radio keeps its value and is unticked: a consent (or a choice) is given afresh each time.
    else if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) el.checked = false;
    else if (el instanceof HTMLInputElement && !["hidden", "submit", "button"].includes(el.type)) el.value = "";
  }
}

/** The form's current values by field name, as text (files are read separately). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === "string") out[k] = v;
  return out;
}
