import type { Id } from "../db/common-columns";

/** A picture uploaded for the site's content; its files are in `stored_files` (decision 0183). */
export type ContentPicturesTable = {
  id: Id;
  sha256: string;
  width: number;
  height: number;
  file_name: string;
  uploaded_at: string;
  uploaded_by: string;
};
