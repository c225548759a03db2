import type { ChangeEvent } from "react";
import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { inputClass } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { NEWS_TEXT_MAX, NEWS_TITLE_MAX, type NewsState } from "~/domain/news-editor";
import { NEWS_IMAGE_MAX_BYTES, newsImageMessages } from "~/domain/news-image";
import { StaffField } from "./staff-field";

export type NewsFormErrors = Partial<Record<"title" | "newsDate" | "description" | "image" | "publishAt", string>>;

type Values = { title: string; newsDate: string; description: string; publishAt: string };

/** Catches a picture over 5 MB before it travels (the server checks again, and checks the bytes). */
function checkImageSize(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.setCustomValidity(file && file.size > NEWS_IMAGE_MAX_BYTES ? newsImageMessages.tooLarge : "");
}

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
  const describe = (id: string, ...more: (string | false)[]) =>
    [...more, errors[id as keyof NewsFormErrors] ? `${id}-error` : false].filter(Boolean).join(" ") || undefined;
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
      <div>
        <label htmlFor="description" className="block text-sm font-semibold text-slate-800">
          Text
        </label>
        <textarea
          id="description"
          name="description"
          required
          rows={14}
          maxLength={NEWS_TEXT_MAX}
          defaultValue={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describe("description", "description-hint")}
          className={inputClass}
        />
        <p id="description-hint" className="mt-1 text-xs text-slate-600">
          A blank line starts a new paragraph. **Two asterisks** make bold; [words](https://example.com) make a link
          (http or https addresses only). Nothing else is formatted.
        </p>
        {errors.description && (
          <p id="description-error" className="mt-1 text-sm font-semibold text-red-700">
            {errors.description}
          </p>
        )}
      </div>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Picture</legend>
        {picture ? (
          <img
            src={picture.src}
            srcSet={picture.srcSet ?? undefined}
            sizes={picture.srcSet ? "320px" : undefined}
            alt="The story's current picture"
            width={320}
            height={168}
            className="mb-3 aspect-[40/21] w-80 max-w-full rounded-md bg-slate-200 object-cover"
          />
        ) : (
          <p className="mb-3 text-sm text-slate-700">No picture: the site shows its drawn news illustration.</p>
        )}
        <label htmlFor="image" className="block text-sm font-semibold text-slate-800">
          {picture ? "Replace the picture" : "Add a picture"}
        </label>
        <input
          id="image"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={checkImageSize}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={describe("image", "image-hint")}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        <p id="image-hint" className="mt-1 text-xs text-slate-600">
          JPEG, PNG or WebP, at most 5 MB, at least 320 pixels wide. It is cropped to 40:21 and resized for each screen.
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
