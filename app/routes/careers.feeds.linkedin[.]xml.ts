import { linkedinFeed } from "~/domain/job-board-feeds";
import { jobPostingContext } from "~/features/careers/job-posting-context";
import { revalidatedResponse } from "~/lib/revalidated-response";
import type { Route } from "./+types/careers.feeds.linkedin[.]xml";

/**
 * The open jobs in LinkedIn's XML feed (docs/product.md §2.8): never a draft or a closed job. Read from the
 * feeds' copy of the open jobs (at most a minute old, cleared by any change) and revalidated like the
 * other feeds (docs/decisions/0070).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const jobs = await context.services.careers.feedJobs();
  return revalidatedResponse(request, linkedinFeed(jobs, jobPostingContext(context.siteUrl, context.timeZone)), {
    "Content-Type": "application/xml; charset=utf-8",
  });
}
