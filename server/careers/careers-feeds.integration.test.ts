import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { todayIn } from "~/domain/dates";
import { REVALIDATE_CACHE_CONTROL } from "~/shared/revalidation";
import { insertJob, type NewJob } from "#server/careers/jobs.repository";
import { JOBS } from "#tests/support/seeded-jobs";
import { serverForFile } from "#tests/support/test-server";

/** The feeds of the open jobs for job boards (docs/product.md §2.8). */
const server = serverForFile();

const get = (path: string) => fetch(server.baseUrl + path, { redirect: "manual" });
const OPEN = [JOBS.analyst, JOBS.senior, JOBS.qa, JOBS.trainee];
const NOT_OPEN = [JOBS.closedByFlag, JOBS.closedByDate, JOBS.closedLongAgo, JOBS.unpublished];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().min(1).nullable();
const feedSchema = z.strictObject({
  jobs: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      title: z.string().min(1),
      location: text,
      experience: text,
      minimumExperienceYears: z.number().int().nonnegative().nullable(),
      description: text,
      preferredSkills: text,
      additionalSkills: text,
      salaryPackage: text,
      contact: text,
      applyUrl: z.url(),
      postedOn: isoDate,
      lastDateOfApply: isoDate.nullable(),
      employmentType: z.enum(["full-time", "part-time", "contract", "internship", "temporary"]),
      workplace: z.enum(["on-site", "hybrid", "remote"]),
      remoteCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
      salary: z
        .strictObject({
          min: z.number().int().positive(),
          max: z.number().int().positive(),
          currency: z.enum(["INR", "AED", "USD"]),
          period: z.enum(["year", "month"]),
        })
        .nullable(),
      department: text,
      openings: z.number().int().positive(),
    }),
  ),
  meta: z.strictObject({ total: z.number().int().nonnegative() }),
});

async function jsonFeed() {
  const res = await get("/careers/jobs.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("cache-control")).toBe(REVALIDATE_CACHE_CONTROL);
  return feedSchema.parse(await res.json());
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "item" });

type RssItem = {
  title: string;
  link: string;
  guid: { "#text": string; "@isPermaLink": string };
  pubDate: string;
  description: string;
};

