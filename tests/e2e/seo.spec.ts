import { expect, test, type APIRequestContext } from "@playwright/test";
import { allPageRoutes, dataRoutes } from "./support/routes";

type Head = { title: string; description: string; canonical: string; jsonLd: Record<string, unknown>[] };

function attr(tag: string, name: string) {
  return new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
}

function decode(s: string) {
  return s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

async function readHead(request: APIRequestContext, route: string): Promise<Head> {
  const res = await request.get(route);
  expect(res.status(), route).toBe(200);
  const html = await res.text();
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const descTag = /<meta name="description" content="[^"]*"\/?>/.exec(html)?.[0] ?? "";
  const canonTag = /<link rel="canonical" href="[^"]*"\/?>/.exec(html)?.[0] ?? "";
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return {
    title,
    description: decode(attr(descTag, "content") ?? ""),
    canonical: attr(canonTag, "href") ?? "",
    jsonLd,
  };
}

const requiredByType: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  BreadcrumbList: ["itemListElement"],
  NewsArticle: ["headline", "image", "datePublished", "dateModified", "author"],
  // validThrough too, when the job has a last date of apply (checked below); jobLocation, or for a remote job
  // TELECOMMUTE with its countries (checked below).
  JobPosting: ["title", "description", "datePosted", "hiringOrganization", "identifier", "directApply"],
};

test.describe("SEO", () => {
  test("every page has a unique title and description, a canonical URL and valid JSON-LD", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const routes = await allPageRoutes(request);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of routes) {
      const head = await readHead(request, route);
      expect(head.title, route).not.toBe("");
      expect(head.description.length, `${route} description`).toBeGreaterThan(40);
      expect(titles.get(head.title), `title of ${route} repeats another page's`).toBeUndefined();
      expect(descriptions.get(head.description), `description of ${route} repeats another page's`).toBeUndefined();
      titles.set(head.title, route);
      descriptions.set(head.description, route);
      expect(head.canonical, route).toBe(new URL(route, baseURL).toString());
      for (const data of head.jsonLd) {
        expect(data["@context"], route).toBe("https://schema.org");
        const type = String(data["@type"]);
        for (const prop of requiredByType[type] ?? []) expect(data[prop], `${route}: ${type}.${prop}`).toBeTruthy();
        if (type === "JobPosting" && data.jobLocationType === "TELECOMMUTE")
          expect(data.applicantLocationRequirements, `${route}: remote JobPosting's countries`).not.toEqual([]);
        else if (type === "JobPosting") expect(data.jobLocation, `${route}: JobPosting.jobLocation`).toBeTruthy();
        if (type === "BreadcrumbList") {
          const items = data.itemListElement as { position: number; name: string; item: string }[];
          items.forEach((it, i) => {
            expect(it.position).toBe(i + 1);
            expect(it.name).toBeTruthy();
            expect(it.item).toMatch(/^https?:\/\//);
          });
        }
      }
    }
  });

  test("the home page has Organization, pages with a breadcrumb have BreadcrumbList, a story NewsArticle, an open job JobPosting", async ({
    request,
  }) => {
    const types = async (route: string) => (await readHead(request, route)).jsonLd.map((d) => d["@type"]);
    expect(await types("/")).toContain("Organization");
    for (const route of ["/company/about-us", "/service/software", "/product/gi", "/careers", "/contact-us"]) {
      expect(await types(route), route).toContain("BreadcrumbList");
    }
    const d = await dataRoutes(request);
    expect(await types(d.story)).toContain("NewsArticle");
    expect(await types(d.openJob)).toContain("JobPosting");
    // Every open job with a last date of apply says so in validThrough.
    const jobs = (await (await request.get("/api/Career/GetOpenJobs")).json()) as {
      Code: number;
      IsClosed: boolean;
      LastDateOfApply: string | null;
    }[];
    for (const job of jobs.filter((j) => !j.IsClosed && j.LastDateOfApply)) {
      const posting = (await readHead(request, `/careers/job/${job.Code}`)).jsonLd.find(
        (x) => x["@type"] === "JobPosting",
      )!;
      expect(String(posting.validThrough), `job ${job.Code}`).toContain(job.LastDateOfApply!.slice(0, 10));
    }
    if (d.closedJob) expect(await types(d.closedJob)).not.toContain("JobPosting");
  });

  test("robots.txt points at sitemap.xml, which lists every page, story and open job and no closed job", async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL)}`);
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    for (const route of await allPageRoutes(request)) {
      expect(locs, route).toContain(new URL(route, baseURL).toString());
    }
    const news = (await (await request.get("/api/News/GetAllNews/0")).json()) as { Code: number }[];
    for (const n of news) expect(locs).toContain(new URL(`/company/news?id=${n.Code}`, baseURL).toString());
    const jobs = (await (await request.get("/api/Career/GetOpenJobs")).json()) as { Code: number; IsClosed: boolean }[];
    for (const j of jobs) {
      const url = new URL(`/careers/job/${j.Code}`, baseURL).toString();
      if (j.IsClosed) expect(locs).not.toContain(url);
      else expect(locs).toContain(url);
    }
  });
});
