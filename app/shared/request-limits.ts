import { NEWS_IMAGE_MAX_BYTES } from "../domain/news-image";

/**
 * Body limits (docs/product.md §6.3) and the 413 message of each, which names its own limit. The API's
 * JSON parsers and the no-JavaScript form pages use the same two.
 */
export const bodyLimits = {
  /** Every JSON body and form post that carries no file: subscriptions and contact messages. */
  small: { bytes: 64 * 1024, tooLarge: "The request is too large. It must be at most 64 KB." },
  /** Where a resume travels: a 1 MiB file as a data URL in JSON, or as a part of a multipart form. */
  resume: { bytes: 2 * 1024 * 1024, tooLarge: "The request is too large. A resume must be at most 1 MB." },
  /** The console's forms with a picture (news, newsletter issues, content pictures): up to 5 MB and text, multipart. */
  newsForm: {
    bytes: NEWS_IMAGE_MAX_BYTES + 64 * 1024,
    tooLarge: "The request is too large. A picture must be at most 5 MB, with the form's text.",
  },
} as const;

/** The 413 message for a body over `limitBytes`, one of `bodyLimits`. */
export function tooLargeMessage(limitBytes: number): string {
  if (limitBytes >= bodyLimits.newsForm.bytes) return bodyLimits.newsForm.tooLarge;
  return limitBytes >= bodyLimits.resume.bytes ? bodyLimits.resume.tooLarge : bodyLimits.small.tooLarge;
}
