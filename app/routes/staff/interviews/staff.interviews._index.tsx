import { Link } from "react-router";
import { agendaTimesIn, INTERVIEW_MODE_LABELS, interviewPath, type InterviewMode } from "~/domain/interviews";
import { formatLongDate } from "~/domain/dates";
import { can } from "~/domain/permissions";
import { applicationPath } from "~/domain/staff/application-detail";
import { staffMeta } from "~/features/staff/staff-meta";
import { useFollowInApp } from "~/lib/follow-in-app";
import type { Route } from "./+types/staff.interviews._index";

export const meta: Route.MetaFunction = () => staffMeta("Interviews");

/** One interview as the list shows it; `applicationHref` for those who manage interviews (HR, admins). */
type AgendaRow = {
  id: number;
  when: string;
  name: string;
  reference: string;
  about: string;
  interviewers: string;
  applicationHref: string | null;
};

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([1-9]\d{0,9})$/;

/**
 * Upcoming interviews by day (docs/product.md §10.8): "mine" for everyone who interviews, "all" for HR and
 * admins, who open on it (most of their interviews are others'). 100 a page, in time order; `after`
 * continues after the last one shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "interviews:read");
  const params = new URL(request.url).searchParams;
  const mayAll = can(user.role, "interviews:manage");
  const scope = mayAll && params.get("scope") !== "mine" ? "all" : "mine";
  const after = CURSOR.exec(params.get("after") ?? "");
  const cursor = after ? { startsAt: after[1]!, id: Number(after[2]) } : undefined;
  const { rows, next } = await context.services.interviews.upcoming(user, scope, cursor);
  const zone = context.timeZone;
  const times = agendaTimesIn(zone);
  // Only what the page shows, as the strings it shows: the loader's data is serialised into the page.
  const days: { day: string; label: string; rows: AgendaRow[] }[] = [];
  for (const r of rows) {
    const { day, clock } = times(r.startsAt, r.endsAt);
    if (days[days.length - 1]?.day !== day) days.push({ day, label: formatLongDate(day), rows: [] });
    days[days.length - 1]!.rows.push({
      id: r.id,
      when: clock,
      name: r.name,
      reference: r.reference,
      about: `${r.job ?? "No particular job"} · ${INTERVIEW_MODE_LABELS[r.mode as InterviewMode] ?? r.mode}`,
      interviewers: r.interviewers.join(", "),
      applicationHref: mayAll ? applicationPath(r.kind, r.applicationId) : null,
    });
  }
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(mayAll && { scope }), ...extra })}`;
  return {
    scope,
    mayAll,
    timeZone: zone,
    days,
    nextHref: next ? query({ after: `${next.startsAt}~${next.id}` }) : null,
  };
}

export default function StaffInterviews({ loaderData }: Route.ComponentProps) {
  const { scope, mayAll, days, nextHref, timeZone } = loaderData;
  // Two links a row, 200 a page: plain anchors that navigate as <Link> does, at a fraction of its cost.
  const follow = useFollowInApp();
  return (
    <div className="space-y-6 py-8">
      <div>
        <h1 className="text-3xl font-bold text-brand-950">Interviews</h1>
        <p className="mt-2 text-slate-700">Booked interviews from today on. Times are in {timeZone}.</p>
      </div>
      {mayAll && (
        <nav aria-label="Whose interviews" className="flex gap-4">
          <Link
            to="?scope=all"
            aria-current={scope === "all" ? "page" : undefined}
            className="font-semibold text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
          >
            All upcoming
          </Link>
          <Link
            to="?scope=mine"
            aria-current={scope === "mine" ? "page" : undefined}
            className="font-semibold text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
          >
            Mine
          </Link>
        </nav>
      )}
      {days.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">
          {scope === "mine" && mayAll ? "No interview of yours to come: see all upcoming." : "No interview to come."}
        </p>
      ) : (
        days.map((d) => (
          <section
            key={d.day}
            aria-labelledby={`day-${d.day}`}
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id={`day-${d.day}`} className="text-xl font-bold text-brand-950">
              <time dateTime={d.day}>{d.label}</time>
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {d.rows.map((r) => (
                <li key={r.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2" data-interview={r.id}>
                  <span className="font-mono font-semibold whitespace-nowrap text-slate-900">{r.when}</span>
                  <a
                    className="font-semibold break-words text-brand-700 underline"
                    href={interviewPath(r.id)}
                    onClick={follow}
                    data-discover="true"
                  >
                    {r.name}
                  </a>
                  <span className="text-slate-700">{`${r.reference} · ${r.about}`}</span>
                  <span className="text-slate-700">{`With ${r.interviewers}`}</span>
                  {r.applicationHref && (
                    <a
                      className="text-brand-700 underline"
                      aria-label={`Application ${r.reference}`}
                      href={r.applicationHref}
                      onClick={follow}
                      data-discover="true"
                    >
                      Application
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {nextHref && (
        <p>
          <Link to={nextHref} className="font-semibold text-brand-700 underline">
            Later interviews
          </Link>
        </p>
      )}
    </div>
  );
}
