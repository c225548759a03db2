/**
 * The insights section of `npm run bench` (docs/product/insights.md, decisions 0169, 0173, 0175): the
 * reports at the scale the product is held to, 1 million page views and 200,000 applications, in a
 * throw-away database of each engine; the built server started on it; an admin's marketing and hiring
 * reports timed over HTTP for the last 30 and 90 days. Target: p95 under 300 ms.
 * BENCH_INSIGHTS_SCALE=0.05 runs a twentieth of the rows, while trying something out.
 */
import os from "node:os";
import { sql } from "kysely";
import { todayIn } from "~/domain/dates";
import { addDays } from "~/domain/insights/report-period";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import type { Db } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { insertPageViews, type PageViewRow } from "#server/insights/insights.repository";
import { seedDatabase } from "#server/seed";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { STAFF_TEST_PASSWORD, StaffBrowser } from "#tests/support/staff";
import { createFreshDatabase, type Engine } from "#tests/support/test-database";
import { startBenchServer } from "./server.mjs";
import { generateStaffData, random } from "./staff-data";
import { envFor } from "./staff-load";
import { busyMachineNote, type Latency, round, timeInItsOwnProcess, WARM_UP } from "./staff-timing";

const SCALE = Number(process.env.BENCH_INSIGHTS_SCALE ?? 1);
export const INSIGHTS_COUNTS = {
  views: Math.round(1_000_000 * SCALE),
  applications: Math.round(200_000 * SCALE),
};
/** The days the views are spread over: the raw days the server keeps before it folds them (30). */
const VIEW_DAYS = 30;
const ADMIN = "admin.insights.bench@staff.example";
const TARGET_MS = 300;
/** Each report is heavier than a staff page: fewer requests, enough for a p95. */
const REQUESTS = 40;

export type InsightsEngineResult = {
  engine: Engine;
  latencies: Latency[];
  loadAverage: number[];
  loadSeconds: number;
  summingSeconds: number;
};

const PATHS = [
  "/",
  "/careers",
  "/demo",
  "/contact-us",
  "/company/about-us",
  "/company/team",
  "/company/news-list",
  "/service/software",
  "/service/consultancy",
  ...[
    "ecrm",
    "gi",
    "life",
    "takaful",
    "reinsurance",
    "broker",
    "claims",
    "portal",
    "analytics",
    "mobile",
    "agency",
  ].map((p) => `/product/${p}`),
  ...Array.from({ length: 40 }, (_, i) => `/careers/job/${i + 1}`),
  ...Array.from({ length: 40 }, (_, i) => `/company/news/story-${i + 1}`),
];
const SOURCES: [string, string, string, string][] = [
  ["", "", "", ""],
  ["", "", "", "google.com"],
  ["", "", "", "bing.com"],
  ["linkedin", "social", "launch", "linkedin.com"],
  ["linkedin", "social", "hiring-2026", "linkedin.com"],
  ["indeed", "", "", "indeed.com"],
  ["newsletter", "email", "november", ""],
  ["google", "cpc", "takaful-uae", "google.com"],
];
const DEVICES = ["desktop", "mobile", "mobile", "tablet"];
/** Countries as a proxy in front would name them (decision 0186); "" none. */
const COUNTRIES = ["IN", "IN", "AE", "AE", "SA", "GB", "US", ""];

/**
 * `count` raw views over the last VIEW_DAYS days, about six per visitor, in statements of 1,000: those of the
 * days before today written here, today's returned, to be written after the vacuum (`load`).
 */
async function generateViews(db: Db, count: number, timeZone: string): Promise<PageViewRow[]> {
  const rnd = random(7);
  const today = todayIn(timeZone);
  const visitors = Math.max(1, Math.round(count / 6));
  const todays: PageViewRow[] = [];
  for (let done = 0; done < count; done += 1000) {
    const rows: PageViewRow[] = [];
    for (let i = done; i < Math.min(count, done + 1000); i++) {
      const back = Math.floor((i / count) * VIEW_DAYS);
      const day = addDays(today, -(VIEW_DAYS - 1) + back);
      const [source, medium, campaign, referrer_host] = SOURCES[rnd.int(SOURCES.length)]!;
      rows.push({
        day,
        viewed_at: `${day}T${String(rnd.int(24)).padStart(2, "0")}:${String(rnd.int(60)).padStart(2, "0")}:00.000Z`,
        path: PATHS[Math.min(PATHS.length - 1, Math.floor(rnd.next() ** 2 * PATHS.length))]!,
        ...{ source, medium, campaign, referrer_host },
        device: DEVICES[rnd.int(DEVICES.length)]!,
        country: COUNTRIES[rnd.int(COUNTRIES.length)]!,
        visitor_hash: `v${rnd.int(visitors).toString(16).padStart(31, "0")}`,
      });
    }
    const before = rows.filter((r) => r.day !== today);
    todays.push(...rows.filter((r) => r.day === today));
    await insertPageViews(db, before);
  }
  return todays;
}

/** Gives the generated submissions first touches, one source in three recorded, as forms record them. */
async function sourceSubmissions(db: Db) {
  for (const table of ["job_applications", "candidates", "demo_bookings", "contact_messages"] as const)
    await sql`update ${sql.table(table)} set
      first_landing_path = case when id % 3 = 0 then '/careers' else null end,
      first_source = case when id % 6 = 0 then 'linkedin' when id % 6 = 3 then 'indeed' else null end,
      first_campaign = case when id % 6 = 0 then 'launch' else null end`.execute(db);
}

