import { FormStatus } from "~/components/forms/form-status";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { labelClass, TextAreaField, TextField } from "~/components/forms/text-field";
import { useFormWords } from "~/components/forms/form-words";
import { Button } from "~/components/ui/button";
import type { FormOutcome } from "~/domain/form-outcome";
import { RIGHTS_REQUEST_KIND_LABELS, RIGHTS_REQUEST_KINDS, rightsRequestLimits } from "~/domain/rights-requests";

/** The status line's id: the fragment the form's post comes back to. */
const RIGHTS_OUTCOME_ID = "rights-request-outcome";

/**
 * The rights page's request form (docs/product.md §2.19): a plain form post that works the same with or
 * without JavaScript; after a refusal everything typed is shown again with the message.
 */
export function RightsRequestForm({ outcome }: { outcome?: FormOutcome }) {
  const kept = outcome && !outcome.ok ? (outcome.values ?? {}) : {};
  const words = useFormWords();
  const status = outcome
    ? { tone: outcome.ok ? ("success" as const) : ("error" as const), text: outcome.message }
    : null;
  return (
    <form
      method="post"
      // The page that answers scrolls to the outcome by itself, with or without JavaScript (issue 41, item 12).
      action={`#${RIGHTS_OUTCOME_ID}`}
      aria-labelledby="rights-request-heading"
      className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="rights-request-heading" className="text-2xl font-bold text-brand-950">
        Send us a request
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Use the e-mail address your data is held under: we answer there. All fields except Details are required.
      </p>
      <XsrfField />
      <HoneypotField idPrefix="rights-request" />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={words.name}
          id="rights-name"
          name="Name"
          autoComplete="name"
          maxLength={rightsRequestLimits.nameMax}
          defaultValue={kept.Name}
        />
        <TextField
          label={words.email}
          id="rights-email"
          name="Email"
          type="email"
          autoComplete="email"
          maxLength={rightsRequestLimits.emailMax}
          defaultValue={kept.Email}
        />
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>What are you asking for?</legend>
          <div className="mt-2 space-y-2">
            {RIGHTS_REQUEST_KINDS.map((kind) => (
              <div key={kind} className="flex items-center gap-3">
                <input
                  id={`rights-request-${kind}`}
                  type="radio"
                  name="Request"
                  value={kind}
                  defaultChecked={kept.Request === kind}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={`rights-request-${kind}`} className="text-slate-800">
                  {RIGHTS_REQUEST_KIND_LABELS[kind]}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label="Details (optional)"
          id="rights-details"
          name="Details"
          rows={5}
          maxLength={rightsRequestLimits.detailsMax}
          defaultValue={kept.Details}
          className="sm:col-span-2"
        />
      </div>
      <PrivacyNotice form="rights" className="mt-6" />
      <Button type="submit" variant="primary-large" className="mt-6">
        Send my request
      </Button>
      <FormStatus status={status} className="mt-4" id={RIGHTS_OUTCOME_ID} reveal />
    </form>
  );
}
