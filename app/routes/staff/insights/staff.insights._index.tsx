import type { ReactNode } from "react";
import { REPORT_TOP } from "~/domain/insights/report-table";
import { BarListChart } from "~/features/staff/insights/bar-list-chart";
import { DayChart } from "~/features/staff/insights/day-chart";
import { PeriodForm } from "~/features/staff/insights/period-form";
import { ReportTableView } from "~/features/staff/insights/report-table-view";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.insights._index";
import { csvHrefs, requestedPeriod } from "./report-period.server";

export const meta: Route.MetaFunction = () => staffMeta("Insights");

/** Marketing, sales and admins: visits, sources and conversions of a period beside the one before. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "insights:view");
  const { period, error } = requestedPeriod(request, context.timeZone);
  const report = await context.services.insights.marketingReport(period, REPORT_TOP);
  return { period, error, ...report, csv: csvHrefs("/staff/insights/export", report.tables, period) };
}

const RANKED = new Set(["pages", "sources", "referrers", "conversions-by-source", "conversions-by-landing"]);

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  const { period, error, tables, days, funnel, csv } = loaderData;
  const totalViews = days.reduce((n, d) => n + d.views, 0);
  const previousViews = days.reduce((n, d) => n + d.previousViews, 0);
  const charts: Record<string, ReactNode> = {
    visits: (
      <DayChart
        days={days}
        label={`Views per day, ${period.current.from} to ${period.current.to}: ${totalViews} views in all, ${previousViews} in the previous period (bars this period, line the previous one). The table below gives every day.`}
      />
    ),
    funnel: (
      <BarListChart
        bars={funnel.map((f) => ({ label: f.step, value: f.count }))}
        label={`From visit to won lead: ${funnel.map((f) => `${f.step} ${f.count}`).join(", ")}.`}
      />
    ),
  };
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Insights</h1>
      <p className="text-slate-700">
        Visits counted by the site itself, what brought them, and the forms and leads they led to. Visitors are counted
        once a day each; no cookie is used.
      </p>
      <PeriodForm period={period} error={error} />
      {tables.map((table) => (
        <ReportTableView
          key={table.id}
          table={table}
          csvHref={csv[table.id]!}
          chart={charts[table.id]}
          shownRows={RANKED.has(table.id) ? `The top ${REPORT_TOP} are shown; the CSV has every row.` : undefined}
        />
      ))}
    </div>
  );
}
