import { jobsFeed } from "~/domain/job-feeds";
import { revalidatedResponse } from "~/lib/revalidated-response";
import type { Route } from "./+types/careers.jobs[.]json";

/** The open jobs as JSON for job boards (docs/product.md §2.8): never a draft or a closed job. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const jobs = await context.services.careers.feedJobs();
  return revalidatedResponse(request, JSON.stringify(jobsFeed(jobs, context.siteUrl)), {
    "Content-Type": "application/json; charset=utf-8",
  });
}
