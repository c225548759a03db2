/**
 * The counting section of `npm run bench` (docs/product/insights.md §8.8, decision 0169): counting page views
 * must not slow the pages, so the same public pages are loaded from two built servers, one counting and one
 * with `INSIGHTS_COUNTING=false`, in alternating rounds (the order swapped each round, so that the machine's
 * other work moves both alike). Target: the counting server's throughput at least 95 % of the other's, the
 * median of the rounds' ratios.
 *
 * The requests carry a browser's User-Agent (a program's is not counted) and ask for gzip as browsers do;
 * each connection asks for the pages in turn. Views are written every few seconds off the request's path
 * (insights-tasks.ts), so after each load the bench waits one flush interval more before the next: the
 * writing of that load's last views is not counted against the other server, and each row's server CPU per
 * page includes it.
 */
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { FLUSH_INTERVAL_MS } from "#server/insights/insights-tasks";
import { load } from "./autocannon-run.mjs";
import { cpuSeconds } from "./process-cpu.mjs";
import { startBenchServer } from "./server.mjs";

const PAGES = ["/", "/product/gi", "/careers"];
const ROUNDS = Number(process.env.BENCH_COUNTING_ROUNDS ?? 5);
const SECONDS = 5;
const CONNECTIONS = 50;
const TARGET = 0.95;
/** What a desktop Chrome sends: counted as a visitor (app/domain/insights/page-view-rules.ts). */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Load = { requestsPerSec: number; total: number; ok2xx: number; errors: number; cpuUsPerPage: number };
export type CountingRound = { first: "on" | "off"; on: Load; off: Load; ratio: number; loadAverage: number };
export type CountingResult = {
  rounds: CountingRound[];
  median: number;
  pagesAnsweredCounting: number;
  viewsStored: number;
  viewsStoredOff: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function loadPages(server: { baseUrl: string; child: { pid?: number } }, seconds: number): Promise<Load> {
  const cpuBefore = cpuSeconds(server.child.pid!);
  // autocannon's own options (load() passes them on): the pages in turn on each connection.
  const options = {
    title: "pages",
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "user-agent": BROWSER, accept: "text/html", "accept-encoding": "gzip" },
    requests: PAGES.map((p) => ({ method: "GET", path: p })),
  };
  const r = await load(options);
  // The load's last views are written by the next flush: counted here, not in the other server's load.
  await sleep(FLUSH_INTERVAL_MS + 1_000);
  const cpu = cpuSeconds(server.child.pid!) - cpuBefore;
  return {
    requestsPerSec: r.requestsPerSec,
    total: r.total,
    ok2xx: r.ok2xx,
    errors: r.errors,
    cpuUsPerPage: Math.round((cpu / Math.max(1, r.total)) * 1e6),
  };
}

function storedViews(dataDir: string): number {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return Number(db.prepare("select count(*) from page_views").pluck().get());
  } finally {
    db.close();
  }
}

export async function benchCounting(port: number): Promise<CountingResult> {
  const on = await startBenchServer({ port, env: { INSIGHTS_COUNTING: "true" } });
  const off = await startBenchServer({ port: port + 2, env: { INSIGHTS_COUNTING: "false" } });
  const rounds: CountingRound[] = [];
  let pagesAnsweredCounting = 0;
  try {
    // Warm-up, not counted: each page rendered and cached once, the JIT warm.
    pagesAnsweredCounting += (await loadPages(on, 2)).ok2xx;
    await loadPages(off, 2);
    for (let i = 0; i < ROUNDS; i++) {
      const first = i % 2 === 0 ? "on" : "off";
      const a = await loadPages(first === "on" ? on : off, SECONDS);
      const b = await loadPages(first === "on" ? off : on, SECONDS);
      const [counting, notCounting] = first === "on" ? [a, b] : [b, a];
      pagesAnsweredCounting += counting.ok2xx;
      rounds.push({
        first,
        on: counting,
        off: notCounting,
        ratio: counting.requestsPerSec / notCounting.requestsPerSec,
        loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
      });
    }
  } finally {
    await on.stop();
    await off.stop();
  }
  const result = {
    rounds,
    median: median(rounds.map((r) => r.ratio)),
    pagesAnsweredCounting,
    viewsStored: storedViews(on.dataDir),
    viewsStoredOff: storedViews(off.dataDir),
  };
  if (result.viewsStored === 0) throw new Error("the counting server stored no view: the bench measured nothing");
  if (result.viewsStoredOff !== 0)
    throw new Error(`the server with counting off stored ${result.viewsStoredOff} views`);
  return result;
}

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/** docs/benchmarks.md's counting section. */
export function countingSection(r: CountingResult): string {
  const rows = r.rounds.map(
    (x, i) =>
      `| ${i + 1} | ${x.first === "on" ? "on, off" : "off, on"} | ${x.on.requestsPerSec} | ${x.off.requestsPerSec} | ${percent(x.ratio)} | ${x.on.cpuUsPerPage} | ${x.off.cpuUsPerPage} | ${x.on.errors} / ${x.off.errors} | ${x.loadAverage} |`,
  );
  const errors = r.rounds.reduce((n, x) => n + x.on.errors + x.off.errors, 0);
  return `## Counting page views on and off (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per load)

The same public pages (${PAGES.join(", ")}, each connection asking for them in turn, a desktop browser's User-Agent, gzip) from two built servers on fresh SQLite databases: one counting views, one with \`INSIGHTS_COUNTING=false\` (scripts/bench/counting.ts). ${r.rounds.length} rounds, each loading both, the order swapped every round; after each load the bench waits ${(FLUSH_INTERVAL_MS + 1000) / 1000} s, so the counting server writes that load's last views before the other is loaded, and its CPU per page includes the writing. Views stored by the counting server: ${r.viewsStored}, for the ${r.pagesAnsweredCounting} answers autocannon counted (it stops counting when a load ends, with up to ${CONNECTIONS} requests in flight, which the server still answers and counts; at most 10,000 views wait in its buffer between two writes, beyond that a view is dropped and counted, decision 0169); by the other: ${r.viewsStoredOff}.

| Round | Order | Counting on req/s | Counting off req/s | On / off | On: server CPU µs per page | Off: server CPU µs per page | Errors (on / off) | Load average (1 min) |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Median of the rounds' ratios: ${percent(r.median)} (target at least ${percent(TARGET)}: ${r.median >= TARGET && errors === 0 ? "met" : "**not met**"}); errors ${errors}. Machine: ${os.cpus().length} cores, shared.
`;
}