async function load(db: Db, config: ReturnType<typeof loadConfig>) {
  await migrateToLatest(db);
  await seedDatabase(db);
  await generateStaffData(db, { applications: INSIGHTS_COUNTS.applications, messages: 1000, subscribers: 1000 });
  const todays = await generateViews(db, INSIGHTS_COUNTS.views, config.timeZone);
  await sourceSubmissions(db);
  const services = createServices({ db, config, logger: createLogger("silent") });
  const added = await services.staffAuth.addUser(
    { email: ADMIN, name: "Bench Admin", role: "admin", password: STAFF_TEST_PASSWORD },
    { system: "bench" },
    { ip: null, userAgent: "bench" },
  );
  if (!added.ok) throw new Error(`could not add ${ADMIN}: ${added.message}`);
  // The hourly round, as the server would have run it: every finished day summed (decision 0176).
  const started = Date.now();
  await services.insights.fold();
  const summarised = await db.selectFrom("page_view_summaries").select("day").distinct().execute();
  if (summarised.length !== VIEW_DAYS - 1) throw new Error(`${summarised.length} days summed, not ${VIEW_DAYS - 1}`);
  const summingSeconds = round((Date.now() - started) / 1000);
  // What autovacuum (on by default) does soon after rows are written: statistics, and the pages marked
  // all-visible, without which PostgreSQL cannot read a covering index alone (the reports' indexes, decision
  // 0189). The PostgreSQL the bench runs against may have it off. Today's views come after it, as on a
  // server: the reports read them raw, and they are not vacuumed yet (decision 0189).
  const tables = sql`page_views, page_view_days, page_view_summaries, job_applications, candidates, application_status_changes`;
  if (config.database.kind === "postgres") await sql`vacuum analyze ${tables}`.execute(db);
  for (let i = 0; i < todays.length; i += 1000) await insertPageViews(db, todays.slice(i, i + 1000));
  if (config.database.kind === "postgres") await sql`analyze page_views`.execute(db);
  return { summingSeconds };
}

export async function benchInsights(engine: Engine, port: number): Promise<InsightsEngineResult> {
  const fresh = await createFreshDatabase(engine);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const config = loadConfig(envFor(fresh));
    const database = createDatabase(config.database);
    const started = Date.now();
    let summingSeconds: number;
    try {
      ({ summingSeconds } = await load(database.db, config));
      const views = await database.db
        .selectFrom("page_views")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      if (Number(views.n) !== INSIGHTS_COUNTS.views) throw new Error(`${views.n} views, not ${INSIGHTS_COUNTS.views}`);
    } finally {
      await database.close();
    }
    const loadSeconds = Math.round((Date.now() - started) / 1000);
    // Counting off: the bench's own requests would otherwise add views while it measures.
    server = await startBenchServer({
      port,
      dataDir: fresh.dataDir,
      env: { DATABASE_URL: fresh.url, INSIGHTS_COUNTING: "false" },
    });
    const admin = new StaffBrowser(server.baseUrl);
    if ((await admin.signIn(ADMIN, STAFF_TEST_PASSWORD)).status !== 302) throw new Error("signing in failed");
    const urls = (path: string) => Array.from({ length: WARM_UP + REQUESTS }, () => path);
    const timed = await timeInItsOwnProcess(admin, server.child.pid!, [
      { name: "Marketing report, last 30 days", urls: urls("/staff/insights?days=30") },
      { name: "Marketing report, last 90 days", urls: urls("/staff/insights?days=90") },
      { name: "Hiring report, last 30 days", urls: urls("/staff/insights/hiring?days=30") },
      { name: "Hiring report, last 90 days", urls: urls("/staff/insights/hiring?days=90") },
    ]);
    return { engine, ...timed, loadSeconds, summingSeconds };
  } finally {
    await server?.stop("SIGKILL");
    await fresh.drop();
  }
}

/** docs/benchmarks.md's insights section. */
export function insightsSection(results: InsightsEngineResult[]): string {
  const load = results.flatMap((r) => r.loadAverage);
  const rows = results.flatMap((r) =>
    r.latencies.map(
      (l) =>
        `| ${r.engine === "sqlite" ? "SQLite" : "PostgreSQL"} | ${l.name} | ${l.p50} | ${l.p95} | ${l.max} | ${l.n} | ${l.cpuMs} | ${l.p95 < TARGET_MS ? "met" : "**not met**"} |`,
    ),
  );
  return `## Insights reports at scale

${INSIGHTS_COUNTS.views.toLocaleString("en")} raw page views over the last ${VIEW_DAYS} days (${PATHS.length} paths, ${SOURCES.length} sources, ${new Set(COUNTRIES).size - 1} countries and none, about six views per visitor) and ${INSIGHTS_COUNTS.applications.toLocaleString("en")} generated applications and resumes with their moves (scripts/bench/staff-data.ts), in a fresh database of each engine (loaded in ${results.map((r) => `${r.loadSeconds} s`).join(" and ")}, of which summing the ${VIEW_DAYS - 1} finished days for the reports, as the hourly round does, took ${results.map((r) => `${r.summingSeconds} s`).join(" and ")}; on PostgreSQL the tables then vacuumed and analysed, as autovacuum would do soon after, and today's views written after that, as on a server); an admin's reports asked ${REQUESTS} times each after ${WARM_UP} not counted, one after another, with counting off so the bench adds no views (scripts/bench/insights.ts). Target: p95 under ${TARGET_MS} ms. Load average during the section: ${round(Math.min(...load))}-${round(Math.max(...load))} on ${os.cpus().length} cores.${busyMachineNote(load)}

| Engine | Report | p50 ms | p95 ms | max ms | n | server CPU ms per page | p95 < ${TARGET_MS} ms |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
`;
}
