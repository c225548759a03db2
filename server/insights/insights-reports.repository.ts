import { sql, type RawBuilder } from "kysely";
import { nextDate } from "~/domain/dates";
import type { Executor } from "../db/database";

/**
 * The reports' queries (docs/product/insights.md §10.16, decisions 0173, 0176). Views come from three
 * tables: the raw rows of the recent days (`page_views`), their sums per report grouping once the day is
 * finished (`page_view_summaries`), and the daily totals of older days (`page_view_days`); each query reads
 * all three for the period's days and adds them up, so a period that spans the fold is whole. A day is
 * counted from one of them only: raw rows only for days after the latest summarised one, summaries only up
 * to it (so a summary written meanwhile is not seen twice); summaries only for days not folded (a process may sum a
 * day while another folds it: the fold's totals win); a folded day has no raw rows (fold-page-views.ts moves
 * it in one transaction).
 *
 * Visitors are daily unique visitors: distinct visitor hashes per day on raw rows, the stored `visitors`
 * of the totals on folded ones, summed over days (the hash changes every day, so no longer span is known).
 */

/** The days of a period (YYYY-MM-DD, company time zone) and the same period as instants, for submissions. */
export type ReportRange = { fromDay: string; toDay: string; fromAt: string; toAt: string };

/** The grouping columns a views report may ask for (fixed names: never text from a request). */
export type ViewColumn = "day" | "path" | "source" | "medium" | "campaign" | "referrer_host" | "country";

export type ViewTotals = { key: Record<ViewColumn, string>; views: number; visitors: number };

/**
 * The groupings the reports ask for, each summed per finished day into page_view_summaries, and each with an
 * index of page_views (day, its columns, visitor_hash) for the days not summed yet (decision 0189).
 */
export const SUMMARY_GROUPINGS: readonly (readonly ViewColumn[])[] = [
  ["day"],
  ["path"],
  ["source", "medium", "campaign"],
  ["referrer_host"],
  ["country"],
];
export const groupingName = (columns: readonly ViewColumn[]) => columns.join(",");

const cols = (columns: readonly ViewColumn[]) => sql.join(columns.map((c) => sql.ref(c)));

/**
 * Views and daily unique visitors grouped by `columns`, most viewed first (then by the columns), at most
 * `limit` groups; null for every group.
 */
