/**
 * One table of an insights report: what the page shows under its chart and what its CSV holds, built once
 * on the server (server/insights/insights-reports.ts) so the two never differ.
 */
export type ReportCell = string | number;

export type ReportTable = {
  /** The CSV's name and the address part of its export (`/staff/insights/export/<id>`). */
  id: string;
  title: string;
  /** Says what the numbers count, in the page's words. */
  note: string;
  columns: string[];
  rows: ReportCell[][];
};

/** How many rows a ranked table shows on the page; its CSV holds every row. */
export const REPORT_TOP = 10;

/** The lead statuses that count as "qualified" in the funnel: qualified and every later step but lost. */
export const QUALIFIED_STATUSES = ["qualified", "proposal", "won"] as const;

/** The label of a referring site that is empty in the views: typed, bookmarked, or from this site. */
export const NO_REFERRER = "No referring site";
