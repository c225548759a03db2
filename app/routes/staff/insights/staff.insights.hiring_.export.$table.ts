import type { Route } from "./+types/staff.insights.hiring_.export.$table";
import { requestedPeriod, tableCsv } from "./report-period.server";

/** One table of the hiring report as CSV (docs/product/insights.md §10.16). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "insights:hiring");
  const { period } = requestedPeriod(request, context.timeZone);
  const report = await context.services.insights.hiringReport(period);
  return tableCsv(report.tables, params.table, period, context.services.insights.reportCsv);
}
