/**
 * The staff section of `npm run bench` (docs/decisions/0065): 200,000 applications, 200,000 messages
 * and 100,000 subscribers loaded by scripts/bench/staff-data.ts into a throw-away database of each
 * engine; the built server started on it; HR's inbox pages and one application's page timed over HTTP
 * as a signed-in HR person; the whole inbox exported as CSV while the server's memory is sampled; and
 * the plans of every query those pages make.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CompiledQuery, KyselyPlugin } from "kysely";
import { applicationPath } from "~/domain/staff/application-detail";
import { INBOX_PAGE_SIZE, parseInboxQuery } from "~/domain/staff/application-inbox";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import type { Db } from "#server/db/database";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { STAFF_TEST_PASSWORD, StaffBrowser } from "#tests/support/staff";
import { createFreshDatabase, type Engine } from "#tests/support/test-database";
import { startBenchServer } from "./server.mjs";
import { BENCH_COUNTS, type GeneratedPerson } from "./staff-data";
import { envFor, HR_EMAIL, loadInItsOwnProcess } from "./staff-load";
import { type Latency, REQUESTS, round, type Scenario, timeInItsOwnProcess, WARM_UP } from "./staff-timing";

/** How many "older" links the later page is from the first. */
const PAGES_DEEP = 20;

type Plan = { page: string; queries: { sql: string; plan: string }[] };
export type StaffEngineResult = {
  engine: Engine;
  loadSeconds: number;
  latencies: Latency[];
  export: { rows: number; seconds: number; rowsPerSecond: number; rssStartMb: number; rssPeakMb: number };
  plans: Plan[];
  loadAverage: number[];
};

function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
}

/** The inbox's link to the next older page, as the page shows it. */
async function olderHref(browser: StaffBrowser, url: string): Promise<string> {
  const html = await (await browser.get(url)).text();
  const href = /href="(\/staff\/applications\?[^"]*before=[^"]*)"/.exec(html)?.[1];
  if (!href) throw new Error(`${url} shows no link to older rows`);
  return href.replace(/&amp;/g, "&");
}

/** The scenarios measured: each the list of URLs asked for in turn. */
async function scenarios(browser: StaffBrowser, people: GeneratedPerson[], jobCode: number): Promise<Scenario[]> {
  let later = "/staff/applications";
  for (let i = 0; i < PAGES_DEEP; i++) later = await olderHref(browser, later);
  const applications = people.filter((p) => p.kind === "application");
  const cycled = (url: (i: number) => string) => Array.from({ length: WARM_UP + REQUESTS }, (_, i) => url(i));
  return [
    { name: "Inbox, first page", urls: cycled(() => "/staff/applications") },
    { name: "Inbox, job + status", urls: cycled(() => `/staff/applications?job=${jobCode}&status=screening`) },
    {
      name: "Inbox, search for a name (50 different people)",
      urls: cycled((i) => `/staff/applications?q=${encodeURIComponent(people[i % 50]!.name)}`),
    },
    { name: `Inbox, page ${PAGES_DEEP + 1} (the keyset cursor followed)`, urls: cycled(() => later) },
    {
      name: "One application's page (50 different ones)",
      urls: cycled((i) => applicationPath("application", applications[i % 50]!.id)),
    },
  ];
}

