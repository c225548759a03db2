import { Form, useNavigation } from "react-router";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { inputClass, labelClass } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { productName } from "~/content/product-index";
import { demoLimits, type DemoField, type FieldErrors } from "~/domain/demo/demo-form";
import type { DemoDay } from "./demo-times";
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
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {area ? <textarea rows={3} {...common} maxLength={input.maxLength} /> : <input {...common} {...input} />}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
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
  const query = new URLSearchParams(products.map((p) => ["products", p])).toString();
  return (
    <Form method="post" action={`/demo?${query}`} className="space-y-8" aria-labelledby="demo-form-title" noValidate>
      <h2 id="demo-form-title" className="text-2xl font-bold text-brand-950">
        {`2. Pick a time for a ${minutes}-minute demo of ${products.map(productName).join(", ")}`}
      </h2>
      <XsrfField />
      <HoneypotField idPrefix="demo" />
      {products.map((p) => (
        <input key={p} type="hidden" name="Products" value={p} />
      ))}
      {message && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
          {message}
        </p>
      )}
      {days.length > 0 ? (
        <TimePicker
          days={days}
          timeZone={timeZone}
          selected={kept.Start}
          legend="Free times over the next 15 working days"
          errorId={errors.Start ? "demo-start-error" : undefined}
        />
      ) : (
        <p className="text-slate-700">
          No time is free for these products in the next 15 working days. Tell us below which times would suit you.
        </p>
      )}
      {errors.Start && (
        <p id="demo-start-error" className="text-sm font-semibold text-red-700">
          {errors.Start}
        </p>
      )}
      <div>
        <h3 className="text-lg font-bold text-brand-950">3. About you</h3>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field
            name="Name"
            label="Your name"
            autoComplete="name"
            maxLength={demoLimits.nameMax}
            error={errors.Name}
            kept={kept.Name}
          />
          <Field
            name="Company"
            label="Company"
            autoComplete="organization"
            maxLength={demoLimits.companyMax}
            error={errors.Company}
            kept={kept.Company}
          />
          <Field
            name="Email"
            label="Work e-mail"
            type="email"
            autoComplete="email"
            maxLength={demoLimits.emailMax}
            error={errors.Email}
            kept={kept.Email}
          />
          <Field
            name="Phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            optional
            maxLength={demoLimits.phoneMax}
            error={errors.Phone}
            kept={kept.Phone}
          />
          <Field
            name="Country"
            label="Country"
            autoComplete="country-name"
            maxLength={demoLimits.countryMax}
            error={errors.Country}
            kept={kept.Country}
          />
          <Field
            name="Note"
            label="Anything we should know"
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
          Book the demo
        </Button>
      </div>
      <details
        className="rounded-lg border border-slate-300 bg-white p-4"
        open={Boolean(errors.Suggestion) || days.length === 0}
      >
        <summary className="cursor-pointer font-semibold text-brand-900">No time suits? Suggest another time</summary>
        <div className="mt-3 space-y-3">
          <Field
            name="Suggestion"
            label="Days and times that would suit you"
            area
            maxLength={demoLimits.noteMax}
            error={errors.Suggestion}
            kept={kept.Suggestion}
          />
          {/* "Suggest another time" sends the same details: the same notice, beside its own button. */}
          <PrivacyNotice form="demo" />
          <Button type="submit" name="intent" value="request" variant="secondary" disabled={busy}>
            Suggest another time
          </Button>
        </div>
      </details>
    </Form>
  );
}
