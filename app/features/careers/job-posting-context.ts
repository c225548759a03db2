import { siteConfig } from "~/content/site-config";
import type { BoardFeedContext } from "~/domain/job-board-feeds";
import { placeOf } from "~/domain/job-filter";
import type { JobPostingContext } from "~/domain/job-posting-json-ld";

/**
 * Who posts the jobs, for the JobPosting of a job's page and the boards' feeds: the company, its site and
 * logo, its time zone, and the head office's city for a job whose location names none.
 */
export function jobPostingContext(siteUrl: string, timeZone: string): JobPostingContext & BoardFeedContext {
  return {
    siteUrl,
    company: siteConfig.name,
    organisation: { name: siteConfig.name, logo: `${siteUrl}/favicon.svg` },
    timeZone,
    fallbackCity: placeOf(siteConfig.offices[0].lines.at(-1) ?? null),
  };
}
