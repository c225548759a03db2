import type { CurrentJob } from "./job-application";
import { escapeXml } from "../shared/xml";

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
};

export type JobsFeed = { jobs: FeedJob[]; meta: { total: number } };

const jobUrl = (siteUrl: string, code: number) => `${siteUrl}/careers/job/${code}`;

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
      applyUrl: jobUrl(siteUrl, j.Code),
      postedOn: j.PostedOn,
      lastDateOfApply: j.LastDateOfApply,
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
        el("link", jobUrl(siteUrl, j.Code)),
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
