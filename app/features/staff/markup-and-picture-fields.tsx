import type { ChangeEvent } from "react";
import { NEWS_IMAGE_MAX_BYTES, newsImageMessages } from "~/domain/news-image";

const describedBy = (hintId: string, error: string | undefined, errorId: string) =>
  [hintId, error ? errorId : ""].filter(Boolean).join(" ");

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** Catches a picture over 5 MB before it travels (the server checks again, and checks the bytes). */
function checkImageSize(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.setCustomValidity(file && file.size > NEWS_IMAGE_MAX_BYTES ? newsImageMessages.tooLarge : "");
}

/**
 * The picture of a story or an issue (field `image`, and `removeImage` when there is one): the current one
 * shown, a file to add or replace it, the size rules and the field's error.
 */
export function PictureField({
  legend,
  picture,
  none,
  hint,
  error,
}: {
  legend: string;
  picture: { src: string; srcSet: string | null; alt: string } | null;
  /** What stands in for a missing picture. */
  none: string;
  hint: string;
  error: string | undefined;
}) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {picture ? (
        <img
          src={picture.src}
          srcSet={picture.srcSet ?? undefined}
          sizes={picture.srcSet ? "320px" : undefined}
          alt={picture.alt}
          width={320}
          height={168}
          className="mb-3 aspect-[40/21] w-80 max-w-full rounded-md bg-slate-200 object-cover"
        />
      ) : (
        <p className="mb-3 text-sm text-slate-700">{none}</p>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("image-hint", error, "image-error")}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
      />
      <p id="image-hint" className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id="image-error" error={error} />
      {picture && (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="removeImage" className="h-4 w-4" />
          Remove the picture
        </label>
      )}
    </fieldset>
  );
}
