import { siteConfig } from "~/content/site-config";
import { jobsRss } from "~/domain/job-feeds";
import { revalidatedResponse } from "~/lib/revalidated-response";
import type { Route } from "./+types/careers.feed[.]xml";

/** The open jobs as an RSS 2.0 feed (docs/product.md §2.8): never a draft or a closed job. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const jobs = await context.services.careers.feedJobs();
  return revalidatedResponse(request, jobsRss(jobs, context.siteUrl, siteConfig.name), {
    "Content-Type": "application/rss+xml; charset=utf-8",
  });
}
