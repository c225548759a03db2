import type { Db, Executor } from "../db/database";
import { findResumeFile } from "../hiring/application-detail.repository";
import { insertResumeFile, type CheckedResumeFile } from "./resume-files.repository";

/** A stored resume: what was checked on arrival, and its bytes. */
export type StoredResumeFile = {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
};

/**
 * Where resume bytes live, behind one interface: the database today (beside their submission, in its
 * transaction, never under a public path, docs/product.md §3.9); an object store could take its place.
 */
export type ResumeFileStorage = {
  /** Stores a checked resume within the submission's transaction; answers its id. */
  save(tx: Executor, file: CheckedResumeFile, clientIp: string): Promise<number>;
  /** The file and its bytes, or null when there is none with this id. */
  open(id: number): Promise<StoredResumeFile | null>;
};

export function createResumeFileStorage(db: Db): ResumeFileStorage {
  return {
    save: (tx, file, clientIp) => insertResumeFile(tx, file, clientIp),
    async open(id) {
      const row = await findResumeFile(db, id);
      // An erased application keeps an empty file row (docs/decisions/0049-retention-and-erasure.md).
      if (!row || Number(row.size) === 0) return null;
      return {
        id: row.id,
        fileName: row.file_name,
        contentType: row.content_type,
        size: row.size,
        sha256: row.sha256,
        // better-sqlite3 answers a Buffer, pg a Buffer too; a Uint8Array is wrapped without copying.
        bytes: Buffer.isBuffer(row.bytes)
          ? row.bytes
          : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
      };
    },
  };
}
