import { randomUUID } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { REVALIDATE_CACHE_CONTROL } from "~/shared/revalidation";
import { JOBS } from "#tests/support/seeded-jobs";
import { signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * How a job is offered, where search engines and job boards read it (issue 45, docs/decisions/0167):
 * Google's JobPosting on the job's page, Indeed's and LinkedIn's XML feeds with each link's source, and
 * the sitemap's lastmod. Jobs are made and published through the console, as HR does.
 */
const server = serverForFile();
let hr: StaffBrowser;

beforeAll(async () => {
  ({ browser: hr } = await signedInAs(server, "hr"));
});

const ZONE = "Asia/Kolkata";
const inDays = (days: number) => {
  const [y, m, d] = todayIn(ZONE).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Markup and the end of a CDATA section in HR's text: both must come back as typed. */
const TRICKY = "Build <b>claims</b> & quotes; keep a]]>b intact. <script>alert(1)</script>";

type Form = Record<string, string | string[]>;

/** Creates and publishes a job through the console; answers its code and title. */
async function publishedJob(changes: Form = {}, publish = true) {
  const fields: Form = {
    intent: "save",
    title: `Posting Test ${randomUUID().slice(0, 8)}`,
    location: "Kochi, Kerala (hybrid)",
    experience: "",
    description: "Settle motor claims with our surveyors.",
    preferredSkills: "",
    additionalSkills: "",
    benefits: "",
    lastDateOfApply: "",
    contactInfo: "",
    minimumExperienceYear: "",
    employmentType: "full-time",
    workplace: "on-site",
    salaryPeriod: "",
    salaryCurrency: "INR",
    salaryMin: "",
    salaryMax: "",
    department: "",
    openings: "1",
    ...changes,
  };
  const pairs = Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]));
  const res = await hr.postForm("/staff/jobs/new", pairs as [string, string][]);
  expect(res.status).toBe(302);
  const code = Number(/\/staff\/jobs\/(\d+)/.exec(res.headers.get("location")!)![1]);
  if (publish) expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "publish" })).status).toBe(200);
  return { code, title: fields.title as string };
}

const get = (path: string) => fetch(server.baseUrl + path, { redirect: "manual" });

