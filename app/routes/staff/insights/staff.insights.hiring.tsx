import { BarListChart } from "~/features/staff/insights/bar-list-chart";
import { PeriodForm } from "~/features/staff/insights/period-form";
import { ReportTableView } from "~/features/staff/insights/report-table-view";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.insights.hiring";
import { csvHrefs, requestedPeriod } from "./report-period.server";

export const meta: Route.MetaFunction = () => staffMeta("Hiring reports");

/** HR and admins: applications and hires per job and source, time to hire and time in each stage, for a period. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "insights:hiring");
  const { period, error } = requestedPeriod(request, context.timeZone);
  const report = await context.services.insights.hiringReport(period);
  return { period, error, ...report, csv: csvHrefs("/staff/insights/hiring/export", report.tables, period) };
}

export default function StaffHiringReports({ loaderData }: Route.ComponentProps) {
  const { period, error, tables, bySource, csv } = loaderData;
  const chart = (
    <BarListChart
      bars={bySource.map((s) => ({ label: s.label, value: s.applications, part: s.hired }))}
      label={`Applications per source, with how many were hired: ${bySource.map((s) => `${s.label} ${s.applications}, ${s.hired} hired`).join("; ") || "none"}.`}
    />
  );
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Hiring reports</h1>
      <p className="text-slate-700">
        Which jobs and sources bring applications and hires, how long hiring takes, and how long applications wait in
        each stage.
      </p>
      <PeriodForm period={period} error={error} />
      {tables.map((table) => (
        <ReportTableView
          key={table.id}
          table={table}
          csvHref={csv[table.id]!}
          chart={table.id === "applications-by-source" && bySource.length > 0 ? chart : undefined}
        />
      ))}
    </div>
  );
}
