import { cdata, escapeXml } from "../shared/xml";
import type { CurrentJob } from "./job-application";
import { jobLinkFrom } from "./job-feeds";
import {
  cityAndCountryOf,
  EMPLOYMENT_TYPES,
  formatSalary,
  SALARY_PERIODS,
  WORKPLACES,
  type SalaryRange,
} from "./job-posting-fields";
import { postingDescription } from "./job-posting-json-ld";

/**
 * The open jobs in the XML the job boards read (docs/product.md §2.8, docs/decisions/0167): Indeed's job
 * feed and LinkedIn's job-postings feed. Both list every open job (the feeds' rule: never a draft or a
 * closed job), link each to its page with the board as its source, and carry every text in CDATA, as
 * both boards ask, HR's text as typed.
 */
export type BoardFeedContext = { siteUrl: string; company: string; fallbackCity: string };

const el = (name: string, text: string | number) => `<${name}>${cdata(String(text))}</${name}>`;

/** What a job pays as its page says it: the range HR shows, else the salary package text, else nothing. */
function salaryText(job: CurrentJob): string | null {
  return job.Posting.salary ? formatSalary(job.Posting.salary) : job.Benefits;
}

/**
 * Indeed's XML job feed (docs.indeed.com, "XML feed reference"): `<source>` with the publisher, then a
 * `<job>` per opening with its title, date, reference number, url, company, city, country, description,
 * salary, job type, and its experience and category (the department) when it has them.
 */
export function indeedFeed(jobs: readonly CurrentJob[], c: BoardFeedContext): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    el("publisher", c.company),
    el("publisherurl", c.siteUrl),
    ...jobs.map((j) => {
      const { city, country } = cityAndCountryOf(j.Location, c.fallbackCity);
      const salary = salaryText(j);
      return [
        "<job>",
        el("title", j.Title),
        el("date", j.PostedOn),
        el("referencenumber", j.Code),
        el("requisitionid", j.Code),
        el("url", jobLinkFrom("indeed", c.siteUrl, j.Code)),
        el("company", c.company),
        el("city", city),
        el("country", country),
        el("description", postingDescription(j)),
        ...(salary ? [el("salary", salary)] : []),
        el("jobtype", EMPLOYMENT_TYPES[j.Posting.employmentType].indeed),
        ...(j.Experience ? [el("experience", j.Experience)] : []),
        ...(j.Posting.department ? [el("category", j.Posting.department)] : []),
        "</job>",
      ].join("");
    }),
    "</source>",
    "",
  ].join("\n");
}

function linkedinSalary(s: SalaryRange): string {
  const amount = (name: string, value: number) =>
    `<${name}>${el("amount", value)}${el("currencyCode", s.currency)}</${name}>`;
  return [
    "<salaries><salary>",
    amount("highEnd", s.max),
    amount("lowEnd", s.min),
    el("period", SALARY_PERIODS[s.period].linkedin),
    el("type", "BASE_SALARY"),
    "</salary></salaries>",
  ].join("");
}

/**
 * LinkedIn's job-postings XML feed (learn.microsoft.com, LinkedIn Talent "XML Feeds Development Guide"):
 * `<source>` with the publisher and the expected job count, then a `<job>` per opening with its
 * partnerJobId, company, title, description, applyUrl, location, city, country, jobtype,
 * workplaceTypes, and the salary range when HR shows one.
 */
export function linkedinFeed(jobs: readonly CurrentJob[], c: BoardFeedContext): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<source>",
    el("publisherUrl", c.siteUrl),
    el("publisher", c.company),
    `<expectedJobCount>${escapeXml(String(jobs.length))}</expectedJobCount>`,
    ...jobs.map((j) => {
      const { city, country } = cityAndCountryOf(j.Location, c.fallbackCity);
      return [
        "<job>",
        el("partnerJobId", j.Code),
        el("company", c.company),
        el("title", j.Title),
        el("description", postingDescription(j)),
        el("applyUrl", jobLinkFrom("linkedin", c.siteUrl, j.Code)),
        el("location", j.Location ?? city),
        el("city", city),
        el("country", country),
        el("jobtype", EMPLOYMENT_TYPES[j.Posting.employmentType].linkedin),
        el("workplaceTypes", WORKPLACES[j.Posting.workplace].linkedin),
        ...(j.Posting.salary ? [linkedinSalary(j.Posting.salary)] : []),
        "</job>",
      ].join("");
    }),
    "</source>",
    "",
  ].join("\n");
}
