/**
 * A story's picture (docs/product.md §10.7): what may be uploaded, how it is recognised (by its bytes,
 * never its name), the widths it is stored at, and their addresses.
 */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Stored widths; a smaller upload is stored at the widths it reaches (never enlarged) plus its own. */
export const NEWS_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** Every story's picture has the proportions of the site's artwork, 1200 x 630 (40:21). */
export const NEWS_IMAGE_RATIO = { width: 40, height: 21 } as const;

export function newsImageHeight(width: number): number {
  return Math.round((width * NEWS_IMAGE_RATIO.height) / NEWS_IMAGE_RATIO.width);
}

/** The drawn picture of a story that has none. */
export const NEWS_DEFAULT_IMAGE_URL = "/images/news/default.svg";

export const newsImageMessages = {
  tooLarge: "The image must be at most 5 MB.",
  wrongType: "The image must be a JPEG, PNG or WebP picture.",
  unreadable: "The image could not be read. Choose another picture or save it again as JPEG or PNG.",
  tooSmall: "The image must be at least 320 pixels wide.",
} as const;

export type NewsImageType = "image/jpeg" | "image/png" | "image/webp";

/** The picture type its first bytes show (magic numbers), or null for anything else. */
export function detectNewsImageType(bytes: Uint8Array): NewsImageType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  // "RIFF" size "WEBP"
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

/** The stored file of one width: its name carries the picture's hash, so its bytes never change. */
export function newsImageKey(sha256: string, width: number): string {
  return `news-${sha256.slice(0, 32)}-${width}.webp`;
}

/**
 * A picture as a mail shows it (a newsletter issue's): JPEG, which every mail program shows (several show no
 * WebP), twice as wide as the 536 px the mail gives it, never wider than the picture's widest stored width.
 */
export const NEWS_MAIL_IMAGE_WIDTH = 1072;

export function newsImageMailKey(sha256: string): string {
  return `news-${sha256.slice(0, 32)}-mail.jpg`;
}

/**
 * A picture made for mail: loaded by mail programs and by the console's sandboxed preview, from other
 * origins, so its answer allows that (Cross-Origin-Resource-Policy: cross-origin, server/http/media.ts).
 */
export function isMailPictureKey(key: string): boolean {
  return /^news-[0-9a-f]{32}-mail\.jpg$/.test(key);
}

export const MEDIA_PATH = "/media/";

export function mediaUrl(key: string): string {
  return MEDIA_PATH + key;
}

/** A stored file's name as its address carries it: letters, digits and dashes, one extension. */
export function isMediaKey(value: string): boolean {
  return /^[a-z0-9-]{1,100}\.(webp|jpg|png)$/.test(value);
}

/** `src` (the widest) and `srcset` of an uploaded picture stored at `widths`. */
export function newsImageSources(sha256: string, widths: readonly number[]): { src: string; srcSet: string } {
  const sorted = [...widths].sort((a, b) => a - b);
  return {
    src: mediaUrl(newsImageKey(sha256, sorted[sorted.length - 1]!)),
    srcSet: sorted.map((w) => `${mediaUrl(newsImageKey(sha256, w))} ${w}w`).join(", "),
  };
}

/** The widths to store for a picture `originalWidth` pixels wide. */
export function widthsFor(originalWidth: number): number[] {
  const fitting: number[] = NEWS_IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  const widest = NEWS_IMAGE_WIDTHS[NEWS_IMAGE_WIDTHS.length - 1]!;
  if (originalWidth < widest && !fitting.includes(originalWidth)) fitting.push(originalWidth);
  return fitting;
}
