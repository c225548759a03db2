import type { Id } from "../db/common-columns";

/** One redirect: an old address on this site (normalised, unique), where it sends, and how (301 or 302). */
export type RedirectsTable = {
  id: Id;
  from_path: string;
  to_target: string;
  status: number;
  saved_at: string;
  saved_by: string;
};