async function exportAll(browser: StaffBrowser, pid: number) {
  // The server's memory when idle after the page runs, then sampled while it streams.
  const rssStart = rssKb(pid);
  let peak = rssStart;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const started = performance.now();
  let lines = 0;
  try {
    const res = await browser.get("/staff/applications/export.csv", { accept: "text/csv" });
    if (res.status !== 200) throw new Error(`the export answered ${res.status}`);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1;
  return {
    rows,
    seconds: round(seconds, 2),
    rowsPerSecond: Math.round(rows / seconds),
    rssStartMb: round(rssStart / 1024),
    rssPeakMb: round(peak / 1024),
  };
}

/** A plugin that records every statement the wrapped database runs. */
function recording(db: Db, into: CompiledQuery[]): KyselyPlugin {
  return {
    transformQuery(args) {
      into.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/** The plan of one statement: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN (ANALYZE, BUFFERS) summed up. */
async function explain(db: Db, engine: Engine, query: CompiledQuery): Promise<string> {
  const { sql: text, parameters } = query;
  if (engine === "sqlite") {
    const { rows } = await db.executeQuery<{ id: number; parent: number; detail: string }>({
      ...query,
      sql: `explain query plan ${text}`,
    });
    const depth = new Map<number, number>([[0, 0]]);
    return rows
      .map((r) => {
        depth.set(r.id, (depth.get(r.parent) ?? 0) + 1);
        return `${"  ".repeat(depth.get(r.id)! - 1)}${r.detail}`;
      })
      .join("\n");
  }
  const { rows } = await db.executeQuery<{ "QUERY PLAN": string }>({
    ...query,
    sql: `explain (analyze, buffers) ${text}`,
    parameters,
  });
  const lines = rows.map((r) => r["QUERY PLAN"]);
  // Each node (without its cost estimate) and what bounds its index walk; the first buffers line; the time.
  let buffersShown = false;
  return lines
    .filter((l, i) => {
      if (i === 0 || /^\s*->/.test(l)) return true;
      if (/Index Cond|Recheck Cond|Filter:|Execution Time/.test(l)) return true;
      if (/Buffers:/.test(l) && !buffersShown) return (buffersShown = true);
      return false;
    })
    .map((l) => l.replace(/\(cost=[^)]*\) /, "").replace(/^(\s*)->\s*/, "$1-> "))
    .join("\n");
}

/** Every statement the inbox's and the application page's services run for each measured page, explained. */
async function queryPlans(
  fresh: { url: string; dataDir: string },
  engine: Engine,
  pages: { name: string; url: string }[],
): Promise<Plan[]> {
  const config = loadConfig(envFor(fresh));
  const database = createDatabase(config.database);
  const plans: Plan[] = [];
  try {
    for (const page of pages) {
      const recorded: CompiledQuery[] = [];
      const db = database.db.withPlugin(recording(database.db, recorded));
      const services = createServices({ db, config, logger: createLogger("silent") });
      const url = new URL(page.url, "http://bench");
      const detail = /^\/staff\/applications\/(\d+)$/.exec(url.pathname);
      if (detail) {
        await services.applicationDetail.application(Number(detail[1]));
        await services.pipeline.history("application", Number(detail[1]));
        await services.pipeline.notes("application", Number(detail[1]));
      } else await services.applicationInbox.page(parseInboxQuery(url.searchParams), INBOX_PAGE_SIZE);
      const seen = new Set<string>();
      const queries = [];
      for (const q of recorded) {
        if (seen.has(q.sql)) continue;
        seen.add(q.sql);
        queries.push({ sql: q.sql.replace(/\s+/g, " "), plan: await explain(database.db, engine, q) });
      }
      plans.push({ page: page.name, queries });
    }
  } finally {
    await database.close();
  }
  return plans;
}

/** Loads, serves, measures and drops one engine's database. Nothing is left behind if any step fails. */
export async function benchStaff(engine: Engine, port: number, counts = BENCH_COUNTS): Promise<StaffEngineResult> {
  const fresh = await createFreshDatabase(engine);
  const loadAverage: number[] = [];
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  // Ctrl-C or a kill during the run: stop the server and drop the database before leaving.
  const onSignal = () => {
    void (async () => {
      await server?.stop("SIGKILL");
      await fresh.drop().catch(() => {});
      process.exit(130);
    })();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const { people, loadSeconds } = await loadInItsOwnProcess(fresh, counts);
    const jobCode = await busiestJob(fresh);
    // BENCH_STAFF_CPU_PROF=DIR: the server's CPU profile (scripts/bench/cpu-profile-summary.mjs reads it).
    const profileDir = process.env.BENCH_STAFF_CPU_PROF;
    server = await startBenchServer({
      port,
      dataDir: fresh.dataDir,
      env: { DATABASE_URL: fresh.url },
      // Each thread writes its own file (tsx's loader runs in a worker): the largest is the server's.
      nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir, engine)}`] : undefined,
    });
    const browser = new StaffBrowser(server.baseUrl);
    const signIn = await browser.signIn(HR_EMAIL, STAFF_TEST_PASSWORD);
    if (signIn.status !== 302) throw new Error(`signing in as HR answered ${signIn.status}`);
    const timed = await timeInItsOwnProcess(browser, server.child.pid!, await scenarios(browser, people, jobCode));
    const latencies = timed.latencies;
    loadAverage.push(...timed.loadAverage);
    const exported = await exportAll(browser, server.child.pid!);
    loadAverage.push(os.loadavg()[0]!);
    await server.stop();
    server = undefined;
    const plans = await queryPlans(fresh, engine, latencies);
    return { engine, loadSeconds, latencies, export: exported, plans, loadAverage };
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await server?.stop("SIGKILL");
    await fresh.drop();
  }
}

/** The job with the most wizard applications: its filter pages read the most rows. */
async function busiestJob(fresh: { url: string; dataDir: string }): Promise<number> {
  const database = createDatabase(loadConfig(envFor(fresh)).database);
  try {
    const row = await database.db
      .selectFrom("job_applications")
      .select(["job_code", (eb) => eb.fn.countAll().as("n")])
      .groupBy("job_code")
      .orderBy("n", "desc")
      .executeTakeFirstOrThrow();
    return row.job_code;
  } finally {
    await database.close();
  }
}

const verdict = (ok: boolean) => (ok ? "met" : "**not met**");

/**
 * docs/benchmarks.md's staff section from both engines' results. The query plans are written to a file of
 * their own, docs/benchmarks/query-plans.md, which the section links to.
 */
export function staffSection(results: StaffEngineResult[], counts = BENCH_COUNTS): string {
  const cpu = os.cpus();
  const rows = results.flatMap((r) =>
    r.latencies.map(
      (l) =>
        `| ${r.engine === "sqlite" ? "SQLite" : "PostgreSQL"} | ${l.name} | ${l.p50} | ${l.p95} | ${l.max} | ${l.n} | ${l.cpuMs} | ${verdict(l.p95 < 50)} |`,
    ),
  );
  const exports = results.map((r) => {
    const grew = round(r.export.rssPeakMb - r.export.rssStartMb);
    return `| ${r.engine === "sqlite" ? "SQLite" : "PostgreSQL"} | ${r.export.rows} | ${r.export.seconds} | ${r.export.rowsPerSecond} (${verdict(r.export.rowsPerSecond >= 20_000)}) | ${r.export.rssStartMb} | ${r.export.rssPeakMb} | ${grew} (${verdict(grew < 50)}) |`;
  });
  const plans = results
    .map(
      (r) =>
        `### Query plans, ${r.engine === "sqlite" ? "SQLite (EXPLAIN QUERY PLAN)" : "PostgreSQL (EXPLAIN (ANALYZE, BUFFERS), nodes, index conditions and times)"}\n\n` +
        r.plans
          .map(
            (p) =>
              `**${p.page}**\n\n` +
              p.queries.map((q) => "```sql\n" + q.sql + "\n```\n```\n" + q.plan + "\n```").join("\n") +
              "\n",
          )
          .join("\n"),
    )
    .join("\n");
  const plansFile = path.resolve(import.meta.dirname, "../../docs/benchmarks/query-plans.md");
  mkdirSync(path.dirname(plansFile), { recursive: true });
  writeFileSync(
    plansFile,
    `# Query plans of the staff console bench, ${counts.applications.toLocaleString("en")} applications${BENCH_COUNTS === counts ? "" : " (reduced run)"}: generated by \`npm run bench -- --only=staff\` (scripts/bench/staff.ts), not edited by hand\n\n` +
      `<!-- prettier-ignore-start -->\n${plans}<!-- prettier-ignore-end -->\n`,
  );
  return `## Staff console with ${counts.applications.toLocaleString("en")} applications (${BENCH_COUNTS === counts ? "" : "reduced run, "}scripts/bench/staff.ts)

Data: scripts/bench/staff-data.ts (three in four submissions through the wizard with qualifications and 0–3
experiences, the rest resumes; every pipeline status with its history; one in twenty from someone who
sent before), ${counts.messages.toLocaleString("en")} contact messages and ${counts.subscribers.toLocaleString("en")} subscribers, loaded into a throw-away
database of each engine (load time: ${results.map((r) => `${r.engine} ${round(r.loadSeconds)} s`).join(", ")}). Each page is
requested ${REQUESTS} times one after another (after ${WARM_UP} not counted) over HTTP by a signed-in HR
person, from a process that does nothing else (docs/decisions/0068), the whole server-side rendered page
read; times in ms. Machine: ${cpu.length} × ${cpu[0]?.model.trim()},
shared; load average (1 min) during the runs: ${results.map((r) => `${r.engine} ${Math.min(...r.loadAverage).toFixed(1)}–${Math.max(...r.loadAverage).toFixed(1)}`).join(", ")}.

| Engine | Page | p50 | p95 | max | Requests | Server CPU ms per page | Target p95 < 50 ms |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Export of the whole inbox (\`/staff/applications/export.csv\`, no filter), the server's resident memory
sampled every 20 ms:

| Engine | Rows | Seconds | Rows/s (target ≥ 20,000) | RSS before, MB | RSS peak, MB | Growth, MB (target < 50) |
|---|---|---|---|---|---|---|
${exports.join("\n")}

Query plans of every query these pages make, on each engine: [benchmarks/query-plans.md](benchmarks/query-plans.md), written by the same run.
`;
}