export async function groupedViews(
  db: Executor,
  range: ReportRange,
  columns: readonly ViewColumn[],
  limit: number | null,
): Promise<ViewTotals[]> {
  const group = cols(columns);
  // On raw rows a visitor is counted once per day they viewed the group's pages: the raw rows are grouped by
  // day too, each day's distinct hashes counted, and the days added up by the outer query. So a grouping's
  // raw rows are one range of its index (day, its columns, visitor_hash; migration 2026-12-26T1200), read in
  // the order the grouping and the count of distinct hashes need, without the table's rows (decision 0189).
  const rawGroup = cols(columns.includes("day") ? columns : ["day", ...columns]);
  // The days alone: page_views_visitor_idx (day, visitor_hash, viewed_at) has a day's hashes in order. Every
  // grouping's index also holds day and visitor_hash, but with the hashes in order per group only; viewed_at
  // (never null, so its count is the views') is in this index alone, so the engines read it.
  const rawViews = columns.length === 1 && columns[0] === "day" ? sql`count(viewed_at)` : sql`count(*)`;
  const grouping = groupingName(columns);
  const summarised = SUMMARY_GROUPINGS.some((g) => groupingName(g) === grouping);
  // Raw rows only for the days after the latest summarised one, summaries only up to it: each day is read
  // from one of them even if a day is summed between the two statements. A bound parameter, so that the
  // raw rows' index range starts there.
  const latest = summarised
    ? ((
        await db
          .selectFrom("page_view_summaries")
          .select((eb) => eb.fn.max("day").as("day"))
          .where("grouping", "=", grouping)
          .executeTakeFirst()
      )?.day ?? "")
    : "";
  // One lower bound, which the engine can start the index range at (with two it may use either).
  const rawFrom = latest !== "" && nextDate(latest) > range.fromDay ? nextDate(latest) : range.fromDay;
  const rows = await sql<Record<string, string> & { views: string | number; visitors: string | number }>`
    select ${group}, sum(views) as views, sum(visitors) as visitors from (
      select ${group}, ${rawViews} as views, count(distinct visitor_hash) as visitors
      from page_views where day >= ${rawFrom} and day <= ${range.toDay}
      group by ${rawGroup}
      ${
        summarised
          ? sql`union all
      select ${group}, sum(views) as views, sum(visitors) as visitors
      from page_view_summaries where grouping = ${grouping} and day >= ${range.fromDay} and day <= ${range.toDay}
        and day <= ${latest} and day not in (select distinct day from page_view_days where day >= ${range.fromDay} and day <= ${range.toDay})
      group by ${group}`
          : sql``
      }
      union all
      select ${group}, sum(views) as views, sum(visitors) as visitors
      from page_view_days where day >= ${range.fromDay} and day <= ${range.toDay} group by ${group}
    ) t
    group by ${group}
    order by sum(views) desc, ${group}
    ${limit === null ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows.rows.map((r) => ({
    key: Object.fromEntries(columns.map((c) => [c, r[c]])) as Record<ViewColumn, string>,
    views: Number(r.views),
    visitors: Number(r.visitors),
  }));
}

/** What a conversion is grouped by: what brought it, or the page its visit landed on. */
export type ConversionGroup = "source" | "landing";

/**
 * A submission's first touch, grouped without nulls (so both engines group and order alike): `unrecorded`
 * 1 when it recorded none; empty text for a part it does not have.
 */
export type TouchKey = { unrecorded: boolean; landing: string; source: string; medium: string; campaign: string };

export type ConversionRow = TouchKey & {
  demos: number;
  won: number;
  messages: number;
  subscriptions: number;
  applications: number;
};

const touch = sql`first_landing_path, first_source, first_medium, first_campaign`;
const touchKey = sql`case when first_landing_path is null then 1 else 0 end as unrecorded,
  coalesce(first_landing_path, '') as landing, coalesce(first_source, '') as source,
  coalesce(first_medium, '') as medium, coalesce(first_campaign, '') as campaign`;
const keyOf = (r: Record<string, unknown>): TouchKey => ({
  unrecorded: Number(r.unrecorded) === 1,
  landing: String(r.landing ?? ""),
  source: String(r.source ?? ""),
  medium: String(r.medium ?? ""),
  campaign: String(r.campaign ?? ""),
});
const bySource = sql`unrecorded, source, medium, campaign`;
const byLanding = sql`unrecorded, landing`;

/**
 * The leads whose first booked demo (a request for another time is not one) was made in the period, with
 * their status today and the source of a lead as the leads' page reads it (server/demos/demos.repository.ts
 * `listLeads`): the first touch of its earliest booking or message that has one.
 */
function leadCohort(range: ReportRange): RawBuilder<unknown> {
  return sql`
    contacts as (
      select email_key, created_at, ${touch} from demo_bookings
      union all
      select lower(email), created_at, ${touch} from contact_messages
    ),
    sourced as (
      select email_key, ${touch}, row_number() over (partition by email_key order by created_at) as sn
      from contacts where first_landing_path is not null
    ),
    first_bookings as (
      select email_key, min(created_at) as first_at from demo_bookings where state <> 'requested' group by email_key
    ),
    cohort as (
      select b.email_key, coalesce(l.status, 'new') as status,
             s.first_landing_path, s.first_source, s.first_medium, s.first_campaign
      from first_bookings b
      left join demo_leads l on l.email_key = b.email_key
      left join sourced s on s.email_key = b.email_key and s.sn = 1
      where b.first_at >= ${range.fromAt} and b.first_at < ${range.toAt}
    )`;
}

/**
 * Demos booked (bookings made in the period, cancelled ones included, requests for another time not), leads
 * won (of the period's cohort, status won today), contact messages, subscriptions and job applications of
 * the period, grouped by what brought them or by landing page, the most first.
 */
export async function conversions(
  db: Executor,
  range: ReportRange,
  by: ConversionGroup,
  limit: number | null,
): Promise<ConversionRow[]> {
  const within = sql`created_at >= ${range.fromAt} and created_at < ${range.toAt}`;
  const group = by === "source" ? bySource : byLanding;
  const count = (kind: string) => sql`sum(case when kind = ${kind} then 1 else 0 end)`;
  const rows = await sql<Record<string, string | number>>`
    with ${leadCohort(range)},
    touches as (
      select 'demo' as kind, ${touchKey} from demo_bookings where state <> 'requested' and ${within}
      union all select 'won', ${touchKey} from cohort where status = 'won'
      union all select 'message', ${touchKey} from contact_messages where ${within}
      union all select 'subscription', ${touchKey} from subscriptions where ${within}
      union all select 'application', ${touchKey} from job_applications where ${within}
    )
    select ${group}, ${count("demo")} as demos, ${count("won")} as won, ${count("message")} as messages,
           ${count("subscription")} as subscriptions, ${count("application")} as applications
    from touches
    group by ${group}
    order by count(*) desc, ${group}
    ${limit === null ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows.rows.map((r) => ({
    ...keyOf(r),
    demos: Number(r.demos),
    won: Number(r.won),
    messages: Number(r.messages),
    subscriptions: Number(r.subscriptions),
    applications: Number(r.applications),
  }));
}

/** The period's lead cohort by status (how many leads whose first booked demo fell in the period are at each). */
export async function cohortStatuses(db: Executor, range: ReportRange): Promise<Map<string, number>> {
  const rows = await sql<{ status: string; leads: string | number }>`
    with ${leadCohort(range)}
    select status, count(*) as leads from cohort group by status`.execute(db);
  return new Map(rows.rows.map((r) => [r.status, Number(r.leads)]));
}

export type HiringJobRow = { jobCode: number; title: string | null; applications: number; hired: number };
export type HiringSourceRow = TouchKey & { applications: number; hired: number };

/** The period's job applications per job, with how many of them are hired today; the most first. */
export async function applicationsPerJob(db: Executor, range: ReportRange): Promise<HiringJobRow[]> {
  const rows = await sql<{ job_code: number; title: string | null; applications: string; hired: string }>`
    select a.job_code, j.title, count(*) as applications,
           sum(case when a.status = 'hired' then 1 else 0 end) as hired
    from job_applications a left join jobs j on j.code = a.job_code
    where a.created_at >= ${range.fromAt} and a.created_at < ${range.toAt}
    group by a.job_code, j.title
    order by count(*) desc, a.job_code`.execute(db);
  return rows.rows.map((r) => ({
    jobCode: Number(r.job_code),
    title: r.title,
    applications: Number(r.applications),
    hired: Number(r.hired),
  }));
}

/** The period's job applications per source (the first touch), with how many are hired today. */
export async function applicationsPerSource(db: Executor, range: ReportRange): Promise<HiringSourceRow[]> {
  const rows = await sql<Record<string, string | number>>`
    with touches as (
      select status, ${touchKey} from job_applications
      where created_at >= ${range.fromAt} and created_at < ${range.toAt}
    )
    select ${bySource}, count(*) as applications, sum(case when status = 'hired' then 1 else 0 end) as hired
    from touches
    group by ${bySource}
    order by count(*) desc, ${bySource}`.execute(db);
  return rows.rows.map((r) => ({ ...keyOf(r), applications: Number(r.applications), hired: Number(r.hired) }));
}

/**
 * The applications moved to Hired in the period, with when each was sent and when it was hired: the time
 * to hire. A hired application moves no further, so its status's last change is its hire.
 */
export async function hiresInPeriod(db: Executor, range: ReportRange) {
  return db
    .selectFrom("job_applications")
    .select(["created_at", "status_changed_at"])
    .where("status", "=", "hired")
    .where("status_changed_at", ">=", range.fromAt)
    .where("status_changed_at", "<", range.toAt)
    .execute();
}

/**
 * The stays in a stage that ended in the period: each move of a job application made in it, with the stage
 * it left, when that stay began (the move before it, or the application's arrival) and when it ended: one
 * range of application_status_changes_at_idx, which holds those columns. A move written without
 * `stay_started_at` (none since the column came; the backfill filled the older ones) finds its start the
 * long way: the move before, or the arrival. That is a second, separate statement over the same range: in
 * one statement PostgreSQL costs the two look-ups for every move of the period, and a 90-day period's
 * estimate (about 900,000) made it compile the query with JIT on every request (300-700 ms).
 */
export async function stageStaysEnded(db: Executor, range: ReportRange) {
  const inPeriod = sql`c.kind = 'application' and c.at >= ${range.fromAt} and c.at < ${range.toAt}`;
  const [written, older] = await Promise.all([
    sql<StageStay>`
      select c.from_status as stage, c.at as until, c.stay_started_at as since
      from application_status_changes c
      where ${inPeriod} and c.stay_started_at is not null`.execute(db),
    sql<StageStay>`
      select c.from_status as stage, c.at as until,
             coalesce(
               (select p.at from application_status_changes p
                where p.kind = 'application' and p.application_id = c.application_id and p.id < c.id
                order by p.id desc limit 1),
               (select a.created_at from job_applications a where a.id = c.application_id)
             ) as since
      from application_status_changes c
      where ${inPeriod} and c.stay_started_at is null`.execute(db),
  ]);
  return [...written.rows, ...older.rows];
}

type StageStay = { stage: string; since: string; until: string };
