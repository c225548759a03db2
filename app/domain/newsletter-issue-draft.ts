import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX, newsletterIssueMessages } from "./newsletter-issue";
import type { RichTextDoc } from "./rich-text/model";
import { parseRichTextInput, type RichTextInput } from "./rich-text/text";

/*
 * A newsletter issue's form checked (docs/product.md §10.9). Beside newsletter-issue.ts rather than in it:
 * the text's check reads the rich-text document, which the issue's public web version does not need.
 */

/** The form's fields as posted: the text typed in the news markup, or the editor's document (app/domain/rich-text). */
export type NewsletterIssueInput = { subject: string; body: RichTextInput };
export type NewsletterIssueErrors = Partial<Record<keyof NewsletterIssueInput, string>>;

/** The editor's fields, trimmed (the text a document), or the message of each field that is wrong. */
export function validateNewsletterIssue(
  raw: NewsletterIssueInput,
): { ok: true; value: { subject: string; body: RichTextDoc } } | { ok: false; errors: NewsletterIssueErrors } {
  const subject = raw.subject.trim().replace(/\s+/g, " ");
  const body = parseRichTextInput(raw.body, {
    maxChars: NEWSLETTER_BODY_MAX,
    missing: newsletterIssueMessages.bodyMissing,
    tooLong: newsletterIssueMessages.bodyTooLong,
  });
  const errors: NewsletterIssueErrors = {};
  if (!subject) errors.subject = newsletterIssueMessages.subjectMissing;
  else if ([...subject].length > NEWSLETTER_SUBJECT_MAX) errors.subject = newsletterIssueMessages.subjectTooLong;
  if (!body.ok) errors.body = body.message;
  return Object.keys(errors).length || !body.ok
    ? { ok: false, errors }
    : { ok: true, value: { subject, body: body.doc } };
}
