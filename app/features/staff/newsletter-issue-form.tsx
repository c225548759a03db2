import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX } from "~/domain/newsletter-issue";
import { MarkupTextField, PictureField } from "./markup-and-picture-fields";
import { StaffField } from "./staff-field";

export type IssueFormValues = { subject: string; body: string };
export type IssueFormErrors = Partial<Record<"subject" | "body" | "image", string>>;

/**
 * An issue's text: subject, the text in the news markup, and a picture. Posts `intent=save` (multipart,
 * for the picture); works without JavaScript.
 */
export function NewsletterIssueForm({
  values,
  errors,
  picture,
  busy,
  submitLabel,
}: {
  values: IssueFormValues;
  errors: IssueFormErrors;
  picture: string | null;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" aria-label="Issue">
      <XsrfField />
      <StaffField
        label="Subject"
        id="subject"
        name="subject"
        required
        maxLength={NEWSLETTER_SUBJECT_MAX}
        defaultValue={values.subject}
        error={errors.subject}
      />
      <MarkupTextField
        id="body"
        rows={12}
        maxLength={NEWSLETTER_BODY_MAX}
        defaultValue={values.body}
        error={errors.body}
        hint={
          <>
            As in a news story: a blank line starts a new paragraph, **two asterisks** make bold,
            [words](https://example.com) make a link.
          </>
        }
      />
      <PictureField
        legend="Picture (optional)"
        picture={picture ? { src: picture, srcSet: null, alt: "The issue's current picture" } : null}
        none="No picture."
        hint="JPEG, PNG or WebP, at most 5 MB, at least 320 pixels wide."
        error={errors.image}
      />
      <Button type="submit" name="intent" value="save" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
