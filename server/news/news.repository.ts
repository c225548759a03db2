import type { Executor } from "../db/database";
import type { NewsTable } from "./news.table";

/** A story as the public sees it: its live revision, with the time it goes (or went) public. */
export type NewsRow = Awaited<ReturnType<typeof listLiveNewsNewestFirst>>[number];
export type NewsSeed = Pick<NewsTable, "title" | "description" | "image_url" | "news_date">;

/**
 * Every story that has a live revision, newest first by its date (then by code, so the order is
 * stable), scheduled ones included: the caller keeps those whose time has come. `updated_at` is when the
 * live revision was published: the story's last change for the public.
 */
export async function listLiveNewsNewestFirst(db: Executor) {
  const rows = await db
    .selectFrom("news as n")
    .innerJoin("news_revisions as r", "r.id", "n.live_revision_id")
    .leftJoin("news_images as i", "i.id", "r.image_id")
    .select([
      "n.code",
      "r.title",
      "r.description",
      "r.image_url",
      "i.sha256 as image_sha256",
      "i.widths as image_widths",
      "r.news_date",
      "r.created_at as updated_at",
      "n.publish_at",
    ])
    .where("n.publish_at", "is not", null)
    .orderBy("r.news_date", "desc")
    .orderBy("n.code", "desc")
    .execute();
  return rows.map((r) => ({ ...r, code: Number(r.code), publish_at: r.publish_at! }));
}

/** The working copy of one story and its state, for the editor. */
export async function findNewsForEditing(db: Executor, code: number) {
  return db
    .selectFrom("news as n")
    .leftJoin("news_images as i", "i.id", "n.image_id")
    .select([
      "n.code",
      "n.title",
      "n.description",
      "n.image_url",
      "n.image_id",
      "i.sha256 as image_sha256",
      "i.widths as image_widths",
      "n.news_date",
      "n.updated_at",
      "n.live_revision_id",
      "n.publish_at",
    ])
    .where("n.code", "=", code)
    .executeTakeFirst();
}

export type NewsEditingRow = NonNullable<Awaited<ReturnType<typeof findNewsForEditing>>>;

/** One page of the console's list, newest story first (keyset on code). */
export async function listNewsForStaff(db: Executor, options: { beforeCode?: number; limit: number }) {
  let q = db
    .selectFrom("news")
    .select(["code", "title", "news_date", "updated_at", "live_revision_id", "publish_at"])
    .orderBy("code", "desc")
    .limit(options.limit);
  if (options.beforeCode !== undefined) q = q.where("code", "<", options.beforeCode);
  return (await q.execute()).map((r) => ({ ...r, code: Number(r.code) }));
}

export type NewsContent = {
  title: string;
  description: string;
  news_date: string;
  image_url: string;
  image_id: number | null;
};

export async function insertNewsDraft(db: Executor, content: NewsContent, clientIp: string | null): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("news")
    .values({
      ...content,
      created_at: now,
      updated_at: now,
      client_ip: clientIp,
      live_revision_id: null,
      publish_at: null,
    })
    .returning("code")
    .executeTakeFirstOrThrow();
  return Number(row.code);
}

export async function updateNewsDraft(db: Executor, code: number, content: NewsContent): Promise<void> {
  await db
    .updateTable("news")
    .set({ ...content, updated_at: new Date().toISOString() })
    .where("code", "=", code)
    .execute();
}

export async function insertNewsRevision(
  db: Executor,
  code: number,
  content: NewsContent,
  meta: { createdBy: string; note: string; at?: string },
): Promise<number> {
  const row = await db
    .insertInto("news_revisions")
    .values({
      news_code: code,
      ...content,
      created_at: meta.at ?? new Date().toISOString(),
      created_by: meta.createdBy,
      note: meta.note,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Makes a revision the live one from `publishAt` on; null for both: the story is a draft again. */
export async function setLiveRevision(
  db: Executor,
  code: number,
  live: { revisionId: number; publishAt: string } | null,
): Promise<void> {
  await db
    .updateTable("news")
    .set({ live_revision_id: live?.revisionId ?? null, publish_at: live?.publishAt ?? null })
    .where("code", "=", code)
    .execute();
}

/** A story's revisions, newest first. */
export async function listNewsRevisions(db: Executor, code: number, limit = 100) {
  return db
    .selectFrom("news_revisions")
    .select(["id", "title", "news_date", "created_at", "created_by", "note"])
    .where("news_code", "=", code)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findNewsRevision(db: Executor, code: number, id: number) {
  return db
    .selectFrom("news_revisions")
    .select(["id", "title", "description", "news_date", "image_url", "image_id"])
    .where("news_code", "=", code)
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Inserts one published story (with its first revision) and returns its code: the seed's stories and
 * tests' fixtures. `updatedAt` (when it was published) defaults to now.
 */
export async function insertNews(
  db: Executor,
  story: NewsSeed,
  options: { clientIp?: string | null; updatedAt?: string } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const at = options.updatedAt ?? now;
  const content = { ...story, image_id: null };
  const code = Number(
    (
      await db
        .insertInto("news")
        .values({
          ...content,
          created_at: now,
          updated_at: at,
          client_ip: options.clientIp ?? null,
          live_revision_id: null,
          publish_at: null,
        })
        .returning("code")
        .executeTakeFirstOrThrow()
    ).code,
  );
  const revisionId = await insertNewsRevision(db, code, content, { createdBy: "system: seed", note: "Published", at });
  await setLiveRevision(db, code, { revisionId, publishAt: now });
  return code;
}

/** Inserts the stories whose title is not stored yet; existing stories are left as they are. */
export async function insertMissingNews(db: Executor, stories: NewsSeed[]): Promise<number> {
  if (stories.length === 0) return 0;
  const present = new Set(
    (
      await db
        .selectFrom("news")
        .select("title")
        .where(
          "title",
          "in",
          stories.map((s) => s.title),
        )
        .execute()
    ).map((r) => r.title),
  );
  let inserted = 0;
  for (const story of stories) {
    if (present.has(story.title)) continue;
    // A seeded story has not changed since its publication date, whenever the seed runs.
    await insertNews(db, story, { updatedAt: story.news_date });
    present.add(story.title);
    inserted++;
  }
  return inserted;
}
