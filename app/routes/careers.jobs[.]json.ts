import { FEED_CACHE_CONTROL, jobsFeed } from "~/domain/job-feeds";
import type { Route } from "./+types/careers.jobs[.]json";

/** The open jobs as JSON for job boards (docs/product.md §2.8): never a draft or a closed job. */
export async function loader({ context }: Route.LoaderArgs) {
  const jobs = await context.services.careers.feedJobs();
  return Response.json(jobsFeed(jobs, context.siteUrl), {
    headers: { "Cache-Control": FEED_CACHE_CONTROL },
  });
}
