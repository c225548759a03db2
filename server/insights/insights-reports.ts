import { countryLabel } from "~/domain/insights/country";
import { DIRECT, NOT_RECORDED, sourceLabel } from "~/domain/insights/first-touch";
import { daysOf, type DayRange, type ReportPeriod } from "~/domain/insights/report-period";
import { NO_REFERRER, QUALIFIED_STATUSES, type ReportTable } from "~/domain/insights/report-table";
import { nextDate, startOfDayIn } from "~/domain/dates";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, isFinalStatus } from "~/domain/application-pipeline";
import type { Executor } from "../db/database";
import { csvStream } from "../exports/csv-export";
import {
  applicationsPerJob,
  applicationsPerSource,
  cohortStatuses,
  conversions,
  groupedViews,
  hiresInPeriod,
  stageStaysEnded,
  type ReportRange,
  type TouchKey,
  type ViewColumn,
  type ViewTotals,
} from "./insights-reports.repository";

/**
 * The reports of /staff/insights (docs/product/insights.md §10.16, decision 0173): each a list of tables
 * (page and CSV alike) plus the series its charts draw. `limit` is the rows of a ranked table: the page's
 * top rows, or null for a CSV's every row.
 */
export type MarketingReport = {
  tables: ReportTable[];
  /** Views and visitors per day of the period, and of the previous one day for day. */
  days: {
    day: string;
    views: number;
    visitors: number;
    previousDay: string;
    previousViews: number;
    previousVisitors: number;
  }[];
  funnel: { step: string; count: number; previous: number }[];
};

export type HiringReport = {
  tables: ReportTable[];
  bySource: { label: string; applications: number; hired: number }[];
};

const rangeOf = (days: DayRange, timeZone: string): ReportRange => ({
  fromDay: days.from,
  toDay: days.to,
  fromAt: startOfDayIn(days.from, timeZone),
  toAt: startOfDayIn(nextDate(days.to), timeZone),
});

/** A submission's source as staff read it everywhere (app/domain/insights/first-touch.ts). */
const touchLabel = (r: TouchKey) => (r.unrecorded ? NOT_RECORDED : sourceLabel(r));

const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((n, r) => n + of(r), 0);

/** A ranked views table with the previous period's views of the same rows beside. */
async function rankedViews(
  db: Executor,
  current: ReportRange,
  previous: ReportRange,
  columns: readonly ViewColumn[],
  limit: number | null,
): Promise<{ rows: ViewTotals[]; previousViews: (r: ViewTotals) => number }> {
  const [rows, before] = await Promise.all([
    groupedViews(db, current, columns, limit),
    groupedViews(db, previous, columns, null),
  ]);
  const keyOf = (r: ViewTotals) => JSON.stringify(columns.map((c) => r.key[c]));
  const earlier = new Map(before.map((r) => [keyOf(r), r.views]));
  return { rows, previousViews: (r) => earlier.get(keyOf(r)) ?? 0 };
}

