import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { inputClass } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { NEWS_IMAGE_MAX_BYTES, newsImageMessages } from "~/domain/news-image";
import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX } from "~/domain/newsletter-issue";
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
  const describe = (id: keyof IssueFormErrors, hint: string) =>
    [hint, errors[id] ? `${id}-error` : ""].filter(Boolean).join(" ");
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
      <div>
        <label htmlFor="body" className="block text-sm font-semibold text-slate-800">
          Text
        </label>
        <textarea
          id="body"
          name="body"
          required
          rows={12}
          maxLength={NEWSLETTER_BODY_MAX}
          defaultValue={values.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describe("body", "body-hint")}
          className={inputClass}
        />
        <p id="body-hint" className="mt-1 text-xs text-slate-600">
          As in a news story: a blank line starts a new paragraph, **two asterisks** make bold,
          [words](https://example.com) make a link.
        </p>
        {errors.body && (
          <p id="body-error" className="mt-1 text-sm font-semibold text-red-700">
            {errors.body}
          </p>
        )}
      </div>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Picture (optional)</legend>
        {picture ? (
          <img
            src={picture}
            alt="The issue's current picture"
            width={320}
            height={168}
            className="mb-3 aspect-[40/21] w-80 max-w-full rounded-md bg-slate-200 object-cover"
          />
        ) : (
          <p className="mb-3 text-sm text-slate-700">No picture.</p>
        )}
        <label htmlFor="image" className="block text-sm font-semibold text-slate-800">
          {picture ? "Replace the picture" : "Add a picture"}
        </label>
        <input
          id="image"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.setCustomValidity(
              file && file.size > NEWS_IMAGE_MAX_BYTES ? newsImageMessages.tooLarge : "",
            );
          }}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={describe("image", "image-hint")}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        <p id="image-hint" className="mt-1 text-xs text-slate-600">
          JPEG, PNG or WebP, at most 5 MB, at least 320 pixels wide.
        </p>
        {errors.image && (
          <p id="image-error" className="mt-1 text-sm font-semibold text-red-700">
            {errors.image}
          </p>
        )}
        {picture && (
          <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="removeImage" className="h-4 w-4" />
            Remove the picture
          </label>
        )}
      </fieldset>
      <Button type="submit" name="intent" value="save" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
