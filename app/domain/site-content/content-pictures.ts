import { mediaUrl } from "../news-image";

/**
 * Pictures uploaded for the site's content (docs/decisions/0183): each stored once, at most this wide and
 * high (never enlarged), as JPEG for every browser and WebP for those that take it, under a name derived
 * from the upload's hash.
 */
export const CONTENT_PICTURE_MAX_SIDE = 1600;

/**
 * The narrower copies stored beside it, so a page's `srcset` lets a phone take a small one. A copy is never
 * wider than the picture: a narrow upload's wider copies are the picture itself.
 */
export const CONTENT_PICTURE_WIDTHS = [320, 640, 960, 1280] as const;

/** The stored file of a content picture in one format, at its full size or at one of the widths. */
export function contentPictureKey(sha256: string, format: "jpg" | "webp", width?: number): string {
  return `content-${sha256.slice(0, 32)}${width ? `-${width}` : ""}.${format}`;
}

/**
 * The `srcset` and `sizes` of an `<img>` showing a picture field's value, `sizes` being how wide the page
 * shows it: the stored widths when it is an uploaded content picture, nothing for the site's own drawings
 * (SVG, one file for every size).
 */
export function contentPictureSources(path: string, sizes: string): { srcSet?: string; sizes?: string } {
  const m = /^\/media\/(content-[0-9a-f]{32})\.jpg$/.exec(path);
  if (!m) return {};
  const narrower = CONTENT_PICTURE_WIDTHS.map((w) => `${mediaUrl(`${m[1]}-${w}.jpg`)} ${w}w`);
  return { srcSet: [...narrower, `${path} ${CONTENT_PICTURE_MAX_SIDE}w`].join(", "), sizes };
}

/** What a picture field takes: the JPEG's address, which browsers that take WebP are answered with WebP. */
export function contentPicturePath(sha256: string): string {
  return mediaUrl(contentPictureKey(sha256, "jpg"));
}

/** A content picture's JPEG key: its WebP sibling is sent to browsers that accept WebP (server/http/media.ts). */
export function webpSiblingOf(key: string): string | null {
  const m = /^(content-[0-9a-f]{32}(?:-\d{3,4})?)\.jpg$/.exec(key);
  return m ? `${m[1]}.webp` : null;
}

export const contentPictureMessages = {
  missing: "Choose a picture to upload.",
  uploaded: (path: string) => `Uploaded. Use ${path} in a picture field, then save and publish the entry.`,
} as const;