export async function marketingReport(
  db: Executor,
  period: ReportPeriod,
  timeZone: string,
  limit: number | null,
): Promise<MarketingReport> {
  const current = rangeOf(period.current, timeZone);
  const previous = rangeOf(period.previous, timeZone);
  const [
    dayNow,
    dayBefore,
    pages,
    sources,
    referrers,
    countries,
    bySource,
    bySourceBefore,
    byLanding,
    cohort,
    cohortBefore,
  ] = await Promise.all([
    groupedViews(db, current, ["day"], null),
    groupedViews(db, previous, ["day"], null),
    rankedViews(db, current, previous, ["path"], limit),
    rankedViews(db, current, previous, ["source", "medium", "campaign"], limit),
    rankedViews(db, current, previous, ["referrer_host"], limit),
    rankedViews(db, current, previous, ["country"], limit),
    conversions(db, current, "source", null),
    conversions(db, previous, "source", null),
    conversions(db, current, "landing", limit),
    cohortStatuses(db, current),
    cohortStatuses(db, previous),
  ]);

  const perDay = (rows: ViewTotals[]) => new Map(rows.map((r) => [r.key.day, r]));
  const nowByDay = perDay(dayNow);
  const beforeByDay = perDay(dayBefore);
  const previousDays = daysOf(period.previous);
  const days = daysOf(period.current).map((day, i) => ({
    day,
    views: nowByDay.get(day)?.views ?? 0,
    visitors: nowByDay.get(day)?.visitors ?? 0,
    previousDay: previousDays[i]!,
    previousViews: beforeByDay.get(previousDays[i]!)?.views ?? 0,
    previousVisitors: beforeByDay.get(previousDays[i]!)?.visitors ?? 0,
  }));

  const visitorsNow = sum(dayNow, (r) => r.visitors);
  const visitorsBefore = sum(dayBefore, (r) => r.visitors);
  const leads = (statuses: Map<string, number>, among?: readonly string[]) =>
    [...statuses].filter(([s]) => !among || among.includes(s)).reduce((n, [, c]) => n + c, 0);
  const funnel = [
    { step: "Visitors", count: visitorsNow, previous: visitorsBefore },
    { step: "Leads who booked a demo", count: leads(cohort), previous: leads(cohortBefore) },
    { step: "Qualified", count: leads(cohort, QUALIFIED_STATUSES), previous: leads(cohortBefore, QUALIFIED_STATUSES) },
    { step: "Won", count: leads(cohort, ["won"]), previous: leads(cohortBefore, ["won"]) },
  ];

  const conversionTotals: [string, (r: (typeof bySource)[number]) => number][] = [
    ["Demos booked", (r) => r.demos],
    ["Leads won", (r) => r.won],
    ["Contact messages", (r) => r.messages],
    ["Subscriptions", (r) => r.subscriptions],
    ["Job applications", (r) => r.applications],
  ];
  const limited = <T>(rows: T[]) => (limit === null ? rows : rows.slice(0, limit));
  const conversionCells = (r: (typeof bySource)[number]) => [
    r.demos,
    r.won,
    r.messages,
    r.subscriptions,
    r.applications,
  ];
  const conversionColumns = ["Demos booked", "Leads won", "Contact messages", "Subscriptions", "Job applications"];

  const tables: ReportTable[] = [
    {
      id: "totals",
      title: "The period and the one before",
      note: `${period.current.from} to ${period.current.to}, beside ${period.previous.from} to ${period.previous.to}.`,
      columns: ["Measure", "This period", "Previous period"],
      rows: [
        ["Page views", sum(dayNow, (r) => r.views), sum(dayBefore, (r) => r.views)],
        ["Visitors", visitorsNow, visitorsBefore],
        ...conversionTotals.map(([label, of]) => [label, sum(bySource, of), sum(bySourceBefore, of)]),
      ],
    },
    {
      id: "visits",
      title: "Visits per day",
      note: "Page views, and visitors counted once a day each (the same person is a new visitor the next day).",
      columns: ["Day", "Views", "Visitors", "Previous period's day", "Views then", "Visitors then"],
      rows: days.map((d) => [d.day, d.views, d.visitors, d.previousDay, d.previousViews, d.previousVisitors]),
    },
    {
      id: "pages",
      title: "Top pages",
      note: "Visitors: a visitor counts once a day per page.",
      columns: ["Page", "Views", "Visitors", "Views in the previous period"],
      rows: pages.rows.map((r) => [r.key.path, r.views, r.visitors, pages.previousViews(r)]),
    },
    {
      id: "sources",
      title: "Top sources and campaigns",
      note: `Source / medium / campaign of each view; "${DIRECT}" when nothing brought it.`,
      columns: ["Source", "Views", "Visitors", "Views in the previous period"],
      rows: sources.rows.map((r) => [sourceLabel(r.key), r.views, r.visitors, sources.previousViews(r)]),
    },
    {
      id: "referrers",
      title: "Referring sites",
      note: `"${NO_REFERRER}": typed, bookmarked, or a move within this site.`,
      columns: ["Referring site", "Views", "Visitors", "Views in the previous period"],
      rows: referrers.rows.map((r) => [
        r.key.referrer_host || NO_REFERRER,
        r.views,
        r.visitors,
        referrers.previousViews(r),
      ]),
    },
    {
      id: "countries",
      title: "Top countries",
      note: `The country the proxy in front of the site named for each view; "${NOT_RECORDED}" when it named none (docs/product/insights.md §8.8).`,
      columns: ["Country", "Views", "Visitors", "Views in the previous period"],
      rows: countries.rows.map((r) => [
        r.key.country ? countryLabel(r.key.country) : NOT_RECORDED,
        r.views,
        r.visitors,
        countries.previousViews(r),
      ]),
    },
    {
      id: "conversions-by-source",
      title: "Conversions per source",
      note: `What brought the visit each form was sent in; "${NOT_RECORDED}" when the form recorded nothing. Leads won: leads whose first booked demo falls in the period and whose status is Won today.`,
      columns: ["Source", ...conversionColumns],
      rows: limited(bySource).map((r) => [touchLabel(r), ...conversionCells(r)]),
    },
    {
      id: "conversions-by-landing",
      title: "Conversions per landing page",
      note: "The page the visit landed on before the form was sent.",
      columns: ["Landing page", ...conversionColumns],
      rows: byLanding.map((r) => [r.unrecorded ? NOT_RECORDED : r.landing, ...conversionCells(r)]),
    },
    {
      id: "funnel",
      title: "From visit to won lead",
      note: "Visitors in the period; then the leads whose first booked demo falls in the period (a request for another time is not a booked demo), those of them whose status is Qualified, Proposal or Won today (qualified), and those Won.",
      columns: ["Step", "This period", "Previous period"],
      rows: funnel.map((f) => [f.step, f.count, f.previous]),
    },
  ];
  return { tables, days, funnel };
}

