import { Link } from "react-router";
import {
  answerDueAt,
  answerTimeText,
  RIGHTS_REQUEST_KIND_LABELS,
  RIGHTS_REQUESTS_PATH,
  isRightsRequestKind,
  rightsRequestPath,
} from "~/domain/rights-requests";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffTime } from "~/domain/staff/staff-time";
import { buttonClass } from "~/components/ui/button";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.privacy-requests._index";

export const meta: Route.MetaFunction = () => staffMeta("Privacy requests");

/**
 * Admins: the requests sent from the rights page, newest first, 50 a page, each with where it stands
 * against its 30-day answer time (docs/product.md §10.11). `?waiting=yes` lists only the unanswered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "privacy-requests:manage");
  const params = new URL(request.url).searchParams;
  const waitingOnly = params.get("waiting") === "yes";
  const beforeId = parseRecordId(params.get("before") ?? undefined);
  const page = await context.services.rightsRequests.list({ beforeId, waitingOnly });
  const now = new Date();
  return {
    waitingOnly,
    counts: page.counts,
    newestHref: beforeId !== null ? `${RIGHTS_REQUESTS_PATH}${waitingOnly ? "?waiting=yes" : ""}` : null,
    olderHref:
      page.olderThan !== null
        ? `${RIGHTS_REQUESTS_PATH}?${waitingOnly ? "waiting=yes&" : ""}before=${page.olderThan}`
        : null,
    rows: page.rows.map((r) => ({
      id: r.id,
      href: rightsRequestPath(r.id),
      name: r.name,
      email: r.email,
      kind: isRightsRequestKind(r.kind) ? RIGHTS_REQUEST_KIND_LABELS[r.kind] : r.kind,
      received: staffTime(r.created_at, context.timeZone),
      due: staffTime(answerDueAt(r.created_at), context.timeZone),
      answered: r.answered_at ? { at: staffTime(r.answered_at, context.timeZone), by: r.answered_by_name } : null,
      standing: answerTimeText({ receivedAt: r.created_at, answeredAt: r.answered_at }, now),
    })),
  };
}

export default function StaffPrivacyRequests({ loaderData }: Route.ComponentProps) {
  const { rows, counts, waitingOnly, newestHref, olderHref } = loaderData;
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Privacy requests</h1>
      <p className="max-w-3xl text-slate-700">
        Requests from the rights page to see, correct or erase someone&rsquo;s data, or withdraw a consent. Each must be
        answered within 30 days of arrival. <strong>{counts.waiting}</strong> waiting, of which{" "}
        <strong className={counts.overdue > 0 ? "text-red-800" : undefined}>{counts.overdue}</strong> past the 30 days.
      </p>
      <nav aria-label="Which requests" className="flex flex-wrap gap-2">
        <Link
          to={RIGHTS_REQUESTS_PATH}
          aria-current={!waitingOnly ? "page" : undefined}
          className={`block rounded-md px-3 py-2 text-sm font-semibold ${!waitingOnly ? "bg-brand-700 text-white" : "bg-white text-brand-800 shadow-sm hover:bg-brand-50"}`}
        >
          All
        </Link>
        <Link
          to={`${RIGHTS_REQUESTS_PATH}?waiting=yes`}
          aria-current={waitingOnly ? "page" : undefined}
          className={`block rounded-md px-3 py-2 text-sm font-semibold ${waitingOnly ? "bg-brand-700 text-white" : "bg-white text-brand-800 shadow-sm hover:bg-brand-50"}`}
        >
          Waiting for an answer
        </Link>
      </nav>
      {rows.length === 0 ? (
        <p className="text-slate-700">{waitingOnly ? "No request is waiting." : "No requests yet."}</p>
      ) : (
        <ol aria-label="Privacy requests, newest first" className="space-y-3">
          {rows.map((r) => (
            <li key={r.id} data-request={r.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={r.href} className="font-semibold break-words text-brand-800 underline underline-offset-4">
                  {r.kind}
                </Link>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${r.answered ? "bg-green-100 text-green-900" : r.standing.overdue ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-950"}`}
                >
                  {r.answered ? "Answered" : r.standing.text}
                </span>
              </div>
              <p className="mt-1 text-sm break-words text-slate-800">
                {r.name} <span className="break-all text-slate-700">&lt;{r.email}&gt;</span>
              </p>
              <p className="text-sm text-slate-700">
                Received <time dateTime={r.received.iso}>{r.received.text}</time>
                {r.answered ? (
                  <>
                    {" "}
                    · answered <time dateTime={r.answered.at.iso}>{r.answered.at.text}</time>
                    {` by ${r.answered.by ?? "a former staff member"}`} ({r.standing.text.toLowerCase()})
                  </>
                ) : (
                  <>
                    {" "}
                    · answer by <time dateTime={r.due.iso}>{r.due.text}</time>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {(newestHref || olderHref) && (
        <nav aria-label="Request pages" className="flex flex-wrap gap-3">
          {newestHref && (
            <Link to={newestHref} className={buttonClass("secondary-small")}>
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
