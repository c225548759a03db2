import { mediaUrl } from "../news-image";

/**
 * Pictures uploaded for the site's content (docs/decisions/0183): each stored once, at most this wide and
 * high (never enlarged), as JPEG for every browser and WebP for those that take it, under a name derived
 * from the upload's hash.
 */
export const CONTENT_PICTURE_MAX_SIDE = 1600;

/** The stored file of a content picture in one format. */
export function contentPictureKey(sha256: string, format: "jpg" | "webp"): string {
  return `content-${sha256.slice(0, 32)}.${format}`;
}

/** What a picture field takes: the JPEG's address, which browsers that take WebP are answered with WebP. */
export function contentPicturePath(sha256: string): string {
  return mediaUrl(contentPictureKey(sha256, "jpg"));
}

/** A content picture's JPEG key: its WebP sibling is sent to browsers that accept WebP (server/http/media.ts). */
export function webpSiblingOf(key: string): string | null {
  const m = /^(content-[0-9a-f]{32})\.jpg$/.exec(key);
  return m ? `${m[1]}.webp` : null;
}

export const contentPictureMessages = {
  missing: "Choose a picture to upload.",
  uploaded: (path: string) => `Uploaded. Use ${path} in a picture field, then save and publish the entry.`,
} as const;
