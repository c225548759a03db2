/**
 * Body limits (docs/product.md §6.3) and the 413 message of each, which names its own limit. The API's
 * JSON parsers and the no-JavaScript form pages use the same two.
 */
export const bodyLimits = {
  /** Every JSON body and form post that carries no file: subscriptions and contact messages. */
  small: { bytes: 64 * 1024, tooLarge: "The request is too large. It must be at most 64 KB." },
  /** Where a resume travels: a 1 MiB file as a data URL in JSON, or as a part of a multipart form. */
  resume: { bytes: 2 * 1024 * 1024, tooLarge: "The request is too large. A resume must be at most 1 MB." },
} as const;

/** The 413 message for a body over `limitBytes`, one of `bodyLimits`. */
export function tooLargeMessage(limitBytes: number): string {
  return limitBytes >= bodyLimits.resume.bytes ? bodyLimits.resume.tooLarge : bodyLimits.small.tooLarge;
}