const DAY_MS = 86_400_000;

/** The digits of `s` from `from` to `to` as a number (they are digits: isoTime checked the shape). */
const digits = (s: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + s.charCodeAt(i) - 48;
  return n;
};
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * Milliseconds of a stored time, as `Date.parse` gives them. The site stores times as `toISOString()` writes
 * them, which are read here by position: a 90-day report reads 50,000 moves and more, two times each, and a
 * profile of it showed `Date.parse` among its largest costs. Any other text goes to `Date.parse`.
 */
function isoTime(s: string): number {
  if (!ISO_UTC.test(s)) return Date.parse(s);
  return Date.UTC(
    digits(s, 0, 4),
    digits(s, 5, 7) - 1,
    digits(s, 8, 10),
    digits(s, 11, 13),
    digits(s, 14, 16),
    digits(s, 17, 19),
    digits(s, 20, 23),
  );
}
const median = (values: number[]) => {
  // A typed array sorts numbers by value without a comparator called for every pair (tens of thousands of stays).
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Each stage's stays that ended, in the pipeline's order: the working stages always (a stage no one left
 * says so), a final one only when someone left it (an application moved back from Rejected, say).
 */
function timeInStages(stays: { stage: string; since: string; until: string }[]): ReportTable["rows"] {
  const days = new Map<string, number[]>();
  for (const s of stays) {
    const list = days.get(s.stage) ?? [];
    list.push(Math.max(0, isoTime(s.until) - isoTime(s.since)) / DAY_MS);
    days.set(s.stage, list);
  }
  return APPLICATION_STATUSES.filter((stage) => !isFinalStatus(stage) || days.has(stage)).map((stage) => {
    const of = days.get(stage) ?? [];
    return of.length === 0
      ? [APPLICATION_STATUS_LABELS[stage], 0, "None", "None"]
      : [
          APPLICATION_STATUS_LABELS[stage],
          of.length,
          oneDecimal(median(of)),
          oneDecimal(sum(of, (d) => d) / of.length),
        ];
  });
}

export async function hiringReport(db: Executor, period: ReportPeriod, timeZone: string): Promise<HiringReport> {
  const current = rangeOf(period.current, timeZone);
  const [jobs, sources, hires, stays] = await Promise.all([
    applicationsPerJob(db, current),
    applicationsPerSource(db, current),
    hiresInPeriod(db, current),
    stageStaysEnded(db, current),
  ]);
  const daysToHire = hires.map((h) => (isoTime(h.status_changed_at!) - isoTime(h.created_at)) / DAY_MS);
  const bySource = sources.map((r) => ({ label: touchLabel(r), applications: r.applications, hired: r.hired }));
  const tables: ReportTable[] = [
    {
      id: "applications-by-job",
      title: "Applications per job",
      note: "Job applications sent in the period; hired: those whose status is Hired today.",
      columns: ["Job", "Applications", "Hired"],
      rows: jobs.map((j) => [j.title ?? `Job ${j.jobCode}`, j.applications, j.hired]),
    },
    {
      id: "applications-by-source",
      title: "Applications and hires per source",
      note: `What brought the visit each application was sent in; "${NOT_RECORDED}" when it recorded nothing.`,
      columns: ["Source", "Applications", "Hired"],
      rows: bySource.map((s) => [s.label, s.applications, s.hired]),
    },
    {
      id: "time-to-hire",
      title: "Time to hire",
      note: "Applications moved to Hired in the period: days from the application to the move.",
      columns: ["Measure", "Value"],
      rows: [
        ["Hires", hires.length],
        ["Median days to hire", daysToHire.length ? oneDecimal(median(daysToHire)) : "None"],
        [
          "Average days to hire",
          daysToHire.length ? oneDecimal(sum(daysToHire, (d) => d) / daysToHire.length) : "None",
        ],
      ],
    },
    {
      id: "time-in-stage",
      title: "Time in each stage",
      note: "Moves of job applications made in the period: for the stage each one left, the days from entering it (the move before, or the application's arrival) to leaving it.",
      columns: ["Stage", "Moves out", "Median days", "Average days"],
      rows: timeInStages(stays),
    },
  ];
  return { tables, bySource };
}

/**
 * A report table as a CSV download: the same columns and rows as the page, through the staff exports'
 * writer (server/exports/csv-export.ts), so text cells are quoted and made inert as formulas. The rows are
 * already aggregated, so they are one page.
 */
export function reportCsv(table: ReportTable): ReadableStream<Uint8Array> {
  async function* onePage() {
    yield table.rows;
  }
  return csvStream(table.columns, onePage(), (row) => row);
}
