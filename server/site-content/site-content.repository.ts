import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { ContentEntriesTable, ContentRevisionsTable } from "./site-content.table";

export type ContentEntryRow = Selectable<ContentEntriesTable> & {
  /** The published revision's data (JSON), or null while nothing is published. */
  live_data: string | null;
  live_at: string | null;
};
export type ContentRevisionRow = Selectable<ContentRevisionsTable>;
export type PublishedContentRow = Pick<ContentEntriesTable, "entry_key" | "position"> & { data: string };

const entryWithLive = (db: Executor) =>
  db
    .selectFrom("content_entries as e")
    .leftJoin("content_revisions as r", "r.id", "e.live_revision_id")
    .selectAll("e")
    .select(["r.data as live_data", "r.created_at as live_at"]);

/** A type's entries in one locale, in their list's order, each with its published data. */
export async function listContentEntries(db: Executor, type: string, locale: string): Promise<ContentEntryRow[]> {
  return entryWithLive(db)
    .where("e.type", "=", type)
    .where("e.locale", "=", locale)
    .orderBy("e.position")
    .orderBy("e.id")
    .execute();
}

export async function findContentEntry(db: Executor, id: number): Promise<ContentEntryRow | undefined> {
  return entryWithLive(db).where("e.id", "=", id).executeTakeFirst();
}

export async function contentKeyTaken(db: Executor, type: string, key: string, locale: string): Promise<boolean> {
  const row = await db
    .selectFrom("content_entries")
    .select("id")
    .where("type", "=", type)
    .where("entry_key", "=", key)
    .where("locale", "=", locale)
    .executeTakeFirst();
  return row !== undefined;
}

/** The position after the last of a type's list. */
export async function nextContentPosition(db: Executor, type: string, locale: string): Promise<number> {
  const row = await db
    .selectFrom("content_entries")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("type", "=", type)
    .where("locale", "=", locale)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function insertContentEntry(db: Executor, entry: Insertable<ContentEntriesTable>): Promise<number> {
  const row = await db.insertInto("content_entries").values(entry).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves a draft only if nobody saved one since `seenVersion` (then raises the version): answers whether it
 * was written. One conditional statement, so two editors racing cannot both win on either engine.
 */
export async function updateContentDraft(
  db: Executor,
  id: number,
  seenVersion: number,
  draft: { draft: string; draft_saved_at: string; draft_saved_by: string },
): Promise<boolean> {
  const result = await db
    .updateTable("content_entries")
    .set((eb) => ({ ...draft, draft_version: eb("draft_version", "+", 1) }))
    .where("id", "=", id)
    .where("draft_version", "=", seenVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertContentRevision(
  db: Executor,
  revision: Insertable<ContentRevisionsTable>,
): Promise<number> {
  const row = await db.insertInto("content_revisions").values(revision).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function setLiveContentRevision(db: Executor, id: number, revisionId: number | null): Promise<void> {
  await db.updateTable("content_entries").set({ live_revision_id: revisionId }).where("id", "=", id).execute();
}

/** An entry's published versions, newest first. */
export async function listContentRevisions(db: Executor, entryId: number): Promise<ContentRevisionRow[]> {
  return db.selectFrom("content_revisions").selectAll().where("entry_id", "=", entryId).orderBy("id", "desc").execute();
}

/** A type's published entries in one locale, in their list's order: what the public pages show. */
export async function listPublishedContent(db: Executor, type: string, locale: string): Promise<PublishedContentRow[]> {
  return db
    .selectFrom("content_entries as e")
    .innerJoin("content_revisions as r", "r.id", "e.live_revision_id")
    .select(["e.entry_key", "e.position", "r.data"])
    .where("e.type", "=", type)
    .where("e.locale", "=", locale)
    .orderBy("e.position")
    .orderBy("e.id")
    .execute();
}

/**
 * A type's entries as a preview shows them, in their list's order: each one's draft, for entries on the site
 * and entries never published; an entry taken off the site stays off.
 */
export async function listPreviewContent(db: Executor, type: string, locale: string): Promise<PublishedContentRow[]> {
  return db
    .selectFrom("content_entries as e")
    .select(["e.entry_key", "e.position", "e.draft as data"])
    .where("e.type", "=", type)
    .where("e.locale", "=", locale)
    .where((eb) =>
      eb.or([
        eb("e.live_revision_id", "is not", null),
        eb.not(eb.exists(eb.selectFrom("content_revisions as r").select("r.id").whereRef("r.entry_id", "=", "e.id"))),
      ]),
    )
    .orderBy("e.position")
    .orderBy("e.id")
    .execute();
}

/** Sets (or, with null, clears) when an entry's draft publishes by itself and who asked. */
export async function setContentSchedule(
  db: Executor,
  id: number,
  schedule: { publish_at: string; publish_at_by: string } | null,
): Promise<void> {
  await db
    .updateTable("content_entries")
    .set(schedule ?? { publish_at: null, publish_at_by: null })
    .where("id", "=", id)
    .execute();
}

/** The entries whose scheduled time has come, earliest first. */
export async function listDueContent(db: Executor, now: string): Promise<{ id: number; publish_at: string }[]> {
  const rows = await db
    .selectFrom("content_entries")
    .select(["id", "publish_at"])
    .where("publish_at", "<=", now)
    .orderBy("publish_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, publish_at: r.publish_at! }));
}

/**
 * Takes a due schedule for this run: clears it only if it is still the one read, so of two processes
 * checking at once exactly one publishes. Answers whether this caller took it.
 */
export async function claimContentSchedule(db: Executor, id: number, publishAt: string): Promise<boolean> {
  const result = await db
    .updateTable("content_entries")
    .set({ publish_at: null, publish_at_by: null })
    .where("id", "=", id)
    .where("publish_at", "=", publishAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the translations' status needs of every entry in any locale: who saved its draft when, and when it was published. */
export async function listEntryTranslationFacts(db: Executor) {
  return db
    .selectFrom("content_entries as e")
    .leftJoin("content_revisions as r", "r.id", "e.live_revision_id")
    .select([
      "e.id",
      "e.type",
      "e.entry_key",
      "e.locale",
      "e.position",
      "e.draft",
      "e.draft_saved_at",
      "e.draft_saved_by",
      "r.created_at as live_at",
    ])
    .orderBy("e.type")
    .orderBy("e.position")
    .orderBy("e.id")
    .execute();
}

/** The entry of a type and key in one locale (an English entry's translation, or a translation's English entry). */
export async function findContentEntryByKey(
  db: Executor,
  type: string,
  key: string,
  locale: string,
): Promise<ContentEntryRow | undefined> {
  return entryWithLive(db)
    .where("e.type", "=", type)
    .where("e.entry_key", "=", key)
    .where("e.locale", "=", locale)
    .executeTakeFirst();
}
