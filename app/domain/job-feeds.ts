import type { CurrentJob } from "./job-application";
import { escapeXml } from "../shared/xml";
import {
  EMPLOYMENT_TYPES,
  formatSalary,
  formatWorkplace,
  type CountryCode,
  type EmploymentType,
  type SalaryRange,
  type Workplace,
} from "./job-posting-fields";

/**
 * The open jobs for job boards and aggregators (docs/product.md §2.8): `/careers/jobs.json`, shaped like
 * the public job-board APIs of Greenhouse and Lever (a `jobs` array, each job with its absolute apply
 * URL and dates, and a total), and `/careers/feed.xml`, RSS 2.0. Both list only open jobs, as the
 * sitemap does.
 */
export const JOBS_FEED_PATH = "/careers/jobs.json";
export const RSS_FEED_PATH = "/careers/feed.xml";

export type FeedJob = {
  id: number;
  title: string;
  location: string | null;
  experience: string | null;
  minimumExperienceYears: number | null;
  description: string | null;
  preferredSkills: string | null;
  additionalSkills: string | null;
  salaryPackage: string | null;
  contact: string | null;
  /** The job's page, where the application form is. */
  applyUrl: string;
  /** YYYY-MM-DD. */
  postedOn: string;
  /** YYYY-MM-DD, or null when the job has no last date. */
  lastDateOfApply: string | null;
  employmentType: EmploymentType;
  workplace: Workplace;
  /** ISO 3166-1 alpha-2 codes of the countries a remote job accepts; empty for other workplaces. */
  remoteCountries: CountryCode[];
  /** The salary range, or null when it is not shown (salaryPackage may still say something). */
  salary: SalaryRange | null;
  department: string | null;
  openings: number;
};

export type JobsFeed = { jobs: FeedJob[]; meta: { total: number } };

/** Where a feed sends its readers: the job's page, which the feeds' links mark with their source. */
export const FEED_SOURCES = ["rss", "json", "indeed", "linkedin"] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** A job's page, where the application form is. */
const jobUrl = (siteUrl: string, code: number) => `${siteUrl}/careers/job/${code}`;

/**
 * A job's page as a feed links to it: `?source=indeed` and the like say which feed brought the visitor,
 * for the attribution of applications. The page itself reads no query, so its cached copy serves every
 * source (server/http/page-cache.ts, docs/decisions/0167).
 */
export const jobLinkFrom = (source: FeedSource, siteUrl: string, code: number) =>
  `${jobUrl(siteUrl, code)}?source=${source}`;

export function jobsFeed(jobs: readonly CurrentJob[], siteUrl: string): JobsFeed {
  return {
    jobs: jobs.map((j) => ({
      id: j.Code,
      title: j.Title,
      location: j.Location,
      experience: j.Experience,
      minimumExperienceYears: j.MinimumExperienceYear,
      description: j.Description,
      preferredSkills: j.PreferredSkills,
      additionalSkills: j.AdditionalSkills,
      salaryPackage: j.Benefits,
      contact: j.ContactInfo,
      applyUrl: jobLinkFrom("json", siteUrl, j.Code),
      postedOn: j.PostedOn,
      lastDateOfApply: j.LastDateOfApply,
      ...j.Posting,
    })),
    meta: { total: jobs.length },
  };
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A calendar date (YYYY-MM-DD) as RSS 2.0's RFC 822 date, at midnight GMT: "Sun, 22 Nov 2026 00:00:00 GMT". */
export function rfc822Date(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[day]}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} 00:00:00 GMT`;
}

/** An item's description: what a reader of the feed wants before opening the job, as plain text. */
function itemText(job: CurrentJob): string {
  return [
    job.Location && `Location: ${job.Location}`,
    `Employment type: ${EMPLOYMENT_TYPES[job.Posting.employmentType].label}`,
    `Workplace: ${formatWorkplace(job.Posting)}`,
    job.Posting.salary && `Salary: ${formatSalary(job.Posting.salary)}`,
    job.Posting.department && `Department: ${job.Posting.department}`,
    job.Experience && `Experience: ${job.Experience}`,
    job.LastDateOfApply && `Last date of apply: ${job.LastDateOfApply}`,
    job.Description,
  ]
    .filter(Boolean)
    .join("\n");
}

export function jobsRss(jobs: readonly CurrentJob[], siteUrl: string, siteName: string): string {
  const el = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const newest = jobs.reduce<string | null>((n, j) => (n === null || j.PostedOn > n ? j.PostedOn : n), null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    el("title", `${siteName} — Current Openings`),
    el("link", `${siteUrl}/careers`),
    el("description", `Open positions at ${siteName}. Each links to its page, where you can apply.`),
    el("language", "en"),
    `<atom:link href="${escapeXml(siteUrl + RSS_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [el("lastBuildDate", rfc822Date(newest))] : []),
    ...jobs.map((j) =>
      [
        "<item>",
        el("title", j.Title),
        el("link", jobLinkFrom("rss", siteUrl, j.Code)),
        // The guid names the job, not the visit: the page's own address, unchanged since the first feed.
        `<guid isPermaLink="true">${escapeXml(jobUrl(siteUrl, j.Code))}</guid>`,
        el("pubDate", rfc822Date(j.PostedOn)),
        el("description", itemText(j)),
        "</item>",
      ].join(""),
    ),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
