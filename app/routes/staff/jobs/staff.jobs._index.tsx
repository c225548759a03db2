import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatLongDate } from "~/domain/dates";
import { staffTime } from "~/domain/staff/staff-time";
import { JobStateBadge } from "~/features/staff/job-form";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.jobs._index";
import { ListTable } from "~/features/staff/staff-table";
import { ListHeading } from "~/features/staff/list-heading";

export const meta: Route.MetaFunction = () => staffMeta("Jobs");

/** A page's `before` (the code the previous page ended at), or undefined for the first page. */
function beforeOf(url: URL): number | undefined {
  const v = url.searchParams.get("before") ?? "";
  return /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined;
}

/** HR and admins: every job, drafts too, newest first, 50 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "jobs:manage");
  const before = beforeOf(new URL(request.url));
  const page = await context.services.jobs.list(before);
  return {
    jobs: page.jobs.map((j) => ({ ...j, updated: staffTime(j.updatedAt, context.timeZone) })),
    olderHref: page.older ? `/staff/jobs?before=${page.older}` : null,
    firstHref: before !== undefined ? "/staff/jobs" : null,
  };
}

export default function StaffJobs({ loaderData }: Route.ComponentProps) {
  const { jobs, olderHref, firstHref } = loaderData;
  return (
    <div className="space-y-6 py-8">
      <ListHeading title="Jobs" newHref="/staff/jobs/new" newLabel="New job" />
      <p className="max-w-3xl text-slate-700">
        A draft appears nowhere on the site until it is published. A published job is listed on the careers page and
        takes applications until it is closed by hand or its last date of apply has passed (Expired); a closed one stays
        listed as Closed for 30 days after its last date.
      </p>
      {jobs.length === 0 ? (
        <p className="text-slate-700">No jobs yet.</p>
      ) : (
        <ListTable
          label="Jobs"
          caption="Jobs, newest first"
          columns={["Job", "State", "Last date of apply", "Applications", "Last change"]}
          minWidth="min-w-[44rem]"
        >
          <tbody>
            {jobs.map((j) => (
              <tr key={j.code} data-job={j.code} className="border-b border-slate-200 align-top last:border-0">
                <td className="px-3 py-2">
                  <Link to={`/staff/jobs/${j.code}`} className="font-semibold text-brand-800 underline">
                    {j.title}
                  </Link>
                  <span className="block text-slate-700">
                    No. {j.code}
                    {j.location ? ` · ${j.location}` : ""}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <JobStateBadge state={j.state} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-800">
                  {j.lastDateOfApply ? formatLongDate(j.lastDateOfApply) : "None"}
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={`/staff/applications?job=${j.code}`}
                    className="text-brand-800 underline"
                    aria-label={`${j.applications} application${j.applications === 1 ? "" : "s"} for ${j.title}`}
                  >
                    {j.applications}
                  </Link>
                </td>
                <td className="px-3 py-2 text-slate-800">
                  <time dateTime={j.updated.iso}>{j.updated.text}</time>
                  <span className="block break-all text-slate-700">{j.updatedBy ?? "Demonstration data"}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
      {(olderHref || firstHref) && (
        <nav aria-label="Job list pages" className="flex flex-wrap gap-3">
          {firstHref && (
            <Link to={firstHref} className={buttonClass("secondary-small")}>
              Newest
            </Link>
          )}
          {olderHref && (
            <Link to={olderHref} className={buttonClass("secondary-small")}>
              Older
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
