import type { NewsletterIssueInput } from "~/domain/newsletter-issue-draft";
import { richTextInputForForm } from "~/domain/rich-text/text";
import type { IssueFormValues } from "~/features/staff/newsletter-issue-form";
import { richTextInputOf } from "~/features/staff/rich-text-editor/rich-text-input";
import { field } from "~/features/staff/staff-action";

/** The issue form's fields as posted: the text is the editor's document, or the markup typed without JavaScript. */
export const issueFormInput = (form: FormData): NewsletterIssueInput => ({
  subject: field(form, "subject"),
  body: richTextInputOf(form, "body"),
});

/** The fields to show again after a refusal: nothing typed is lost. */
export function issueFormValues(input: NewsletterIssueInput): IssueFormValues {
  const text = richTextInputForForm(input.body);
  return { subject: input.subject, body: text.doc, bodyTyped: text.typed };
}
