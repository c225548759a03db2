import { useId } from "react";
import type { FormOutcome } from "~/domain/form-outcome";
import { ApiForm } from "~/components/forms/api-form";
import { FormStatus } from "~/components/forms/form-status";
import { useFormWords } from "~/components/forms/form-words";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { useApiForm } from "~/components/forms/use-api-form";
import type { ClientAddedField } from "~/domain/schema-fields";
import type { SubscribeRequest } from "~/domain/subscriber-schema";
import { SUBSCRIBE_EMAIL_MAX, subscribeRules } from "~/domain/validation/subscribe-rules";

/** Where the box posts when JavaScript is off (app/routes/newsletter.tsx). */
export const NEWSLETTER_ACTION = "/newsletter";

/**
 * The newsletter subscription box (docs/product.md §2.12, §4.1, §5.3). With JavaScript it checks the two rules
 * and posts to /api/Subscribe/PostSubscriber; without, it is a plain post to /newsletter.
 */
export function NewsletterBox({ outcome }: { outcome?: FormOutcome }) {
  const id = useId();
  const { pending } = useFormWords();
  const form = useApiForm({
    rules: subscribeRules,
    endpoint: "/api/Subscribe/PostSubscriber",
    body: (v) => ({ Email: v.Email ?? "" }) satisfies Omit<SubscribeRequest, ClientAddedField>,
    outcome,
    language: true,
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="grid items-center gap-8 rounded-2xl bg-brand-900 px-6 py-10 text-white shadow-lg sm:px-10 lg:grid-cols-2">
        <div className="flex items-start gap-5">
          <svg
            viewBox="0 0 64 64"
            width="64"
            height="64"
            aria-hidden="true"
            focusable="false"
            className="hidden shrink-0 sm:block"
          >
            <rect x="4" y="14" width="56" height="38" rx="6" fill="#eef6fc" />
            <path d="M6 18 32 37 58 18" fill="none" stroke="#155a8f" strokeWidth="4" strokeLinejoin="round" />
            <circle cx="52" cy="14" r="9" fill="#ffd166" />
            <path
              d="m48 14 3 3 5-6"
              fill="none"
              stroke="#0d3b66"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div>
            <h2 id={`${id}-heading`} className="text-2xl font-bold text-white sm:text-3xl">
              Subscribe to our newsletter
            </h2>
            <p className="mt-2 leading-7 text-brand-100">
              Product releases, regulatory updates for insurers and takaful operators, and news from our projects — a
              few times a year, never more.
            </p>
          </div>
        </div>
        <ApiForm form={form} action={NEWSLETTER_ACTION} clearStatusOnInput className="relative">
          <XsrfField />
          <HoneypotField idPrefix={`${id}-newsletter`} />
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-white">
            Your email address
          </label>
          <div className="mt-1 flex flex-col gap-3 sm:flex-row">
            <input
              id={`${id}-email`}
              name="Email"
              type="email"
              autoComplete="email"
              maxLength={SUBSCRIBE_EMAIL_MAX}
              defaultValue={form.kept.Email}
              placeholder="name@company.com"
              className="block w-full min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-500 focus:outline-none focus:ring-2 focus:ring-accent-500"
            />
            <button
              type="submit"
              disabled={form.pending}
              className="inline-flex min-w-36 items-center justify-center rounded-md bg-accent-500 px-6 py-3 font-bold text-brand-950 hover:bg-accent-400 focus-visible:outline-white disabled:cursor-not-allowed disabled:bg-slate-300"
            >
              {form.pending ? pending : "Subscribe"}
            </button>
          </div>
          <FormStatus status={form.status} onDark className="mt-3" />
          <PrivacyNotice form="newsletter" onDark className="mt-3" />
        </ApiForm>
      </div>
    </section>
  );
}
