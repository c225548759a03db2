import { afterEach, describe, expect, it, vi } from "vitest";
import { NEWS_COUNT_MESSAGE, NEWS_NOT_FOUND_MESSAGE } from "#server/api/news";
import { insertNews } from "#server/news/news.repository";
import { seedDatabase } from "#server/seed";
import { newsStories } from "#server/seed/news";
import { createNewsService, NEWS_CACHE_MS } from "#server/news/news";
import { asHtml } from "#tests/support/html";
import { serverForFile } from "#tests/support/test-server";

type NewsItem = { Code: number; Title: string; Description: string; ImageUrl: string; NewsDate: string };

const server = serverForFile();
afterEach(() => {
  vi.useRealTimers();
});

async function getJson(path: string) {
  const res = await fetch(server.baseUrl + path, { headers: { accept: "application/json" } });
  return { status: res.status, body: await res.json() };
}

async function allNews(): Promise<NewsItem[]> {
  const { status, body } = await getJson("/api/News/GetAllNews/0");
  expect(status).toBe(200);
  return body as NewsItem[];
}

/** The seeded stories, newest first, as the API should answer them. */
const seededNewestFirst = [...newsStories].sort((a, b) => b.news_date.localeCompare(a.news_date));

describe(`news API on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("GetAllNews/0 answers every seeded story, newest first, with the fields of docs/product.md §3.2", async () => {
    const news = await allNews();
    expect(news.length).toBeGreaterThanOrEqual(8);
    expect(news.map((n) => n.Title)).toEqual(seededNewestFirst.map((s) => s.title));
    expect(news.map((n) => n.NewsDate)).toEqual(seededNewestFirst.map((s) => s.news_date));
    for (const n of news) {
      expect(Object.keys(n).sort()).toEqual(["Code", "Description", "ImageUrl", "NewsDate", "Title"]);
      expect(n.Code).toEqual(expect.any(Number));
      expect(n.ImageUrl).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
      // Several paragraphs of original text per story.
      expect(n.Description.split("\n\n").length).toBeGreaterThanOrEqual(3);
    }
    expect(news[0]!.Description).toBe(seededNewestFirst[0]!.description);
  });

  it("GetAllNews/3 answers the three newest; a count above the total answers all", async () => {
    const all = await allNews();
    const three = await getJson("/api/News/GetAllNews/3");
    expect(three.status).toBe(200);
    expect(three.body).toEqual(all.slice(0, 3));
    const one = await getJson("/api/News/GetAllNews/1");
    expect(one.body).toEqual(all.slice(0, 1));
    const many = await getJson("/api/News/GetAllNews/500");
    expect(many.body).toEqual(all);
  });

  it("matches the path in any letter case, as the original server did", async () => {
    const res = await getJson("/api/news/getallnews/2");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
  });

  for (const bad of ["abc", "-1", "1.5", "+3", "3x", "%20"]) {
    it(`GetAllNews/${bad} answers 400 with a Message`, async () => {
      const res = await getJson(`/api/News/GetAllNews/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ Message: NEWS_COUNT_MESSAGE });
    });
  }

  it("GetNewsById answers each story whole", async () => {
    const all = await allNews();
    for (const story of all) {
      const res = await getJson(`/api/News/GetNewsById/${story.Code}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(story);
    }
  });

  for (const unknown of ["999999", "0", "abc", "-1"]) {
    it(`GetNewsById/${unknown} answers 404 with a Message`, async () => {
      const res = await getJson(`/api/News/GetNewsById/${unknown}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ Message: NEWS_NOT_FOUND_MESSAGE });
    });
  }

  it("seeding again adds no story twice", async () => {
    const before = (await server.db.selectFrom("news").select("code").execute()).length;
    await seedDatabase(server.db);
    const after = await server.db.selectFrom("news").select(["title"]).execute();
    expect(after).toHaveLength(before);
    expect(new Set(after.map((r) => r.title)).size).toBe(after.length);
  });
});

