/** Bytes served from the site at an address derived from their content (server/storage/). */
export type StoredFilesTable = {
  key: string;
  content_type: string;
  size: number;
  bytes: Uint8Array;
  created_at: string;
};
