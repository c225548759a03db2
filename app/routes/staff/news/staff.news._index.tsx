import { parseRecordId } from "~/domain/staff/record-id";
import { Link } from "react-router";
import { formatLongDate } from "~/domain/dates";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { NewsStateBadge } from "~/features/staff/news-state-badge";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.news._index";
import { SectionTable } from "~/features/staff/staff-table";
import { ListHeading } from "~/features/staff/list-heading";

export const meta: Route.MetaFunction = () => staffMeta("News");

/** Every story, newest first, 50 a page: its state (Draft, Scheduled, Published), date and last change. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "news:manage");
  const before = parseRecordId(new URL(request.url).searchParams.get("before"));
  const page = await context.services.newsEditor.list({ beforeCode: before ?? undefined });
  return {
    olderThan: page.olderThan,
    stories: page.stories.map((s) => ({
      ...s,
      updated: formatStaffTime(s.updatedAt, context.timeZone),
      publishAtText: s.publishAt ? formatStaffTime(s.publishAt, context.timeZone) : null,
    })),
  };
}

export default function StaffNews({ loaderData }: Route.ComponentProps) {
  const { stories, olderThan } = loaderData;
  return (
    <div className="py-8">
      <ListHeading title="News" newHref="/staff/news/new" newLabel="New story" />
      <p className="mt-2 text-slate-700">
        Stories on the home page, the news list and their own pages. A draft is seen only here; a scheduled story
        appears by itself at its time.
      </p>
      <div className="mt-6">
        <StaffSection id="stories" title="Stories">
          {stories.length === 0 ? (
            <p className="text-slate-700">No stories yet.</p>
          ) : (
            <SectionTable label="Table: stories" columns={["Title", "State", "Date shown", "Last saved"]}>
              <tbody>
                {stories.map((s) => (
                  <tr key={s.code} className="border-b border-slate-100 align-top" data-testid="staff-news-row">
                    <td className="py-2 pr-4">
                      <Link to={`/staff/news/${s.code}`} className="font-semibold text-brand-800 underline">
                        {s.title}
                      </Link>
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">
                      <NewsStateBadge state={s.state} />
                      {s.state === "scheduled" && s.publishAtText && (
                        <span className="block text-xs text-slate-700">{s.publishAtText}</span>
                      )}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-800">
                      <time dateTime={s.newsDate}>{formatLongDate(s.newsDate)}</time>
                    </td>
                    <td className="py-2 whitespace-nowrap text-slate-700">{s.updated}</td>
                  </tr>
                ))}
              </tbody>
            </SectionTable>
          )}
          {olderThan !== null && (
            <p className="mt-4">
              <Link to={`/staff/news?before=${olderThan}`} className="font-semibold text-brand-700 underline">
                Older stories
              </Link>
            </p>
          )}
        </StaffSection>
      </div>
    </div>
  );
}
