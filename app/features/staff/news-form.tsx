import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { NEWS_TITLE_MAX, type NewsState } from "~/domain/news-editor";
import type { RichTextDoc } from "~/domain/rich-text/model";
import { PictureField } from "./markup-and-picture-fields";
import { RichTextField } from "./rich-text-editor/rich-text-field";
import { StaffField } from "./staff-field";

export type NewsFormErrors = Partial<Record<"title" | "newsDate" | "description" | "image" | "publishAt", string>>;

/** The form's values: the text as a document, and as typed in the textarea when a post without JavaScript was refused. */
type Values = {
  title: string;
  newsDate: string;
  description: RichTextDoc;
  descriptionTyped?: string | null;
  publishAt: string;
};

/**
 * The story's form: title, the date shown, the text, the picture, and a time to publish at. Its
 * buttons save the draft, publish now, or schedule; each saves what was typed first.
 */
export function NewsForm({
  values,
  errors,
  picture,
  state,
  timeZone,
  busy,
}: {
  values: Values;
  errors: NewsFormErrors;
  /** The current picture, when the story has one of its own (not the drawn default). */
  picture: { src: string; srcSet: string | null } | null;
  state: NewsState | null;
  timeZone: string;
  busy: boolean;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" aria-label="Story">
      <XsrfField />
      <StaffField
        label="Title"
        id="title"
        name="title"
        required
        maxLength={NEWS_TITLE_MAX}
        defaultValue={values.title}
        error={errors.title}
      />
      <div className="max-w-xs">
        <StaffField
          label="Date shown"
          id="newsDate"
          name="newsDate"
          type="date"
          required
          defaultValue={values.newsDate}
          error={errors.newsDate}
        />
      </div>
      <RichTextField
        name="description"
        id="description"
        label="Text"
        rows={14}
        defaultValue={values.description}
        typed={values.descriptionTyped}
        error={errors.description}
        hint="At most 20,000 characters."
      />
      <PictureField
        legend="Picture"
        picture={picture && { ...picture, alt: "The story's current picture" }}
        none="No picture: the site shows its drawn news illustration."
        hint="JPEG, PNG or WebP, at most 5 MB, at least 320 pixels wide. It is cropped to 40:21 and resized for each screen."
        error={errors.image}
      />
      {state !== "published" && (
        <div className="max-w-sm">
          <StaffField
            label="Publish at (for Schedule)"
            id="publishAt"
            name="publishAt"
            type="datetime-local"
            step={1}
            defaultValue={values.publishAt}
            hint={`Company time (${timeZone}). The story appears by itself then.`}
            error={errors.publishAt}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
          Save draft
        </Button>
        <Button type="submit" name="intent" value="publish" variant="primary" disabled={busy}>
          {state === "published" ? "Publish changes" : "Publish now"}
        </Button>
        {state !== "published" && (
          <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
            Schedule
          </Button>
        )}
      </div>
    </Form>
  );
}
