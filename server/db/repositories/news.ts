import type { Executor } from "../database";
import type { NewsTable } from "../tables/news.table";

export type NewsRow = {
  code: number;
  title: string;
  description: string;
  image_url: string;
  news_date: string;
  updated_at: string;
};
export type NewsSeed = Pick<NewsTable, "title" | "description" | "image_url" | "news_date">;

/** Every story, newest first; stories of the same day by the later code first, so the order is stable. */
export async function listNewsNewestFirst(db: Executor): Promise<NewsRow[]> {
  return db
    .selectFrom("news")
    .select(["code", "title", "description", "image_url", "news_date", "updated_at"])
    .orderBy("news_date", "desc")
    .orderBy("code", "desc")
    .execute();
}

export async function findNewsByCode(db: Executor, code: number): Promise<NewsRow | undefined> {
  return db
    .selectFrom("news")
    .select(["code", "title", "description", "image_url", "news_date", "updated_at"])
    .where("code", "=", code)
    .executeTakeFirst();
}

/**
 * Inserts one story and returns its code. `clientIp` is null for seeded stories; `updatedAt` (when the
 * story last changed) defaults to now.
 */
export async function insertNews(
  db: Executor,
  story: NewsSeed,
  options: { clientIp?: string | null; updatedAt?: string } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("news")
    .values({ ...story, created_at: now, updated_at: options.updatedAt ?? now, client_ip: options.clientIp ?? null })
    .returning("code")
    .executeTakeFirstOrThrow();
  return Number(row.code);
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
