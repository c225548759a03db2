import { sql, type Insertable } from "kysely";
import type { Executor } from "../db/database";
import type { PageViewsTable } from "./insights.table";
import { groupingName, SUMMARY_GROUPINGS, type ViewColumn } from "./insights-reports.repository";

export type PageViewRow = Insertable<PageViewsTable>;

/** One statement for a batch of views. */
export async function insertPageViews(db: Executor, rows: readonly PageViewRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto("page_views")
      .values([...rows])
      .execute();
}

/** The salt of a day, if one was made. */
export async function findSalt(db: Executor, day: string): Promise<string | undefined> {
  const row = await db.selectFrom("visitor_salts").select("salt").where("day", "=", day).executeTakeFirst();
  return row?.salt;
}

/** The day's salt: the one another process made first, else this one. */
export async function saltOfDay(db: Executor, day: string, fresh: string): Promise<string> {
  await db
    .insertInto("visitor_salts")
    .values({ day, salt: fresh })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  return (await findSalt(db, day))!;
}

/** Deletes the salts of days before `day`: their hashes can never be made again. */
export async function deleteSaltsBefore(db: Executor, day: string): Promise<void> {
  await db.deleteFrom("visitor_salts").where("day", "<", day).execute();
}

/** One visitor's views of one day (page_views_visitor_idx). */
export async function visitorViews(db: Executor, day: string, visitorHash: string) {
  return db
    .selectFrom("page_views")
    .select(["viewed_at", "path", "source", "medium", "campaign", "referrer_host"])
    .where("day", "=", day)
    .where("visitor_hash", "=", visitorHash)
    .orderBy("viewed_at")
    .execute();
}

/** The days before `day` that still have raw views. */
export async function rawDaysBefore(db: Executor, day: string): Promise<string[]> {
  const rows = await db.selectFrom("page_views").select("day").distinct().where("day", "<", day).execute();
  return rows.map((r) => r.day).sort();
}

const GROUP = ["day", "path", "source", "medium", "campaign", "referrer_host", "device", "country"] as const;

/**
 * The raw days before `day` not summarised yet for every grouping (decision 0176). Summaries are written in
 * day order, all groupings of a day in one transaction, so a grouping's summed days are the raw days up to
 * its latest one; a grouping added later has none, and its days are summed again (the others' rows are kept).
 */
export async function unsummarisedDaysBefore(db: Executor, day: string): Promise<string[]> {
  const latest = await Promise.all(
    SUMMARY_GROUPINGS.map(
      async (columns) =>
        (
          await db
            .selectFrom("page_view_summaries")
            .select((eb) => eb.fn.max("day").as("day"))
            .where("grouping", "=", groupingName(columns))
            .executeTakeFirst()
        )?.day ?? "",
    ),
  );
  const after = latest.reduce((a, b) => (b < a ? b : a));
  const rows = await db
    .selectFrom("page_views")
    .select("day")
    .distinct()
    .where("day", "<", day)
    .where("day", ">", after)
    .execute();
  return rows.map((r) => r.day).sort();
}

/**
 * Sums a finished day's raw views per report grouping: views, and visitors as distinct hashes, exactly what
 * the reports compute from raw rows. A day summarised meanwhile by another process adds nothing.
 */
export async function summariseDay(db: Executor, day: string): Promise<void> {
  for (const columns of SUMMARY_GROUPINGS) {
    const pick = (column: ViewColumn) => (columns.includes(column) ? sql.ref(column) : sql.lit(""));
    const others = columns.filter((c) => c !== "day");
    await sql`
      insert into page_view_summaries (grouping, day, path, source, medium, campaign, referrer_host, country, views, visitors)
      select ${groupingName(columns)}, day, ${pick("path")}, ${pick("source")}, ${pick("medium")},
             ${pick("campaign")}, ${pick("referrer_host")}, ${pick("country")}, count(*), count(distinct visitor_hash)
      from page_views where day = ${day}
      group by ${sql.join([sql.ref("day"), ...others.map((c) => sql.ref(c))])}
      on conflict do nothing`.execute(db);
  }
}

/**
 * Turns a day's raw views into its daily totals and deletes them, in one transaction. A day folded by
 * another process meanwhile adds nothing (the totals' unique key), so no view is counted twice.
 */
export async function foldDay(db: Executor, day: string): Promise<void> {
  await db
    .insertInto("page_view_days")
    .columns([...GROUP, "views", "visitors"])
    .expression(
      db
        .selectFrom("page_views")
        .select([...GROUP, sql<number>`count(*)`.as("views"), sql<number>`count(distinct visitor_hash)`.as("visitors")])
        .where("day", "=", day)
        .groupBy([...GROUP]),
    )
    .onConflict((oc) => oc.columns([...GROUP]).doNothing())
    .execute();
  await db.deleteFrom("page_views").where("day", "=", day).execute();
  // The day's totals now answer for it; its summaries would count it twice.
  await db.deleteFrom("page_view_summaries").where("day", "=", day).execute();
}
