import type { Route } from "./+types/staff.insights.export.$table";
import { requestedPeriod, tableCsv } from "./report-period.server";

/** One table of the visits and conversions report as CSV, every row (docs/product/insights.md §10.16). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "insights:view");
  const { period } = requestedPeriod(request, context.timeZone);
  const report = await context.services.insights.marketingReport(period, null);
  return tableCsv(report.tables, params.table, period, context.services.insights.reportCsv);
}