async function rssFeed() {
  const res = await get("/careers/feed.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe(REVALIDATE_CACHE_CONTROL);
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as {
    rss: { "@version": string; channel: { title: string; link: string; description: string; item?: RssItem[] } };
  };
  return { xml, rss: doc.rss, items: doc.rss.channel.item ?? [] };
}

/** A job as HR would leave it, straight into the database (the feeds' copy does not know of it yet). */
function newJob(changes: Partial<NewJob>): NewJob {
  const now = new Date().toISOString();
  const today = todayIn("Asia/Kolkata");
  return {
    title: "Feed Test Job",
    location: "Kochi, Kerala",
    experience: null,
    description: "A job added by the feeds test.",
    preferred_skills: null,
    additional_skills: null,
    benefits: null,
    contact_info: null,
    minimum_experience_year: null,
    is_closed: 0,
    is_referral: 0,
    is_experience_required: 0,
    is_current_ctc_required: 0,
    is_expected_ctc_required: 0,
    is_published: 1,
    posted_on: today,
    last_date_of_apply: null,
    created_at: now,
    updated_at: now,
    updated_by: null,
    client_ip: null,
    ...changes,
  };
}

describe(`the feeds of the open jobs on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("jobs.json lists every open job with its fields, absolute apply URL and dates, and nothing else", async () => {
    const feed = await jsonFeed();
    expect(new Set(feed.jobs.map((j) => j.title))).toEqual(new Set(OPEN));
    expect(feed.meta.total).toBe(feed.jobs.length);
    const api = (await server.client().get("/api/Career/GetOpenJobs")).body as { Code: number; Title: string }[];
    for (const job of feed.jobs) {
      // The link says the visitor came from this feed (docs/decisions/0167).
      expect(job.applyUrl).toBe(`${server.config.siteUrl}/careers/job/${job.id}?source=json`);
      expect(api.find((a) => a.Code === job.id)?.Title).toBe(job.title);
    }
    const senior = feed.jobs.find((j) => j.title === JOBS.senior)!;
    expect(senior.minimumExperienceYears).toBe(3);
    expect(senior.preferredSkills).toContain("ASP.NET Core");
    // A job from before the posting fields: what it was taken for until then.
    expect(senior).toMatchObject({
      employmentType: "full-time",
      workplace: "on-site",
      remoteCountries: [],
      salary: null,
      department: null,
      openings: 1,
      salaryPackage: "₹14 – 22 Lakhs per annum, relocation support",
    });
  });

  it("feed.xml is valid RSS 2.0: the channel's title, link and description, each item's title, link, guid, date and text", async () => {
    const { rss, items } = await rssFeed();
    expect(rss["@version"]).toBe("2.0");
    expect(rss.channel.title).toContain("Current Openings");
    expect(rss.channel.link).toBe(`${server.config.siteUrl}/careers`);
    expect(rss.channel.description).not.toBe("");
    expect(new Set(items.map((i) => i.title))).toEqual(new Set(OPEN));
    const feed = await jsonFeed();
    for (const item of items) {
      const job = feed.jobs.find((j) => j.title === item.title)!;
      const page = `${server.config.siteUrl}/careers/job/${job.id}`;
      expect(item.link).toBe(`${page}?source=rss`);
      // The guid names the job itself, as it has since the first feed.
      expect(item.guid).toEqual({ "#text": page, "@isPermaLink": "true" });
      // RFC 822, as RSS 2.0 asks, of the day the job was posted.
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(job.postedOn);
      expect(String(item.description)).not.toBe("");
    }
  });

  it("never lists a draft or a closed job, in either feed", async () => {
    const json = await jsonFeed();
    const { items } = await rssFeed();
    for (const title of NOT_OPEN) {
      expect(json.jobs.map((j) => j.title)).not.toContain(title);
      expect(items.map((i) => i.title)).not.toContain(title);
    }
  });

  it("is kept until the jobs change, then follows at once; markup in a job stays text", async () => {
    await jsonFeed();
    const title = `<b>Flutter & "Dart"</b> <script>alert('x')</script>`;
    const code = await insertJob(server.db, newJob({ title, description: "Uses <i>markup</i> & ampersands." }));
    const draft = await insertJob(server.db, newJob({ title: "Draft Feed Job", is_published: 0 }));
    // Written behind the services' back: the feeds' copy is still the one read before.
    expect((await jsonFeed()).jobs.map((j) => j.id)).not.toContain(code);

    await server.services.cacheBus.publish("jobs");
    const json = await jsonFeed();
    expect(json.jobs.find((j) => j.id === code)?.title).toBe(title);
    expect(json.jobs.map((j) => j.id)).not.toContain(draft);
    const { xml, items } = await rssFeed();
    expect(xml).not.toContain("<b>");
    expect(xml).not.toContain("<script>");
    const item = items.find((i) => i.link.endsWith(`/careers/job/${code}?source=rss`))!;
    expect(item.title).toBe(title);
    expect(item.description).toContain("Uses <i>markup</i> & ampersands.");

    await server.db.updateTable("jobs").set({ is_closed: 1 }).where("code", "=", code).execute();
    await server.services.cacheBus.publish("jobs");
    expect((await jsonFeed()).jobs.map((j) => j.id)).not.toContain(code);
    expect((await rssFeed()).items.map((i) => i.link)).not.toContain(item.link);
  });

  it("the careers page links both feeds, in its head and visibly, and the sitemap lists them", async () => {
    const html = await (await get("/careers")).text();
    expect(html).toMatch(
      /<link [^>]*rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/careers\/feed.xml"\/>/,
    );
    expect(html).toMatch(/<a href="\/careers\/feed.xml"[^>]*>RSS feed<\/a>/);
    expect(html).toMatch(/<a href="\/careers\/jobs.json"[^>]*>JSON for job boards<\/a>/);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${server.config.siteUrl}/careers/feed.xml</loc>`);
    expect(sitemap).toContain(`<loc>${server.config.siteUrl}/careers/jobs.json</loc>`);
  });
});
