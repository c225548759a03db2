import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { inputClass, labelClass } from "~/components/forms/text-field";
import type { LookupOption } from "~/domain/job-application";
import { useCareersWords } from "../careers-words";

type Labelled = { id: string; label: ReactNode; optional?: boolean; className?: string };

function FieldLabel({ id, label, optional }: Omit<Labelled, "className">) {
  const w = useCareersWords().wizard;
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      {optional && <span className="ms-1 font-normal text-slate-600">{w.optional}</span>}
    </label>
  );
}

/** A labelled, controlled text input; messages go to the step's status line (docs/product.md §5.1). */
export function Input({
  id,
  label,
  optional,
  className = "",
  value,
  onValue,
  error,
  ...rest
}: Labelled & {
  value: string;
  onValue: (v: string) => void;
  /** A message that belongs beside this field rather than on the status line (read out when it appears). */
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optional={optional} />
      <input
        id={id}
        // What is typed (an address, a company's name) reads in its own direction on a right-to-left page.
        dir="auto"
        className={inputClass}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        {...(error && { "aria-invalid": true, "aria-describedby": `${id}-error` })}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled select of lookup items, with a "Select …" entry first. */
export function Select({
  id,
  label,
  optional,
  className = "",
  value,
  onValue,
  options,
  placeholder,
  ...rest
}: Labelled & {
  value: string;
  onValue: (code: string, text: string) => void;
  options: readonly LookupOption[];
  placeholder: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "id">) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optional={optional} />
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => {
          const code = e.target.value;
          onValue(code, options.find((o) => o.Code === code)?.Text ?? "");
        }}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.Code} value={o.Code}>
            {o.Text}
          </option>
        ))}
        {/* A restored draft may hold a code the list no longer has; keep it visible rather than silently lost. */}
        {value && !options.some((o) => o.Code === value) && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}

/** Radio buttons side by side, one per [code, label] choice; `name` makes them one group. */
export function RadioChoices({
  name,
  value,
  choices,
  onValue,
}: {
  name: string;
  value: string;
  choices: readonly (readonly [code: string, label: string])[];
  onValue: (code: string) => void;
}) {
  return (
    <div className="mt-2 flex gap-6">
      {choices.map(([code, label]) => (
        <label key={code} className="flex items-center gap-2 text-slate-800">
          <input
            type="radio"
            name={name}
            value={code}
            checked={value === code}
            onChange={() => onValue(code)}
            className="h-5 w-5 accent-brand-700"
          />
          {label}
        </label>
      ))}
    </div>
  );
}

/** The years a qualification or job may be in: the current year back to 50 years ago, newest first. */
export function yearOptions(currentYear: number): LookupOption[] {
  return Array.from({ length: 51 }, (_, i) => String(currentYear - i)).map((y) => ({ Code: y, Text: y }));
}