/** The JobPosting of a job's page, or undefined when it carries none. */
async function postingOf(code: number, query = "") {
  const res = await get(`/careers/job/${code}${query}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const docs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { posting: docs.find((d) => d["@type"] === "JobPosting"), html, cache: res.headers.get("x-cache") };
}

/** Google's required properties, and jobLocation or, for a remote job, TELECOMMUTE with applicant countries. */
function expectGoogleRequired(p: Record<string, unknown>) {
  for (const name of ["title", "description", "datePosted", "hiringOrganization"]) expect(p[name], name).toBeTruthy();
  if (p.jobLocationType === "TELECOMMUTE") expect(p.applicantLocationRequirements).toBeInstanceOf(Array);
  else expect(p.jobLocation).toBeTruthy();
}

const ORGANISATION = (site: string) => ({
  "@type": "Organization",
  name: "Kavach InsureTech",
  sameAs: site,
  logo: `${site}/favicon.svg`,
});

describe(`a job's JobPosting and the boards' feeds on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("a full-time on-site job with a salary and a last date: every property Google reads", async () => {
    const last = inDays(10);
    const { code, title } = await publishedJob({
      location: "Dubai, United Arab Emirates",
      lastDateOfApply: last,
      salaryPeriod: "year",
      salaryCurrency: "AED",
      salaryMin: "180,000",
      salaryMax: "240000",
      department: "Claims Technology",
      openings: "2",
      preferredSkills: "Guidewire",
    });
    const { posting } = await postingOf(code);
    const site = server.config.siteUrl;
    expect(posting).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title,
      description: "Settle motor claims with our surveyors.\n\nPreferred skills: Guidewire",
      datePosted: todayIn(ZONE),
      // The end of the last day in the company's zone (India: +05:30, no summer time).
      validThrough: `${last}T23:59:59+05:30`,
      employmentType: "FULL_TIME",
      hiringOrganization: ORGANISATION(site),
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Dubai", addressCountry: "AE" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "AED",
        value: { "@type": "QuantitativeValue", minValue: 180000, maxValue: 240000, unitText: "YEAR" },
      },
      employmentUnit: { "@type": "Organization", name: "Claims Technology" },
      totalJobOpenings: 2,
      identifier: { "@type": "PropertyValue", name: "Kavach InsureTech", value: String(code) },
      directApply: true,
      url: `${site}/careers/job/${code}`,
    });
    expectGoogleRequired(posting!);
  });

  it("a contract job without salary or last date: no baseSalary and no made-up validThrough", async () => {
    const { code } = await publishedJob({ employmentType: "contract", workplace: "hybrid" });
    const { posting, html } = await postingOf(code);
    expectGoogleRequired(posting!);
    expect(posting!.employmentType).toBe("CONTRACTOR");
    // Hybrid is an office job to Google: a place, not TELECOMMUTE.
    expect(posting!.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Kochi", addressCountry: "IN" },
    });
    for (const absent of ["validThrough", "baseSalary", "jobLocationType", "applicantLocationRequirements"])
      expect(posting, absent).not.toHaveProperty(absent);
    // The page says how the job is offered, in words.
    expect(html).toContain("Contract</dd>");
    expect(html).toContain("Hybrid</dd>");
    expect(html).not.toContain(">Salary</dt>");
  });

  it("a remote job: TELECOMMUTE with the countries it accepts, a monthly salary, and no office address", async () => {
    const { code } = await publishedJob({
      employmentType: "part-time",
      workplace: "remote",
      remoteCountries: ["AE", "IN"],
      salaryPeriod: "month",
      salaryCurrency: "USD",
      salaryMin: "4000",
      salaryMax: "4000",
      lastDateOfApply: inDays(0),
    });
    const { posting, html } = await postingOf(code);
    expectGoogleRequired(posting!);
    expect(posting).toMatchObject({
      employmentType: "PART_TIME",
      jobLocationType: "TELECOMMUTE",
      // In the list's order, whatever the order ticked.
      applicantLocationRequirements: [
        { "@type": "Country", name: "India" },
        { "@type": "Country", name: "United Arab Emirates" },
      ],
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 4000, maxValue: 4000, unitText: "MONTH" },
      },
      validThrough: `${inDays(0)}T23:59:59+05:30`,
    });
    expect(posting).not.toHaveProperty("jobLocation");
    expect(html).toContain("Remote (India, United Arab Emirates)</dd>");
    expect(html).toContain("$4,000 a month</dd>");
  });

  it("an internship and a temporary job say so", async () => {
    for (const [type, google] of [
      ["internship", "INTERN"],
      ["temporary", "TEMPORARY"],
    ]) {
      const { code } = await publishedJob({ employmentType: type! });
      expect((await postingOf(code)).posting!.employmentType).toBe(google);
    }
  });

  it("a closed job's page carries no JobPosting at all; a seeded job keeps its salary package text", async () => {
    const { code } = await publishedJob({ salaryPeriod: "year", salaryMin: "900000", salaryMax: "1400000" });
    expect((await postingOf(code)).posting).toBeDefined();
    expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "close" })).status).toBe(200);
    const { posting, html } = await postingOf(code);
    expect(posting).toBeUndefined();
    expect(html).toContain("Applications for this position have closed");

    const seeded = await server.db
      .selectFrom("jobs")
      .select(["code", "benefits"])
      .where("title", "=", JOBS.analyst)
      .executeTakeFirstOrThrow();
    const page = await postingOf(Number(seeded.code));
    expect(page.posting).not.toHaveProperty("baseSalary");
    expect(page.posting!.employmentType).toBe("FULL_TIME");
    expect(page.html).toContain("₹9 – 14 Lakhs per annum, with annual performance bonus and family health cover");
  });

  it("a feed's ?source= serves the job page from the cache, and its canonical address has no query", async () => {
    const { code } = await publishedJob();
    await get(`/careers/job/${code}`);
    for (const source of ["indeed", "linkedin", "rss", "x".repeat(200)]) {
      const { cache, html } = await postingOf(code, `?source=${source}`);
      expect(cache, source).toBe("HIT");
      expect(html).toContain(`<link rel="canonical" href="${server.config.siteUrl}/careers/job/${code}"/>`);
    }
  });

  type IndeedJob = Record<string, string | number>;
  const parser = new XMLParser({ isArray: (name) => name === "job", parseTagValue: false });

  async function feed(path: string) {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(REVALIDATE_CACHE_CONTROL);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    // Revalidated like the other feeds: the same body answers 304 to its ETag.
    const again = await fetch(server.baseUrl + path, { headers: { "If-None-Match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
    return { xml, source: (parser.parse(xml) as { source: Record<string, unknown> & { job?: IndeedJob[] } }).source };
  }

  const openCodes = async () =>
    ((await server.client().get("/api/Career/GetOpenJobs")).body as { Code: number; IsClosed: boolean }[])
      .filter((j) => !j.IsClosed)
      .map((j) => j.Code)
      .sort((a, b) => a - b);

  it("Indeed's feed lists every open job with its fields, its source link, and HR's text as typed", async () => {
    const { code, title } = await publishedJob({
      description: TRICKY,
      employmentType: "internship",
      salaryPeriod: "month",
      salaryMin: "25000",
      salaryMax: "30000",
      department: "Engineering",
      experience: "Fresher",
    });
    const draft = await publishedJob({}, false);
    const { source } = await feed("/careers/feeds/indeed.xml");
    const site = server.config.siteUrl;
    expect(source.publisher).toBe("Kavach InsureTech");
    expect(source.publisherurl).toBe(site);
    const jobs = source.job!;
    expect(jobs.map((j) => Number(j.referencenumber)).sort((a, b) => a - b)).toEqual(await openCodes());
    expect(jobs.map((j) => Number(j.referencenumber))).not.toContain(draft.code);
    for (const j of jobs) expect(j.url).toBe(`${site}/careers/job/${j.referencenumber}?source=indeed`);
    expect(jobs.find((j) => Number(j.referencenumber) === code)).toEqual({
      title,
      date: todayIn(ZONE),
      referencenumber: String(code),
      requisitionid: String(code),
      url: `${site}/careers/job/${code}?source=indeed`,
      company: "Kavach InsureTech",
      city: "Kochi",
      country: "IN",
      description: TRICKY,
      salary: "₹25,000 – ₹30,000 a month",
      jobtype: "internship",
      experience: "Fresher",
      category: "Engineering",
    });
    // A seeded job without a salary range gives its salary package text, as its page does.
    const analyst = jobs.find((j) => j.title === JOBS.analyst)!;
    expect(analyst.salary).toBe("₹9 – 14 Lakhs per annum, with annual performance bonus and family health cover");
    expect(analyst.jobtype).toBe("fulltime");
  });

  it("LinkedIn's feed lists every open job with its fields, workplace, salary range and source link", async () => {
    const { code, title } = await publishedJob({
      description: TRICKY,
      workplace: "remote",
      remoteCountries: ["IN"],
      location: "Remote (India)",
      employmentType: "contract",
      salaryPeriod: "year",
      salaryMin: "1200000",
      salaryMax: "1800000",
    });
    const { source } = await feed("/careers/feeds/linkedin.xml");
    const site = server.config.siteUrl;
    const jobs = source.job!;
    expect(source.publisher).toBe("Kavach InsureTech");
    expect(Number(source.expectedJobCount)).toBe(jobs.length);
    expect(jobs.map((j) => Number(j.partnerJobId)).sort((a, b) => a - b)).toEqual(await openCodes());
    for (const j of jobs) expect(j.applyUrl).toBe(`${site}/careers/job/${j.partnerJobId}?source=linkedin`);
    expect(jobs.find((j) => Number(j.partnerJobId) === code)).toEqual({
      partnerJobId: String(code),
      company: "Kavach InsureTech",
      title,
      description: TRICKY,
      applyUrl: `${site}/careers/job/${code}?source=linkedin`,
      location: "Remote (India)",
      city: "Remote",
      country: "IN",
      jobtype: "CONTRACT",
      workplaceTypes: "Remote",
      salaries: {
        salary: {
          highEnd: { amount: "1800000", currencyCode: "INR" },
          lowEnd: { amount: "1200000", currencyCode: "INR" },
          period: "YEARLY",
          type: "BASE_SALARY",
        },
      },
    });
    const senior = jobs.find((j) => j.title === JOBS.senior)!;
    expect(senior).toMatchObject({ jobtype: "FULL_TIME", workplaceTypes: "On-site" });
    expect(senior).not.toHaveProperty("salaries");
  });

  it("the sitemap's lastmod of a job moves when it is published, changed, closed and reopened", async () => {
    const lastmod = async (code: number) => {
      const xml = await (await get("/sitemap.xml")).text();
      const m = new RegExp(`/careers/job/${code}</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
      return m?.[1] ?? null;
    };
    const stamp = async (code: number) =>
      (await server.db.selectFrom("jobs").select("updated_at").where("code", "=", code).executeTakeFirstOrThrow())
        .updated_at;

    const { code, title } = await publishedJob();
    const published = await lastmod(code);
    expect(published).toBe(await stamp(code));

    const edit = await hr.postForm(`/staff/jobs/${code}`, {
      intent: "save",
      version: published!,
      title,
      description: "Now with a department.",
      department: "Claims",
      employmentType: "full-time",
      workplace: "on-site",
      salaryCurrency: "INR",
      openings: "1",
    });
    expect(edit.status).toBe(200);
    const edited = await lastmod(code);
    expect(edited).toBe(await stamp(code));
    expect(edited! > published!).toBe(true);

    // Closed: out of the sitemap; reopened: back, with the reopening's time.
    expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "close" })).status).toBe(200);
    expect(await lastmod(code)).toBeNull();
    const closedAt = await stamp(code);
    expect(closedAt! > edited!).toBe(true);
    expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "reopen" })).status).toBe(200);
    const reopened = await lastmod(code);
    expect(reopened).toBe(await stamp(code));
    expect(reopened! > closedAt!).toBe(true);
  });
});
