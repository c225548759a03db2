import { siteConfig } from "~/content/site-config";
import { FEED_CACHE_CONTROL, jobsRss } from "~/domain/job-feeds";
import type { Route } from "./+types/careers.feed[.]xml";

/** The open jobs as an RSS 2.0 feed (docs/product.md §2.8): never a draft or a closed job. */
export async function loader({ context }: Route.LoaderArgs) {
  const jobs = await context.services.careers.feedJobs();
  return new Response(jobsRss(jobs, context.siteUrl, siteConfig.name), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}
