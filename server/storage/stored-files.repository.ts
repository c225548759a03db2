import type { Executor } from "../db/database";

/** Stores a file under its key; a key already stored keeps its bytes (keys are derived from content). */
export async function putStoredFile(
  db: Executor,
  file: { key: string; contentType: string; bytes: Uint8Array },
): Promise<void> {
  await db
    .insertInto("stored_files")
    .values({
      key: file.key,
      content_type: file.contentType,
      size: file.bytes.byteLength,
      bytes: file.bytes,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

export async function findStoredFile(db: Executor, key: string) {
  return db
    .selectFrom("stored_files")
    .select(["content_type", "size", "bytes"])
    .where("key", "=", key)
    .executeTakeFirst();
}

/** The picture stored for these bytes (by their sha256), or undefined. */
export async function findNewsImageBySha(db: Executor, sha256: string) {
  return db
    .selectFrom("news_images")
    .select(["id", "sha256", "widths"])
    .where("sha256", "=", sha256)
    .executeTakeFirst();
}

export async function insertNewsImage(db: Executor, image: { sha256: string; widths: number[] }): Promise<number> {
  const row = await db
    .insertInto("news_images")
    .values({ sha256: image.sha256, widths: image.widths.join(","), created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