describe("news pages", () => {
  it("/company/news-list answers 200 with every story, newest first, and asks for the 60-second page cache", async () => {
    const all = await allNews();
    const res = await fetch(`${server.baseUrl}/company/news-list`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const positions = all.map((n) => html.indexOf(asHtml(n.Title)));
    for (const p of positions) expect(p).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain("<title>News | Kavach InsureTech</title>");
    // The first card's picture is the page's LCP: fetched at once and first; every other one lazily.
    const pictures = [...html.matchAll(/<article data-testid="news-card"[^>]*><img ([^>]*)>/g)].map((m) => m[1]!);
    expect(pictures).toHaveLength(all.length);
    expect(pictures[0]).toMatch(/loading="eager" fetchPriority="high"/i);
    for (const img of pictures.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img.toLowerCase()).not.toContain("fetchpriority");
    }
    const again = await fetch(`${server.baseUrl}/company/news-list`);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("a story's page answers 200 with its paragraphs, canonical URL, og:image and NewsArticle JSON-LD", async () => {
    const story = (await allNews())[1]!;
    const res = await fetch(`${server.baseUrl}/company/news?id=${story.Code}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(asHtml(story.Title))}</h1>`));
    expect(html).toContain(`<title>${asHtml(story.Title)} | Kavach InsureTech</title>`);
    for (const paragraph of story.Description.split("\n\n")) expect(html).toContain(asHtml(paragraph));
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}/company/news?id=${story.Code}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${siteUrl()}${story.ImageUrl}"/>`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const article = jsonLd.find((d) => d["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: story.Title,
      image: [`${siteUrl()}${story.ImageUrl}`],
      datePublished: story.NewsDate,
      dateModified: story.NewsDate,
      author: { "@type": "Organization", name: "Kavach InsureTech" },
      publisher: { "@type": "Organization", name: "Kavach InsureTech" },
    });
  });

  for (const query of ["?id=999999", "?id=abc", "?id=", "", "?id=1.0"]) {
    it(`/company/news${query} answers 404 with the Page Not Found screen`, async () => {
      const res = await fetch(`${server.baseUrl}/company/news${query}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Page Not Found");
      expect(html).toContain("Go to Home");
    });
  }
});

describe("news cache", () => {
  it("the API and the pages serve a minute-old copy, and a story inserted into the database shows once it expires", async () => {
    const before = await allNews();
    await fetch(`${server.baseUrl}/company/news-list`); // fills the page cache
    const title = `Cache probe story ${Date.now()}`;
    const story = {
      title,
      description: "A story written straight into the database, as an editor's tool would.\n\nIt has two paragraphs.",
      news_date: "2099-01-01",
    };
    await withStory(story, async (code) => {
      // Within the minute: the cached list, without the new story (no database read per request).
      expect((await allNews()).map((n) => n.Code)).toEqual(before.map((n) => n.Code));
      expect((await getJson(`/api/News/GetNewsById/${code}`)).status).toBe(404);
      expect(await (await fetch(`${server.baseUrl}/company/news-list`)).text()).not.toContain(title);

      // A minute later (the server runs in this process, so its clock is this test's clock).
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + NEWS_CACHE_MS + 1_000);
      const after = await allNews();
      expect(after[0]).toMatchObject({ Code: code, Title: title, NewsDate: "2099-01-01" });
      expect(after).toHaveLength(before.length + 1);
      expect((await getJson(`/api/News/GetNewsById/${code}`)).body).toMatchObject({ Code: code, Title: title });
      expect(await (await fetch(`${server.baseUrl}/company/news-list`)).text()).toContain(title);
      const page = await fetch(`${server.baseUrl}/company/news?id=${code}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("It has two paragraphs.");
    });
  });

  it("a page rendered late in the service's minute is kept only for the rest of that minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Start a new minute of the service's copy, then let most of it pass before the pages are rendered.
    vi.setSystemTime(Date.now() + 10 * NEWS_CACHE_MS); // past anything earlier tests cached
    const before = await allNews();
    vi.setSystemTime(Date.now() + 50_000);
    for (const path of ["/", "/company/news-list", `/company/news?id=${before[0]!.Code}`]) {
      const res = await fetch(server.baseUrl + path);
      expect(res.status, path).toBe(200);
      expect((await fetch(server.baseUrl + path)).headers.get("x-cache"), path).toBe("HIT");
    }
    const title = `Late-minute probe ${Date.now()}`;
    await withStory({ title, news_date: "2099-03-03" }, async () => {
      // Eleven seconds later the service's copy has expired, and so have the pages rendered from it.
      vi.setSystemTime(Date.now() + 11_000);
      for (const path of ["/", "/company/news-list"]) {
        expect(await (await fetch(server.baseUrl + path)).text(), path).toContain(title);
      }
      const story = await (await fetch(`${server.baseUrl}/company/news?id=${before[0]!.Code}`)).text();
      expect(story).toContain(title); // in the Popular Stories sidebar
    });
  });

  it("keeps pages rendered before a scheduled story no longer than until its time, to the millisecond", async () => {
    // Scheduled far ahead, where no other story is due, and a clock 2.5 s before its time.
    const due = Date.parse("2099-05-05T00:00:02.500Z");
    const news = createNewsService({ db: server.db }, { now: () => due - 2_500 });
    await withStory({ title: `Due-soon probe ${Date.now()}`, news_date: "2099-05-05" }, async (code) => {
      await server.db
        .updateTable("news")
        .set({ publish_at: new Date(due).toISOString() })
        .where("code", "=", code)
        .execute();
      expect(await news.byCode(code)).toBeUndefined();
      // Whole seconds rounded up (3) would keep the page half a second past the story's time.
      expect(news.secondsFresh()).toBe(2.5);
    });
  });

  it("serves a burst from memory within its lifetime and reads afresh after it (injectable lifetime and clock)", async () => {
    // A real time: stories become public at their publish time, read from the same clock.
    let clock = Date.now();
    const news = createNewsService({ db: server.db }, { cacheMs: 5_000, now: () => clock });
    const first = await news.latest(0);
    const title = `Injected clock probe ${Date.now()}`;
    await withStory({ title, news_date: "2099-02-02" }, async (code) => {
      clock += 4_999;
      const burst = await Promise.all(Array.from({ length: 20 }, () => news.latest(3)));
      for (const r of burst) expect(r.map((s) => s.Code)).toEqual(first.slice(0, 3).map((s) => s.Code));
      expect(await news.byCode(code)).toBeUndefined();

      clock += 2;
      expect((await news.latest(1))[0]).toMatchObject({ Code: code, Title: title });
      expect(await news.byCode(code)).toMatchObject({ Title: title, Description: "Probe." });
      expect((await news.allForSitemap()).find((s) => s.code === code)).toEqual({
        code,
        newsDate: "2099-02-02",
        modifiedAt: expect.any(String),
      });
    });
  });
});

/** Writes a story straight into the database, runs `check` with its code, then removes the story again. */
async function withStory(
  story: { title: string; news_date: string; description?: string },
  check: (code: number) => Promise<void>,
) {
  const code = await insertNews(server.db, {
    description: "Probe.",
    image_url: "/images/news/award-2026.svg",
    ...story,
  });
  try {
    await check(code);
  } finally {
    await server.db.deleteFrom("news").where("code", "=", code).execute();
  }
}

function siteUrl() {
  return server.config.siteUrl;
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
