import type { Audit, Id } from "../db/common-columns";

/**
 * A story's working copy: what its editor last saved. The public sees the revision named by
 * `live_revision_id` from `publish_at` on (docs/product.md §10.7).
 */
export type NewsTable = Audit & {
  code: Id;
  title: string;
  description: string;
  /** A picture shipped with the site (the seeded stories' artwork), or "" when none. */
  image_url: string;
  /** An uploaded picture (news_images), or null. */
  image_id: number | null;
  /** Calendar date YYYY-MM-DD: the date the story shows. */
  news_date: string;
  updated_at: string;
  /** The published revision; null while the story is a draft (never published, or unpublished). */
  live_revision_id: number | null;
  /** ISO time from which the live revision is public; later than now: scheduled. */
  publish_at: string | null;
};

/** One published version of a story, kept for its history and to restore. */
export type NewsRevisionsTable = {
  id: Id;
  news_code: number;
  title: string;
  description: string;
  news_date: string;
  image_url: string;
  image_id: number | null;
  created_at: string;
  /** Who published it: a staff member's address, or "system: …". */
  created_by: string;
  /** What made it: "Published", "Scheduled", "Restored from revision 3". */
  note: string;
};

/** An uploaded picture, stored resized to each of `widths` (stored_files `${sha256}-${width}.webp`). */
export type NewsImagesTable = {
  id: Id;
  sha256: string;
  widths: string;
  created_at: string;
};
