import { useId } from "react";
import { useFetcher } from "react-router";
import { FormStatus, PENDING_LABEL } from "~/components/forms/form-status";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import type { FormOutcome } from "~/domain/form-outcome";
import { JOB_ALERT_EMAIL_MAX, JOB_ALERT_FREQUENCIES, JOB_ALERT_PATHS } from "~/domain/job-alert";
import type { JobFilter } from "~/domain/job-filter";
import { fill } from "~/content/messages/shell.en";
import { describeAlert, useCareersWords } from "./careers-words";

/**
 * "Mail me new openings like these" (docs/product.md §2.8): an address and how often, with the careers
 * filter as it stands in hidden fields. A plain form post to /careers/alerts, which answers with a page
 * of its own without JavaScript; with it, the answer shows here and the page stays.
 */
export function JobAlertForm({
  filter,
  outcome,
  headingLevel = 3,
}: {
  filter: JobFilter;
  outcome?: FormOutcome;
  /** 3 under the careers page's "Current Openings"; 2 on its own page. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = useId();
  const fetcher = useFetcher<FormOutcome>({ key: "job-alert" });
  const shown = fetcher.data ?? outcome;
  const pending = fetcher.state !== "idle";
  const failed = shown && !shown.ok ? shown.message : null;
  const words = useCareersWords();
  const a = words.alert;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <Heading id={`${id}-heading`} className="text-lg font-bold text-brand-950">
        {a.heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-700" data-testid="job-alert-filter">
        {fill(a.intro, { what: describeAlert(words, filter) })}
      </p>
      <fetcher.Form method="post" action={JOB_ALERT_PATHS.form} className="relative mt-4 space-y-4">
        <XsrfField />
        <HoneypotField idPrefix={`${id}-alert`} />
        <input type="hidden" name="q" value={filter.q} />
        <input type="hidden" name="location" value={filter.location} />
        <input type="hidden" name="level" value={filter.level} />
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
            {a.email}
          </label>
          <input
            id={`${id}-email`}
            name="Email"
            type="email"
            autoComplete="email"
            maxLength={JOB_ALERT_EMAIL_MAX}
            defaultValue={shown?.values?.Email ?? ""}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? `${id}-error` : undefined}
            className="mt-1 block h-10 w-full max-w-md rounded-md border border-slate-400 bg-white px-3 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
          {failed && (
            <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
              {failed}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{a.howOften}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {JOB_ALERT_FREQUENCIES.map((f) => (
              <label key={f} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="frequency"
                  value={f}
                  defaultChecked={(shown?.values?.frequency ?? "immediate") === f}
                  className="h-4 w-4"
                />
                {a.frequencies[f]}
              </label>
            ))}
          </div>
        </fieldset>
        <PrivacyNotice form="job-alert" />
        <button
          type="submit"
          disabled={pending}
          className="h-10 rounded-md bg-brand-700 px-5 font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500"
        >
          {pending ? PENDING_LABEL : a.submit}
        </button>
        <FormStatus status={shown?.ok ? { tone: "success", text: shown.message } : null} />
      </fetcher.Form>
    </section>
  );
}
