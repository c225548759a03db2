import { data } from "react-router";
import { todayIn } from "~/domain/dates";
import { parseReportPeriod, periodQuery, type ReportPeriod } from "~/domain/insights/report-period";
import type { ReportTable } from "~/domain/insights/report-table";
import { csvDownload } from "~/lib/download-response";

/** The period a report page or CSV asks for, by the company's calendar. */
export function requestedPeriod(request: Request, timeZone: string) {
  return parseReportPeriod(new URL(request.url).searchParams, todayIn(timeZone));
}

/** The CSV address of each table of a report, for the same period. */
export function csvHrefs(base: string, tables: readonly ReportTable[], period: ReportPeriod): Record<string, string> {
  return Object.fromEntries(tables.map((t) => [t.id, `${base}/${t.id}?${periodQuery(period)}`]));
}

/** The named table of a report as a CSV download; 404 for a name the report does not have. */
export function tableCsv(
  tables: readonly ReportTable[],
  id: string,
  period: ReportPeriod,
  toStream: (table: ReportTable) => ReadableStream<Uint8Array>,
): Response {
  const table = tables.find((t) => t.id === id);
  if (!table) throw data("No such report table", { status: 404 });
  return csvDownload(`${table.id}-${period.current.from}-${period.current.to}.csv`, toStream(table));
}
