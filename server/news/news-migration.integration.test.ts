import { describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#server/db/migrate";
import { createNewsService } from "#server/news/news";
import { unmigratedDatabaseForFile } from "#tests/support/test-database";

/**
 * The migration that brought news into the console (2026-12-10T1100-news-editing) on a database that
 * has stories already: every one stays public, with its text as its first revision.
 */
const handle = unmigratedDatabaseForFile();

describe(`the news-editing migration on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("publishes every story stored before it, each with one revision", async () => {
    await migrateUpTo(handle.db, "2026-12-10T1030-job-editing");
    const db = handle.db as unknown as import("kysely").Kysely<any>;
    for (const [title, date] of [
      ["Older story", "2026-01-05"],
      ["Newer story", "2026-03-07"],
    ])
      await db
        .insertInto("news")
        .values({
          title,
          description: `${title} text.`,
          image_url: "/images/news/award-2026.svg",
          news_date: date,
          updated_at: `${date}T10:00:00.000Z`,
          created_at: `${date}T09:00:00.000Z`,
          client_ip: null,
        })
        .execute();

    await migrateToLatest(handle.db);

    const news = createNewsService({ db: handle.db });
    const stories = await news.latest(0);
    expect(stories.map((s) => [s.Title, s.NewsDate, s.ImageUrl, s.ModifiedAt])).toEqual([
      ["Newer story", "2026-03-07", "/images/news/award-2026.svg", "2026-03-07T10:00:00.000Z"],
      ["Older story", "2026-01-05", "/images/news/award-2026.svg", "2026-01-05T10:00:00.000Z"],
    ]);
    const rows = await handle.db
      .selectFrom("news as n")
      .innerJoin("news_revisions as r", "r.news_code", "n.code")
      .select(["n.title", "n.live_revision_id", "n.publish_at", "r.id", "r.note", "r.created_by"])
      .orderBy("n.code")
      .execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(Number(r.live_revision_id)).toBe(Number(r.id));
      expect(r.note).toBe("Published");
      expect(r.publish_at).toMatch(/^2026-0[13]-0[57]T09:00:00.000Z$/);
    }
  });
});
