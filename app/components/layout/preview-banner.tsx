import { PREVIEW_PATH, previewMessages } from "~/domain/site-content/content-preview";

/** Above a page made from drafts (docs/decisions/0180): says so, and ends the preview. */
export function PreviewBanner() {
  return (
    <div role="region" aria-label="Preview" className="bg-amber-100 px-4 py-3 text-amber-950">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <span className="font-semibold">{previewMessages.banner}</span>
        <a href={PREVIEW_PATH} className="font-bold underline underline-offset-4 hover:text-amber-800">
          {previewMessages.stop}
        </a>
      </p>
    </div>
  );
}
