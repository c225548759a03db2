import { useId } from "react";
import { useContactWords } from "./contact-words";
import { FormCard } from "~/components/forms/form-card";
import type { FormOutcome } from "~/domain/form-outcome";
import { PersonFields } from "~/components/forms/person-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { TextAreaField, TextField } from "~/components/forms/text-field";
import { useApiForm } from "~/components/forms/use-api-form";
import type { ContactMessageRequest } from "~/domain/contact-message-schema";
import type { ClientAddedField } from "~/domain/schema-fields";
import { contactLimits, contactRules } from "~/domain/validation/contact-rules";

/** The status line's id: the fragment a post made without JavaScript comes back to. */
const CONTACT_OUTCOME_ID = "contact-outcome";

/**
 * The Contact Us form (docs/product.md §2.11, §4.1, §5.4). With JavaScript it checks the rules in order and
 * posts to /api/Message/PostMessage; without, it is a plain post to the page's own action.
 */
export function ContactForm({ defaultSubject = "", outcome }: { defaultSubject?: string; outcome?: FormOutcome }) {
  const id = useId();
  const form = useApiForm({
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
    language: true,
  });
  const { kept } = form;
  const w = useContactWords();

  return (
    <FormCard
      form={form}
      id={id}
      heading={w.heading}
      help={w.help}
      honeypotName="contact"
      submitLabel={w.submit}
      clearStatusOnInput
      // The outcome takes the focus and the view, with or without JavaScript (the fragment, docs/product.md §2.11).
      action={`#${CONTACT_OUTCOME_ID}`}
      outcomeId={CONTACT_OUTCOME_ID}
      beforeSubmit={<PrivacyNotice form="contact" />}
    >
      <PersonFields
        id={id}
        limits={contactLimits}
        kept={kept}
        mobileLabel={w.mobile}
        mobileError={form.fieldError?.message}
      />
      <TextField
        label={w.subject}
        id={`${id}-subject`}
        name="Subject"
        maxLength={contactLimits.subjectMax}
        defaultValue={kept.Subject ?? defaultSubject}
      />
      <TextAreaField
        label={w.message}
        id={`${id}-message`}
        name="Message"
        rows={6}
        maxLength={contactLimits.messageMax}
        defaultValue={kept.Message}
        className="sm:col-span-2"
      />
    </FormCard>
  );
}
