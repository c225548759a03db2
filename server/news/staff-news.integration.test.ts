import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { isoToZonedLocal, newsEditorMessages } from "~/domain/news-editor";
import { newsImageMessages } from "~/domain/news-image";
import { bodyLimits } from "~/shared/request-limits";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { htmlPage, oversizedPng, samplePicture } from "#tests/support/sample-images";
import { serverForFile } from "#tests/support/test-server";

/**
 * News edited in the console (docs/product.md §10.7): drafts stay out of sight, publishing and
 * scheduling put a story on every public page and the API, revisions can be restored, and pictures
 * are judged by their bytes and served resized.
 */
const server = serverForFile();
let marketing: StaffBrowser;

type ApiStory = { Code: number; Title: string; Description: string; ImageUrl: string; NewsDate: string };

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

async function apiNews(): Promise<ApiStory[]> {
  const res = await fetch(`${server.baseUrl}/api/News/GetAllNews/0`, { headers: { accept: "application/json" } });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiStory[];
}

async function publicPage(path: string) {
  const res = await fetch(server.baseUrl + path, { headers: { accept: "text/html" } });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** Everywhere the public could see a story: API, its page, the news list, the home page and the sitemap. */
async function publicSightings(code: number, title: string) {
  const [api, story, list, home, sitemap] = await Promise.all([
    apiNews(),
    publicPage(`/company/news?id=${code}`),
    publicPage("/company/news-list"),
    publicPage("/"),
    publicPage("/sitemap.xml"),
  ]);
  return {
    api: api.some((s) => s.Code === code),
    story: story.status === 200,
    list: list.html.includes(asHtml(title)),
    home: home.html.includes(asHtml(title)),
    sitemap: sitemap.html.includes(`/company/news?id=${code}<`),
  };
}
const nowhere = { api: false, story: false, list: false, home: false, sitemap: false };
const everywhere = { api: true, story: true, list: true, home: true, sitemap: true };

/** Creates a story through the new-story page; answers its code. */
async function createStory(fields: Record<string, string>, files = {}): Promise<number> {
  const res = await marketing.postMultipart("/staff/news/new", { intent: "save", ...fields }, files);
  expect(res.status).toBe(302);
  const m = /^\/staff\/news\/(\d+)\?done=save$/.exec(res.headers.get("location") ?? "");
  expect(m).not.toBeNull();
  return Number(m![1]);
}

function auditRows(action: string, code: number) {
  return server.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("target_type", "=", "news")
    .where("target_id", "=", String(code))
    .orderBy("id")
    .execute();
}

// A date after every seeded story, so a published story leads the home page's widget.
const LEAD_DATE = "2026-12-20";

describe(`news in the staff console on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("keeps a draft out of every public page and the API, and shows it to staff in the list and the preview", async () => {
    const title = `Draft story ${Date.now()}`;
    const code = await createStory({ title, newsDate: LEAD_DATE, description: "Not yet.\n\nSecond paragraph." });
    expect(await publicSightings(code, title)).toEqual(nowhere);

    const list = await (await marketing.get("/staff/news")).text();
    expect(list).toMatch(new RegExp(`${asHtml(title)}</a></td><td[^>]*><span[^>]*>Draft</span>`));

    const preview = await marketing.get(`/staff/news/${code}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await preview.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('data-testid="news-article"');
    expect(html).toContain('<p class="whitespace-pre-line">Second paragraph.</p>');
    // The drawn default stands in for a missing picture.
    expect(html).toContain('src="/images/news/default.svg"');
    // The public frame (the site's header), not the console's menu.
    expect(html).not.toContain('aria-label="Staff console"');
  });

  it("publishes with an uploaded picture: every public page and the API show it at once, resized, with srcset", async () => {
    const title = `Published story ${Date.now()}`;
    const png = await samplePicture("png", 2400, 1500);
    // A PNG under a .jpg name is fine: the bytes decide.
    const res = await marketing.postMultipart(
      "/staff/news/new",
      {
        intent: "publish",
        title,
        newsDate: LEAD_DATE,
        description: "It is **live**. [Read more](https://example.com/live).",
      },
      { image: { name: "photo.jpg", type: "image/jpeg", bytes: png } },
    );
    expect(res.status).toBe(302);
    const code = Number(/\/staff\/news\/(\d+)\?done=publish$/.exec(res.headers.get("location") ?? "")![1]);
    expect(await publicSightings(code, title)).toEqual(everywhere);

    const [lead] = await apiNews();
    expect(lead!.Title).toBe(title);
    expect(lead!.ImageUrl).toMatch(/^\/media\/news-[0-9a-f]{32}-1280\.webp$/);

    const home = (await publicPage("/")).html;
    const widget = home.slice(home.indexOf('data-testid="news-widget"'));
    const firstCard = widget.slice(0, widget.indexOf("</article>"));
    expect(firstCard).toContain(asHtml(title));
    const srcset = /srcSet="([^"]+)"/i.exec(firstCard)?.[1] ?? /srcset="([^"]+)"/.exec(firstCard)?.[1];
    expect(srcset).toMatch(
      /-320\.webp 320w, \/media\/news-[0-9a-f]{32}-640\.webp 640w, \/media\/news-[0-9a-f]{32}-960\.webp 960w, \/media\/news-[0-9a-f]{32}-1280\.webp 1280w$/,
    );
    expect(firstCard).toMatch(/width="1200" height="630"/);
    expect(firstCard).toContain('loading="lazy"');

    const story = (await publicPage(`/company/news?id=${code}`)).html;
    expect(story).toContain("<strong");
    expect(story).toContain('href="https://example.com/live"');

    for (const width of [320, 640, 960, 1280]) {
      const img = await fetch(`${server.baseUrl}${lead!.ImageUrl.replace("-1280.", `-${width}.`)}`);
      expect(img.status).toBe(200);
      expect(img.headers.get("content-type")).toBe("image/webp");
      expect(img.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await img.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((width * 21) / 40)]);
      expect(bytes.byteLength).toBeLessThan(png.byteLength);
    }
    expect((await fetch(`${server.baseUrl}/media/news-${"0".repeat(32)}-320.webp`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/..%2Fetc%2Fpasswd`)).status).toBe(404);

    const audit = await auditRows("news.published", code);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ title });
  });

  it("makes each published change a revision, restores an earlier one, and unpublishes", async () => {
    const first = `Revision one ${Date.now()}`;
    const code = await createStory({ title: first, newsDate: "2026-12-01", description: "First text." });
    const edit = (title: string, intent: string) =>
      marketing.postMultipart(`/staff/news/${code}`, {
        intent,
        title,
        newsDate: "2026-12-01",
        description: `${title} text.`,
      });
    expect((await edit(first, "publish")).status).toBe(200);
    const second = `Revision two ${Date.now()}`;
    expect((await edit(second, "save")).status).toBe(200);
    // Saved, not published: the public still sees the first.
    expect((await apiNews()).find((s) => s.Code === code)!.Title).toBe(first);
    expect((await edit(second, "publish")).status).toBe(200);
    expect((await apiNews()).find((s) => s.Code === code)!.Title).toBe(second);

    const revisions = await server.db
      .selectFrom("news_revisions")
      .select(["id", "title", "note", "created_by"])
      .where("news_code", "=", code)
      .orderBy("id")
      .execute();
    expect(revisions.map((r) => [r.title, r.note])).toEqual([
      [first, "Published"],
      [second, "Published"],
    ]);
    const page = await (await marketing.get(`/staff/news/${code}`)).text();
    expect(page).toContain(`aria-label="Restore revision ${revisions[0]!.id}"`);

    const restored = await marketing.postForm(`/staff/news/${code}`, {
      intent: "restore",
      revision: String(revisions[0]!.id),
    });
    expect(restored.status).toBe(200);
    expect(await restored.text()).toContain(`Revision ${revisions[0]!.id} restored.`);
    expect((await apiNews()).find((s) => s.Code === code)!.Title).toBe(first);
    expect(
      await server.db.selectFrom("news_revisions").select("note").where("news_code", "=", code).orderBy("id").execute(),
    ).toEqual([{ note: "Published" }, { note: "Published" }, { note: `Restored from revision ${revisions[0]!.id}` }]);
    expect(await auditRows("news.restored", code)).toHaveLength(1);

    const missing = await marketing.postForm(`/staff/news/${code}`, { intent: "restore", revision: "999999" });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(asHtml(newsEditorMessages.noSuchRevision));

    expect((await marketing.postForm(`/staff/news/${code}`, { intent: "unpublish" })).status).toBe(200);
    expect(await publicSightings(code, first)).toEqual(nowhere);
    expect(await auditRows("news.unpublished", code)).toHaveLength(1);
    const again = await marketing.postForm(`/staff/news/${code}`, { intent: "unpublish" });
    expect(again.status).toBe(409);
  });

  it("shows a scheduled story by itself when its time comes, and not before", async () => {
    const title = `Scheduled story ${Date.now()}`;
    const code = await createStory({ title, newsDate: LEAD_DATE, description: "Coming soon." });
    // Pages rendered now are cached; they must not outlive the scheduled time.
    await publicPage("/");
    await publicPage("/company/news-list");
    const dueAt = Date.now() + 3000;
    const res = await marketing.postMultipart(`/staff/news/${code}`, {
      intent: "schedule",
      title,
      newsDate: LEAD_DATE,
      description: "Coming soon.",
      publishAt: isoToZonedLocal(new Date(dueAt + 1000 - (dueAt % 1000)).toISOString(), "Asia/Kolkata"),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Scheduled: the story will appear by itself");
    expect(await publicSightings(code, title)).toEqual(nowhere);
    expect(await (await marketing.get("/staff/news")).text()).toMatch(
      new RegExp(`${asHtml(title)}</a></td><td[^>]*><span[^>]*>Scheduled</span>`),
    );
    expect(await auditRows("news.scheduled", code)).toHaveLength(1);
    // Its history does not call the scheduled revision live before its time (issue 41, item 15).
    const history = await (await marketing.get(`/staff/news/${code}`)).text();
    expect(history).toContain(" · scheduled, not yet live</span>");
    expect(history).not.toContain(" · live</span>");

    await new Promise((r) => setTimeout(r, Math.max(0, dueAt + 1000 - (dueAt % 1000) - Date.now()) + 1500));
    expect(await publicSightings(code, title)).toEqual(everywhere);
    expect(await (await marketing.get(`/staff/news/${code}`)).text()).toContain(" · live</span>");
    expect(await (await marketing.get("/staff/news")).text()).toMatch(
      new RegExp(`${asHtml(title)}</a></td><td[^>]*><span[^>]*>Published</span>`),
    );
  });

  it("cuts a story's meta description at a word boundary, with an ellipsis (issue 41, item 15)", async () => {
    const title = `Long description ${Date.now()}`;
    const description = `${"Underwriting ".repeat(11)}automation transforms **claims** handling for insurers across India and the Gulf.`;
    const res = await marketing.postMultipart("/staff/news/new", {
      intent: "publish",
      title,
      newsDate: LEAD_DATE,
      description,
    });
    expect(res.status).toBe(302);
    const code = Number(/\/staff\/news\/(\d+)\?done=publish$/.exec(res.headers.get("location") ?? "")![1]);
    const { html } = await publicPage(`/company/news?id=${code}`);
    const meta = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
    const plain = description.replaceAll("**", "");
    expect(meta).toBeDefined();
    expect(meta!.endsWith("…")).toBe(true);
    expect(Array.from(meta!).length).toBeLessThanOrEqual(155);
    const kept = meta!.slice(0, -1);
    // Whole words only: what is kept is the text's beginning, and the next character of the text is a space.
    expect(plain.startsWith(kept)).toBe(true);
    expect(plain[kept.length]).toBe(" ");
    expect(html).toContain(`<meta property="og:description" content="${meta}"/>`);
  });

  it("refuses a schedule in the past, keeping what was typed and saving nothing", async () => {
    const title = `Late story ${Date.now()}`;
    const code = await createStory({ title, newsDate: "2026-12-01", description: "Text." });
    const res = await marketing.postMultipart(`/staff/news/${code}`, {
      intent: "schedule",
      title: `${title} changed`,
      newsDate: "2026-12-01",
      description: "Text.",
      publishAt: "2020-01-01T10:00",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(asHtml(newsEditorMessages.scheduleInPast));
    expect(html).toContain(`value="${asHtml(`${title} changed`)}"`);
    const stored = await server.db
      .selectFrom("news")
      .select("title")
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe(title);
  });

  it("judges a picture by its bytes and its size, with a clear message and the form kept", async () => {
    const title = `Picture checks ${Date.now()}`;
    const fields = { intent: "save", title, newsDate: "2026-12-01", description: "Text." };

    const html = await marketing.postMultipart("/staff/news/new", fields, {
      image: { name: "photo.png", type: "image/png", bytes: htmlPage },
    });
    expect(html.status).toBe(400);
    const page = await html.text();
    expect(page).toContain(asHtml(newsImageMessages.wrongType));
    expect(page).toContain(`value="${asHtml(title)}"`);

    const big = await marketing.postMultipart("/staff/news/new", fields, {
      image: { name: "big.png", type: "image/png", bytes: oversizedPng(5 * 1024 * 1024 + 1) },
    });
    expect(big.status).toBe(400);
    expect(await big.text()).toContain(asHtml(newsImageMessages.tooLarge));

    const broken = await marketing.postMultipart("/staff/news/new", fields, {
      image: { name: "broken.png", type: "image/png", bytes: oversizedPng(2000) },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain(asHtml(newsImageMessages.unreadable));

    const tiny = await marketing.postMultipart("/staff/news/new", fields, {
      image: { name: "tiny.webp", type: "image/webp", bytes: await samplePicture("webp", 200, 100) },
    });
    expect(tiny.status).toBe(400);
    expect(await tiny.text()).toContain(asHtml(newsImageMessages.tooSmall));

    const huge = await marketing.postMultipart("/staff/news/new", fields, {
      image: { name: "huge.jpg", type: "image/jpeg", bytes: oversizedPng(6 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain(asHtml(bodyLimits.newsForm.tooLarge));

    expect(await server.db.selectFrom("news").select("code").where("title", "=", title).execute()).toEqual([]);

    // A JPEG under a .png name is a picture all the same.
    const code = await createStory(fields, {
      image: { name: "photo.png", type: "image/png", bytes: await samplePicture("jpeg", 800, 600) },
    });
    const story = await server.services.newsEditor.get(code);
    expect(story!.picture.ImageSrcSet).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-800\.webp 800w$/);
  });

  it("shows the story's text as text: HTML and script links never become markup", async () => {
    const title = `Hostile ${Date.now()}`;
    const code = await createStory({
      title: `<img src=x onerror=alert(1)> ${title}`,
      newsDate: "2026-12-01",
      description: "<script>alert(1)</script>\n\n[click](javascript:alert(1)) and [ok](https://example.com/ok)",
    });
    const html = await (await marketing.get(`/staff/news/${code}/preview`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("[click](javascript:alert(1))");
    expect(html).toContain('href="https://example.com/ok"');
    expect(html).not.toContain("<img src=x");
  });

  it("refuses empty fields with a message on each and the form kept", async () => {
    const res = await marketing.postMultipart("/staff/news/new", {
      intent: "publish",
      title: " ",
      newsDate: "31/12/2026",
      description: "",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const m of [newsEditorMessages.titleMissing, newsEditorMessages.dateInvalid, newsEditorMessages.textMissing])
      expect(html).toContain(asHtml(m));
    expect(html).toContain('value="31/12/2026"');
  });

  it("lists 50 stories a page, newest first, and pages by keyset without gaps or repeats", async () => {
    for (let i = 0; i < 55; i++)
      await server.services.newsEditor.save(
        null,
        { title: `Paging story ${i}`, newsDate: "2026-12-01", description: "Text." },
        null,
        { ip: null, userAgent: null },
      );
    const titles = (html: string) =>
      [...html.matchAll(/data-testid="staff-news-row"><td[^>]*><a [^>]*href="\/staff\/news\/(\d+)"/g)].map((m) =>
        Number(m[1]),
      );
    const first = await (await marketing.get("/staff/news")).text();
    const firstCodes = titles(first);
    expect(firstCodes).toHaveLength(50);
    expect([...firstCodes].sort((a, b) => b - a)).toEqual(firstCodes);
    const older = /href="(\/staff\/news\?before=\d+)"/.exec(first)![1]!;
    const second = titles(await (await marketing.get(older)).text());
    expect(second[0]).toBe(firstCodes[49]! - 1);
    const all = await server.db.selectFrom("news").select("code").orderBy("code", "desc").execute();
    expect([...firstCodes, ...second]).toEqual(
      all.map((r) => Number(r.code)).slice(0, firstCodes.length + second.length),
    );
  });

  it("defaults a new story's date to today in the company's time zone", async () => {
    const html = await (await marketing.get("/staff/news/new")).text();
    expect(html).toContain(`value="${todayIn("Asia/Kolkata")}"`);
  });
});
