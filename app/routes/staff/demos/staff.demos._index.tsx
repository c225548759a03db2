import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { productName } from "~/content/product-index";
import { LEAD_STATUS_LABELS } from "~/domain/demo/demo-settings";
import { demoMoment } from "~/domain/demo/demo-time";
import { can } from "~/domain/permissions";
import { staffTime } from "~/domain/staff/staff-time";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import { ListTable } from "~/features/staff/staff-table";
import type { Route } from "./+types/staff.demos._index";

export const meta: Route.MetaFunction = () => staffMeta("Demos and leads");

/** Marketing, sales and admins: the demos to come and the leads (docs/staff-console.md, "Demos and leads"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "demos:manage");
  const [upcoming, leads] = await Promise.all([
    context.services.demoStaff.upcoming(),
    context.services.demoStaff.leads(),
  ]);
  return {
    mayConfigure: can(user.role, "demos:configure"),
    timeZone: context.timeZone,
    upcoming: upcoming.map((d) => ({
      id: d.id,
      start: d.start_at!,
      minutes: Math.round((Date.parse(d.end_at!) - Date.parse(d.start_at!)) / 60_000),
      products: (JSON.parse(d.products) as string[]).map(productName).join(", "),
      name: d.name,
      company: d.company,
      email: d.email,
      presenters: d.presenters.join(", "),
    })),
    leads: leads.map((l) => ({
      key: l.email_key,
      email: l.email,
      name: l.name,
      company: l.company,
      status: LEAD_STATUS_LABELS[l.status],
      owner: l.owner_name ?? "",
      bookings: l.bookings,
      messages: l.messages,
      last: staffTime(l.last_at, context.timeZone),
    })),
  };
}

const leadHref = (key: string) => `/staff/demos/lead?email=${encodeURIComponent(key)}`;

export default function StaffDemos({ loaderData }: Route.ComponentProps) {
  const { upcoming, leads, timeZone, mayConfigure } = loaderData;
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Demos and leads</h1>
      {mayConfigure && (
        <p>
          <Link to="/staff/demos/settings" className="font-semibold text-brand-800 underline">
            Presenters, hours, holidays and demo length
          </Link>
        </p>
      )}
      <StaffSection id="upcoming" title="Upcoming demos" description={`Times are the company's clock (${timeZone}).`}>
        {upcoming.length === 0 ? (
          <p className="text-slate-700">No demo is booked.</p>
        ) : (
          <ListTable
            label="Table of upcoming demos"
            caption="Upcoming demos, soonest first"
            columns={["When", "Who", { label: "Products", from: "sm" }, { label: "Presenters", from: "md" }]}
          >
            <tbody>
              {upcoming.map((d) => (
                <tr key={d.id} data-demo={d.id} className="border-b border-slate-200 align-top last:border-0">
                  <td className="px-3 py-2 text-slate-900">
                    <time dateTime={d.start}>{demoMoment(Date.parse(d.start), timeZone)}</time>
                    {`, ${d.minutes} min`}
                  </td>
                  <td className="px-3 py-2 break-words text-slate-900">
                    <span className="block font-semibold">{d.name}</span>
                    <span className="block">{d.company}</span>
                    <span className="block break-all text-sm text-slate-700">{d.email}</span>
                  </td>
                  <td className="hidden px-3 py-2 text-slate-900 sm:table-cell">{d.products}</td>
                  <td className="hidden px-3 py-2 text-slate-900 md:table-cell">{d.presenters}</td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </StaffSection>
      <StaffSection
        id="leads"
        title="Leads"
        description="Everyone who booked or asked for a demo, with their contact messages counted by the same e-mail address; newest contact first."
      >
        <p className="mb-4">
          <Link to="/staff/demos/export" reloadDocument className={buttonClass("secondary")}>
            Export leads as CSV
          </Link>
        </p>
        {leads.length === 0 ? (
          <p className="text-slate-700">No leads yet.</p>
        ) : (
          <ListTable
            label="Table of leads"
            caption="Leads, newest contact first"
            columns={[
              "Lead",
              "Status",
              { label: "Owner", from: "sm" },
              { label: "Demos / messages", from: "md" },
              { label: "Last contact", from: "md" },
            ]}
          >
            <tbody>
              {leads.map((l) => (
                <tr key={l.key} data-lead={l.key} className="border-b border-slate-200 align-top last:border-0">
                  <td className="px-3 py-2 break-words text-slate-900">
                    <Link to={leadHref(l.key)} className="font-semibold text-brand-800 underline">
                      {l.name || l.email}
                    </Link>
                    <span className="block">{l.company}</span>
                    <span className="block break-all text-sm text-slate-700">{l.email}</span>
                  </td>
                  <td className="px-3 py-2 text-slate-900">{l.status}</td>
                  <td className="hidden px-3 py-2 text-slate-900 sm:table-cell">{l.owner || "—"}</td>
                  <td className="hidden px-3 py-2 text-slate-900 md:table-cell">{`${l.bookings} / ${l.messages}`}</td>
                  <td className="hidden px-3 py-2 whitespace-nowrap text-slate-800 md:table-cell">
                    <time dateTime={l.last.iso}>{l.last.text}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </StaffSection>
    </div>
  );
}
