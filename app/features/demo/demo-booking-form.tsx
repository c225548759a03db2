import { Form, useNavigation } from "react-router";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { inputClass, labelClass } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { productName } from "~/content/product-index";
import { demoLimits, type DemoField, type FieldErrors } from "~/domain/demo/demo-form";
import { useFormWords, useMessage } from "~/components/forms/form-words";
import { fill } from "~/content/messages/shell.en";
import type { DemoDay } from "./demo-times";
import { useDemoWords } from "./demo-words";
import { TimePicker } from "./time-picker";

type Kept = Partial<Record<Exclude<DemoField, "Products">, string>>;

/** A labelled input or text area with its message beside it, tied by aria-describedby. */
function Field({
  name,
  label,
  error,
  kept,
  optional,
  area,
  ...input
}: {
  name: Exclude<DemoField, "Products">;
  label: string;
  error?: string;
  kept?: string;
  optional?: boolean;
  area?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  const id = `demo-${name.toLowerCase()}`;
  const { optional: optionalWord } = useFormWords();
  const message = useMessage();
  const common = {
    id,
    name,
    defaultValue: kept ?? "",
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    required: optional ? undefined : true,
  };
  return (
    <div className={area ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-slate-600"> {optionalWord}</span>}
      </label>
      {area ? <textarea rows={3} {...common} maxLength={input.maxLength} /> : <input {...common} {...input} />}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/**
 * The booking form of /demo for the products already chosen: a time, the visitor's details, and either
 * "Book the demo" or, when no time suits, "Suggest another time" with the times that would. A plain
 * form post; React Router sends it without reloading when the page is hydrated.
 */
export function DemoBookingForm({
  products,
  days,
  timeZone,
  minutes,
  errors = {},
  kept = {},
  message,
}: {
  products: readonly string[];
  days: readonly DemoDay[];
  timeZone: string;
  minutes: number;
  errors?: FieldErrors;
  kept?: Kept;
  message?: string;
}) {
  const busy = useNavigation().state === "submitting";
  const w = useDemoWords();
  const m = useMessage();
  const query = new URLSearchParams(products.map((p) => ["products", p])).toString();
  return (
    <Form method="post" action={`/demo?${query}`} className="space-y-8" aria-labelledby="demo-form-title" noValidate>
      <h2 id="demo-form-title" className="text-2xl font-bold text-brand-950">
        {fill(w.pickTime, { minutes, products: products.map(productName).join(", ") })}
      </h2>
      <XsrfField />
      <HoneypotField idPrefix="demo" />
      {products.map((p) => (
        <input key={p} type="hidden" name="Products" value={p} />
      ))}
      {message && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
          {m(message)}
        </p>
      )}
      {days.length > 0 ? (
        <TimePicker
          days={days}
          timeZone={timeZone}
          selected={kept.Start}
          legend={w.freeTimes}
          errorId={errors.Start ? "demo-start-error" : undefined}
        />
      ) : (
        <p className="text-slate-700">{w.noTimes}</p>
      )}
      {errors.Start && (
        <p id="demo-start-error" className="text-sm font-semibold text-red-700">
          {m(errors.Start)}
        </p>
      )}
      <div>
        <h3 className="text-lg font-bold text-brand-950">{w.aboutYou}</h3>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field
            name="Name"
            label={w.name}
            autoComplete="name"
            maxLength={demoLimits.nameMax}
            error={errors.Name}
            kept={kept.Name}
          />
          <Field
            name="Company"
            label={w.company}
            autoComplete="organization"
            maxLength={demoLimits.companyMax}
            error={errors.Company}
            kept={kept.Company}
          />
          <Field
            name="Email"
            label={w.email}
            type="email"
            autoComplete="email"
            maxLength={demoLimits.emailMax}
            error={errors.Email}
            kept={kept.Email}
          />
          <Field
            name="Phone"
            label={w.phone}
            type="tel"
            autoComplete="tel"
            optional
            maxLength={demoLimits.phoneMax}
            error={errors.Phone}
            kept={kept.Phone}
          />
          <Field
            name="Country"
            label={w.country}
            autoComplete="country-name"
            maxLength={demoLimits.countryMax}
            error={errors.Country}
            kept={kept.Country}
          />
          <Field
            name="Note"
            label={w.note}
            optional
            area
            maxLength={demoLimits.noteMax}
            error={errors.Note}
            kept={kept.Note}
          />
        </div>
      </div>
      <PrivacyNotice form="demo" />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" name="intent" value="book" variant="primary-large" disabled={busy || days.length === 0}>
          {w.book}
        </Button>
      </div>
      <details
        className="rounded-lg border border-slate-300 bg-white p-4"
        open={Boolean(errors.Suggestion) || days.length === 0}
      >
        <summary className="cursor-pointer font-semibold text-brand-900">{w.noTimeSuits}</summary>
        <div className="mt-3 space-y-3">
          <Field
            name="Suggestion"
            label={w.suggestion}
            area
            maxLength={demoLimits.noteMax}
            error={errors.Suggestion}
            kept={kept.Suggestion}
          />
          {/* "Suggest another time" sends the same details: the same notice, beside its own button. */}
          <PrivacyNotice form="demo" />
          <Button type="submit" name="intent" value="request" variant="secondary" disabled={busy}>
            {w.suggest}
          </Button>
        </div>
      </details>
    </Form>
  );
}
