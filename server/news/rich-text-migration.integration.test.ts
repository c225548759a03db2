import { describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#server/db/migrate";
import { createNewsService } from "#server/news/news";
import { unmigratedDatabaseForFile } from "#tests/support/test-database";

/**
 * The migration that made long texts documents (2026-12-26T0900-rich-text, docs/decisions/0187) on a database
 * whose story, revision and newsletter issue were written in the news markup: each becomes the document the
 * pages showed, and the API still answers the text as it was written.
 */
const handle = unmigratedDatabaseForFile();

const OLD = "We are **live**.\n\nSee [our site](https://example.com/a) or [this](javascript:alert(1)) <b>x</b>.";
const DOC =
  '{"type":"doc","version":1,"blocks":[' +
  '{"type":"paragraph","children":[{"type":"text","text":"We are "},{"type":"text","text":"live","bold":true},{"type":"text","text":"."}]},' +
  '{"type":"paragraph","children":[{"type":"text","text":"See "},{"type":"link","href":"https://example.com/a","children":[{"type":"text","text":"our site"}]},{"type":"text","text":" or [this](javascript:alert(1)) <b>x</b>."}]}]}';

describe(`the rich-text migration on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("converts every story's working copy and revisions and every issue's text, and the API answers the text as written", async () => {
    await migrateUpTo(handle.db, "2026-12-25T1800-content-pictures");
    const db = handle.db as unknown as import("kysely").Kysely<any>;
    const at = "2026-11-01T09:00:00.000Z";
    const { code } = await db
      .insertInto("news")
      .values({
        title: "Old story",
        description: OLD,
        image_url: "/images/news/award-2026.svg",
        news_date: "2026-11-01",
        updated_at: at,
        created_at: at,
        client_ip: null,
      })
      .returning("code")
      .executeTakeFirstOrThrow();
    const { id: revision } = await db
      .insertInto("news_revisions")
      .values({
        news_code: code,
        title: "Old story",
        description: OLD,
        news_date: "2026-11-01",
        image_url: "/images/news/award-2026.svg",
        created_at: at,
        created_by: "someone@staff.example",
        note: "Published",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("news").set({ live_revision_id: revision, publish_at: at }).where("code", "=", code).execute();
    await db
      .insertInto("newsletter_issues")
      .values({ subject: "Old issue", body: OLD, created_at: at, created_by: "someone@staff.example", updated_at: at })
      .execute();

    await migrateToLatest(handle.db);

    expect(await db.selectFrom("news").select("description").execute()).toEqual([{ description: DOC }]);
    expect(await db.selectFrom("news_revisions").select("description").execute()).toEqual([{ description: DOC }]);
    expect(await db.selectFrom("newsletter_issues").select("body").execute()).toEqual([{ body: DOC }]);
    const [story] = await createNewsService({ db: handle.db }).latest(0);
    expect(story!.Description).toBe(OLD);
  });
});
