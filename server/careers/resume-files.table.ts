import type { Audit, Id } from "../db/common-columns";

/** Resume bytes live in the database beside their submission, never under a public path. */
export type ResumeFilesTable = Audit & {
  id: Id;
  file_name: string;
  /** The type detected from the bytes (application/pdf, application/msword, …), not the one claimed. */
  content_type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
};
