import type { ReactNode } from "react";
import type { ReportTable } from "~/domain/insights/report-table";
import { StaffSection } from "../staff-section";
import { SectionTable } from "../staff-table";

/**
 * Numbers, dates and short labels stay on one line (the table scrolls sideways on a phone rather than
 * breaking "2026-11-23" into pieces); a long path or campaign wraps.
 */
const cellWrap = (cell: string | number) =>
  typeof cell === "number" ? "tabular-nums whitespace-nowrap" : cell.length <= 30 ? "whitespace-nowrap" : "break-words";

/**
 * One report table in its card: the chart above it if any, the numbers as a real table (what a screen
 * reader and a printout read), and the link to its CSV.
 */
export function ReportTableView({
  table,
  csvHref,
  chart,
  shownRows,
}: {
  table: ReportTable;
  csvHref: string;
  chart?: ReactNode;
  /** Shown when the page shows fewer rows than the CSV holds. */
  shownRows?: string;
}) {
  return (
    <StaffSection id={table.id} title={table.title} description={table.note}>
      {chart && <div className="mb-4">{chart}</div>}
      {table.rows.length === 0 ? (
        <p className="text-slate-700">Nothing in this period.</p>
      ) : (
        <SectionTable label={`Table: ${table.title}`} columns={table.columns}>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i} className="border-b border-slate-100 align-top" data-testid={`${table.id}-row`}>
                {row.map((cell, j) => (
                  <td key={j} className={`py-2 ${j === row.length - 1 ? "" : "pr-4"} ${cellWrap(cell)} text-slate-800`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </SectionTable>
      )}
      <p className="mt-3 text-sm">
        {shownRows && <span className="mr-2 text-slate-700">{shownRows}</span>}
        <a href={csvHref} className="font-semibold text-brand-800 underline" download>
          Download “{table.title}” as CSV
        </a>
      </p>
    </StaffSection>
  );
}
