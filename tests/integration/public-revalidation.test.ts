import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { REVALIDATE_CACHE_CONTROL } from "~/shared/revalidation";
import { signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The public answers that follow the console's content (the sitemap, the job feeds, the News and job
 * APIs) may be kept by any cache but must be revalidated before reuse (docs/decisions/0070): while
 * nothing changed the validator gets 304, and right after a publish the same validator gets the new
 * content, so no cache can serve the old one once the 2 seconds a console change may take to show have passed.
 */
const server = serverForFile();
let hr: StaffBrowser;
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: hr } = await signedInAs(server, "hr"));
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

const FOLLOWING_JOBS = [
  "/sitemap.xml",
  "/careers/jobs.json",
  "/careers/feed.xml",
  "/careers/feeds/indeed.xml",
  "/careers/feeds/linkedin.xml",
  "/api/Career/GetOpenJobs",
];
const FOLLOWING_NEWS = ["/sitemap.xml", "/api/News/GetAllNews/0", "/api/News/GetAllNews/3"];

async function get(path: string, validator?: string) {
  const res = await fetch(server.baseUrl + path, {
    headers: validator ? { "if-none-match": validator } : {},
  });
  return { res, body: await res.text() };
}

/** Each address's current validator, after checking its headers and that it answers 304 to itself. */
async function validators(paths: string[]): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  for (const path of paths) {
    const { res } = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("cache-control"), path).toBe(REVALIDATE_CACHE_CONTROL);
    // Public and cacheable: a shared cache must not hand one visitor's XSRF cookie to the next.
    expect(res.headers.getSetCookie(), path).toEqual([]);
    const tag = res.headers.get("etag");
    expect(tag, path).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const again = await get(path, tag!);
    expect(again.res.status, path).toBe(304);
    expect(again.body, path).toBe("");
    expect(again.res.headers.get("etag"), path).toBe(tag);
    tags.set(path, tag!);
  }
  return tags;
}

/** Asks each address with its earlier validator: the new content, never 304. */
async function expectChanged(tags: Map<string, string>, contains: string) {
  for (const [path, tag] of tags) {
    const { res, body } = await get(path, tag);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("etag"), path).not.toBe(tag);
    expect(body, path).toContain(contains);
  }
}

describe(
  `public answers revalidated after a change on ${process.env.TEST_ENGINE ?? "sqlite"}`,
  { timeout: 60_000 },
  () => {
    it("publishing a job: the sitemap, both feeds and the jobs API answer their old validator with the new job", async () => {
      const tags = await validators(FOLLOWING_JOBS);
      const title = `Revalidated Analyst ${randomUUID().slice(0, 8)}`;
      const created = await hr.postForm("/staff/jobs/new", {
        intent: "save",
        title,
        location: "Kochi, Kerala",
        experience: "1 – 3 years",
        description: "Checks that caches follow the console.",
        lastDateOfApply: "2099-12-31",
        contactInfo: "jobs@kavach.example",
      });
      expect(created.status).toBe(302);
      const code = Number(/\/staff\/jobs\/(\d+)/.exec(created.headers.get("location")!)![1]);
      // A draft changes nothing public: the validators still hold.
      await validators(FOLLOWING_JOBS);
      expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "publish" })).status).toBeLessThan(400);
      await expectChanged(new Map([...tags].filter(([p]) => p !== "/sitemap.xml")), title);
      const sitemap = await get("/sitemap.xml", tags.get("/sitemap.xml"));
      expect(sitemap.res.status).toBe(200);
      expect(sitemap.body).toContain(`/careers/job/${code}<`);

      const job = `/api/Career/GetOpenJobByCode/${code}`;
      const jobTags = await validators([job]);
      expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "unpublish" })).status).toBeLessThan(400);
      const gone = await get(job, jobTags.get(job));
      expect(gone.res.status).toBe(404);
      expect(gone.res.headers.get("cache-control")).toBe(REVALIDATE_CACHE_CONTROL);
    });

    it("publishing a story: the sitemap and the News API answer their old validator with the new story", async () => {
      const tags = await validators(FOLLOWING_NEWS);
      const title = `Revalidated story ${randomUUID().slice(0, 8)}`;
      const res = await marketing.postMultipart("/staff/news/new", {
        intent: "publish",
        title,
        // After every seeded story, so it is among the three newest.
        newsDate: "2099-01-01",
        description: "Caches follow the console.",
      });
      expect(res.status).toBe(302);
      const code = Number(/\/staff\/news\/(\d+)/.exec(res.headers.get("location")!)![1]);
      await expectChanged(new Map([...tags].filter(([p]) => p.startsWith("/api/"))), JSON.stringify(title));
      const sitemap = await get("/sitemap.xml", tags.get("/sitemap.xml"));
      expect(sitemap.res.status).toBe(200);
      expect(sitemap.body).toContain(`/company/news?id=${code}<`);

      const story = `/api/News/GetNewsById/${code}`;
      const storyTags = await validators([story]);
      expect((await marketing.postForm(`/staff/news/${code}`, { intent: "unpublish" })).status).toBe(200);
      const gone = await get(story, storyTags.get(story));
      expect(gone.res.status).toBe(404);
      expect(gone.res.headers.get("cache-control")).toBe(REVALIDATE_CACHE_CONTROL);
    });
  },
);
