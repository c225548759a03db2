import type { Executor } from "../db/database";
import { findStoredFile, putStoredFile } from "./stored-files.repository";

export type StoredFile = { contentType: string; bytes: Uint8Array };

/**
 * Where files served from the site (resized news pictures) are kept. Keys are derived from the
 * content, so a stored key never changes its bytes and may be cached for ever. The database holds
 * them today; an object store would implement the same two calls.
 */
export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
}

export function databaseFileStorage(db: Executor): FileStorage {
  return {
    put: (key, file) => putStoredFile(db, { key, contentType: file.contentType, bytes: file.bytes }),
    async get(key) {
      const row = await findStoredFile(db, key);
      return row ? { contentType: row.content_type, bytes: row.bytes } : undefined;
    },
  };
}
