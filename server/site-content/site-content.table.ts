import type { Id } from "../db/common-columns";

/** One entry of a content type in one locale: its draft, and the revision the public sees. */
export type ContentEntriesTable = {
  id: Id;
  type: string;
  entry_key: string;
  locale: string;
  position: number;
  /** JSON of the type's fields, as last saved. */
  draft: string;
  draft_version: number;
  draft_saved_at: string;
  draft_saved_by: string;
  live_revision_id: number | null;
  created_at: string;
  /** When the draft is to be published by itself, and who scheduled it; null when nothing is scheduled. */
  publish_at: string | null;
  publish_at_by: string | null;
};

/** One published version of an entry, kept for its history and to restore. */
export type ContentRevisionsTable = {
  id: Id;
  entry_id: number;
  /** JSON of the type's fields as published. */
  data: string;
  created_at: string;
  created_by: string;
  note: string;
};
