import type { Insertable } from "kysely";
import type { Executor } from "../db/database";
import type { ContentPicturesTable } from "./content-pictures.table";

/** Records an uploaded picture once: the same picture uploaded again keeps its first row. */
export async function insertContentPicture(db: Executor, row: Insertable<ContentPicturesTable>): Promise<void> {
  await db
    .insertInto("content_pictures")
    .values(row)
    .onConflict((oc) => oc.column("sha256").doNothing())
    .execute();
}

/** The uploaded pictures, newest first, at most `limit`. */
export function listContentPictures(db: Executor, limit: number) {
  return db
    .selectFrom("content_pictures")
    .select(["sha256", "width", "height", "file_name", "uploaded_at", "uploaded_by"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
