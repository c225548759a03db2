import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { NEWSLETTER_SUBJECT_MAX } from "~/domain/newsletter-issue";
import type { RichTextDoc } from "~/domain/rich-text/model";
import { PictureField } from "./markup-and-picture-fields";
import { RichTextField } from "./rich-text-editor/rich-text-field";
import { StaffField } from "./staff-field";

/** The text as a document, and as typed in the textarea when a post without JavaScript was refused. */
export type IssueFormValues = { subject: string; body: RichTextDoc; bodyTyped?: string | null };
export type IssueFormErrors = Partial<Record<"subject" | "body" | "image", string>>;

/**
 * An issue's text: subject, the text (the rich-text editor, or its markup without JavaScript), and a picture. Posts `intent=save` (multipart,
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
      <RichTextField
        name="body"
        id="body"
        label="Text"
        rows={12}
        defaultValue={values.body}
        typed={values.bodyTyped}
        error={errors.body}
        hint="As in a news story; at most 20,000 characters."
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
