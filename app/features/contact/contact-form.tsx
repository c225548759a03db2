import { useId } from "react";
import type { FormOutcome } from "~/components/forms/form-outcome";
import { FormStatus } from "~/components/forms/form-status";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { TextAreaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useApiForm } from "~/components/forms/use-api-form";
import type { ContactMessageRequest } from "~/domain/contact-message-schema";
import type { ClientAddedField } from "~/domain/schema-fields";
import { contactLimits, contactRules } from "~/domain/validation/contact-rules";

/**
 * The Contact Us form (docs/product.md §2.11, §4.1, §5.4). With JavaScript it checks the rules in order and
 * posts to /api/Message/PostMessage; without, it is a plain post to the page's own action.
 */
export function ContactForm({ defaultSubject = "", outcome }: { defaultSubject?: string; outcome?: FormOutcome }) {
  const id = useId();
  const { hydrated, pending, status, setStatus, kept, onSubmit } = useApiForm({
    rules: contactRules,
    endpoint: "/api/Message/PostMessage",
    body: (v) =>
      ({
        Name: v.Name ?? "",
        Email: v.Email ?? "",
        Mobile: v.Mobile ?? "",
        Subject: v.Subject ?? "",
        Message: v.Message ?? "",
      }) satisfies Omit<ContactMessageRequest, ClientAddedField>,
    outcome,
  });

  return (
    <form
      data-enhanced={hydrated ? "true" : undefined}
      method="post"
      noValidate
      onSubmit={onSubmit}
      // Typing in any field clears the message (docs/product.md §4.1).
      onInput={() => status && setStatus(null)}
      aria-labelledby={`${id}-heading`}
      className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-950">
        Drop us Message for any Query
      </h2>
      <p className="mt-2 text-sm text-slate-600">Tell us what you need and our team will reply by e-mail.</p>
      <XsrfField />
      <HoneypotField idPrefix={`${id}-contact`} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          id={`${id}-name`}
          name="Name"
          autoComplete="name"
          maxLength={contactLimits.nameMax}
          defaultValue={kept.Name}
        />
        <TextField
          label="Email"
          id={`${id}-email`}
          name="Email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.emailMax}
          defaultValue={kept.Email}
        />
        <TextField
          label="Mobile No."
          id={`${id}-mobile`}
          name="Mobile"
          type="tel"
          autoComplete="tel"
          maxLength={contactLimits.mobileMax}
          defaultValue={kept.Mobile}
        />
        <TextField
          label="Subject"
          id={`${id}-subject`}
          name="Subject"
          maxLength={contactLimits.subjectMax}
          defaultValue={kept.Subject ?? defaultSubject}
        />
        <TextAreaField
          label="Your Message"
          id={`${id}-message`}
          name="Message"
          rows={6}
          maxLength={contactLimits.messageMax}
          defaultValue={kept.Message}
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-6">
        <Button type="submit" variant="primary-large" disabled={pending}>
          {pending ? "Please wait" : "Send Message"}
        </Button>
      </div>
      <FormStatus status={status} className="mt-4" />
    </form>
  );
}
