import { field } from "~/features/staff/staff-action";
import type { IssueFormValues } from "~/features/staff/newsletter-issue-form";

/** The issue form's text fields as typed, to save or to show again after a refusal. */
export const issueFormValues = (form: FormData): IssueFormValues => ({
  subject: field(form, "subject"),
  body: field(form, "body"),
});
