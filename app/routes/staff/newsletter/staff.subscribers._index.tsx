import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { JOB_ALERT_FREQUENCY_LABELS } from "~/domain/job-alert";
import { noticeVersionText } from "~/domain/staff/application-detail";
import { marketingListHref, parseMarketingListQuery, SUBSCRIBER_STATE_LABELS } from "~/domain/staff/marketing-lists";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffMessages } from "~/domain/staff/messages";
import { staffTime } from "~/domain/staff/staff-time";
import { ListPager, ListSearch } from "~/features/staff/list-search";
import { field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import type { Route } from "./+types/staff.subscribers._index";
import { ListTable } from "~/features/staff/staff-table";

export const meta: Route.MetaFunction = () => staffMeta("Newsletter subscribers");

const PATH = "/staff/subscribers";
/** The newest job alerts shown beside the subscribers (a person's own are all on /staff/people). */
const JOB_ALERTS_SHOWN = 50;

/** Marketing and admins: newsletter addresses, newest first, 50 a page, searchable, exportable (docs/product.md §10.5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "subscribers:read");
  const query = parseMarketingListQuery(new URL(request.url).searchParams);
  const [page, alerts] = await Promise.all([
    context.services.marketingLists.subscribers(query),
    context.services.jobAlerts.list(JOB_ALERTS_SHOWN),
  ]);
  return {
    alerts: alerts.map((a) => ({
      ...a,
      created: staffTime(a.createdAt, context.timeZone),
      notice: noticeVersionText(a.noticeVersion),
    })),
    query,
    counts: page.counts,
    olderThan: page.olderThan,
    rows: page.rows.map((r) => ({
      ...r,
      created: staffTime(r.createdAt, context.timeZone),
      confirmed: staffTime(r.confirmedAt, context.timeZone),
    })),
  };
}

/**
 * Removes one address (confirmed on /staff/subscribers/{id} first). Removing an address that is gone
 * already answers the same: either way it is off the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "subscribers:write");
  const form = await readStaffForm(request, context);
  const intent = intentOf(form);
  const id = parseRecordId(field(form, "id"));
  if (intent !== "remove" || id === null)
    return data<StaffActionResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  const removed = await context.services.marketingLists.removeSubscriber(id, user, context.staff.client(request));
  return data<StaffActionResult>({
    intent,
    success: removed ? `${removed.email} has been removed.` : "That address had already been removed.",
  });
}

export default function StaffSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { query, counts, rows, olderThan, alerts } = loaderData;
  const exportHref = marketingListHref(`${PATH}/export`, { search: query.search });
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Newsletter subscribers</h1>
      <p className="text-slate-700">
        {`${counts.confirmed} confirmed, ${counts.waiting} waiting for confirmation. Only confirmed addresses receive the newsletter.`}
      </p>
      <StaffNotice id="subscribers-notice" success={actionData?.success} error={actionData?.error} />
      <ListSearch path={PATH} id="subscribers-search" label="Search e-mail addresses" search={query.search} />
      <p>
        {/* A plain link: the browser downloads the file (reloadDocument keeps client routing out of it). */}
        <Link to={exportHref} reloadDocument className={buttonClass("secondary")}>
          {query.search ? "Export these as CSV" : "Export all as CSV"}
        </Link>
      </p>
      {rows.length === 0 ? (
        <p className="text-slate-700">{query.search ? "No address matches this search." : "No subscribers yet."}</p>
      ) : (
        <ListTable
          label="Subscribers"
          caption="Subscribers, newest first"
          columns={["E-mail", "State", { label: "Subscribed", from: "sm" }, { label: "Actions", srOnly: true }]}
        >
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-subscriber={r.id} className="border-b border-slate-200 align-top last:border-0">
                <td className="px-3 py-2 break-all text-slate-900">{r.email}</td>
                <td className="px-3 py-2 text-slate-900">{SUBSCRIBER_STATE_LABELS[r.state]}</td>
                <td className="hidden px-3 py-2 whitespace-nowrap text-slate-800 sm:table-cell">
                  <time dateTime={r.created.iso}>{r.created.text}</time>
                </td>
                <td className="px-3 py-2">
                  <Link to={`${PATH}/${r.id}`} className={buttonClass("danger-small")} aria-label={`Remove ${r.email}`}>
                    Remove…
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
      <ListPager path={PATH} label="Subscriber pages" query={query} olderThan={olderThan} />

      <h2 className="pt-4 text-2xl font-bold text-brand-950">Job alerts</h2>
      <p className="text-slate-700">
        {`Set on the careers page; the newest ${JOB_ALERTS_SHOWN}. Only confirmed alerts receive mail. Each mail can stop its alert; an address's alerts are exported and erased with it on the People page.`}
      </p>
      {alerts.length === 0 ? (
        <p className="text-slate-700">No job alerts yet.</p>
      ) : (
        <ListTable
          label="Job alerts"
          caption="Job alerts, newest first"
          columns={[
            "E-mail",
            "Openings",
            { label: "How often", from: "sm" },
            "State",
            { label: "Set", from: "md" },
            { label: "Privacy notice", from: "md" },
          ]}
        >
          <tbody>
            {alerts.map((a) => (
              <tr key={a.id} className="border-b border-slate-200 align-top last:border-0" data-testid="job-alert-row">
                <td className="px-3 py-2 break-all text-slate-900">{a.email}</td>
                <td className="px-3 py-2 break-words text-slate-900">{a.filter}</td>
                <td className="hidden px-3 py-2 text-slate-800 sm:table-cell">
                  {JOB_ALERT_FREQUENCY_LABELS[a.frequency]}
                </td>
                <td className="px-3 py-2 text-slate-900">{a.confirmed ? "Confirmed" : "Waiting for confirmation"}</td>
                <td className="hidden px-3 py-2 whitespace-nowrap text-slate-800 md:table-cell">
                  <time dateTime={a.created.iso}>{a.created.text}</time>
                </td>
                <td className="hidden px-3 py-2 text-slate-800 md:table-cell">{a.notice}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </div>
  );
}
