/**
 * Times the staff bench's pages one after another, in a process of its own that does nothing else
 * (docs/decisions/0068). Timed in the bench's main process, one page in ten came back 30 ms late: that
 * process, holding the whole bench, collected its old generation every fifth of a second, and each
 * collection landed inside a request and counted as the server's time.
 */
import os from "node:os";
import { StaffBrowser } from "#tests/support/staff";
import { runInOwnProcess, whenRunAsChild } from "./own-process";
import { cpuSeconds } from "./process-cpu.mjs";

/** Timed requests per page; the first few of each are a warm-up and not counted. */
export const REQUESTS = 200;
export const WARM_UP = 10;

export type Latency = { name: string; url: string; p50: number; p95: number; max: number; n: number; cpuMs: number };
/** A page measured: the URLs asked for in turn, WARM_UP + REQUESTS of them. */
export type Scenario = { name: string; urls: string[] };
type Input = { baseUrl: string; cookies: [string, string][]; serverPid: number; scenarios: Scenario[] };
type Output = { latencies: Latency[]; loadAverage: number[] };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** A staff-page section's table rows: one per engine and page, against the 50 ms p95 target. */
export function latencyRows(results: { engine: string; latencies: Latency[] }[]): string[] {
  return results.flatMap((r) =>
    r.latencies.map(
      (l) =>
        `| ${r.engine === "sqlite" ? "SQLite" : "PostgreSQL"} | ${l.name} | ${l.p50} | ${l.p95} | ${l.max} | ${l.n} | ${l.cpuMs} | ${l.p95 < 50 ? "met" : "**not met**"} |`,
    ),
  );
}

/** The sentence a section adds when the load stayed above the core count the whole time, else "". */
export function busyMachineNote(load: number[]): string {
  return Math.min(...load) > os.cpus().length
    ? ` The machine was busy with other work throughout (load above its ${os.cpus().length} cores): the wall-clock times wait for a core; the server's CPU time per page is the figure that load does not inflate.`
    : "";
}

/**
 * Each page's times, and the server's CPU time per page, which other work on a shared machine does not
 * inflate the way it does the wall-clock times.
 */
async function timeRequests(browser: StaffBrowser, pid: number, { name, urls }: Scenario): Promise<Latency> {
  const times: number[] = [];
  let cpuBefore = 0;
  for (const [i, url] of urls.entries()) {
    if (i === WARM_UP) cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    const res = await browser.get(url);
    // Read to the end and let go: the whole page is waited for, none of it kept.
    for await (const _ of res.body as unknown as AsyncIterable<Uint8Array>);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / times.length;
  times.sort((a, b) => a - b);
  return {
    cpuMs: round(cpuMs),
    name,
    url: urls[0]!,
    p50: round(quantile(times, 0.5)),
    p95: round(quantile(times, 0.95)),
    max: round(times.at(-1)!),
    n: times.length,
  };
}

async function timeAll({ baseUrl, cookies, serverPid, scenarios }: Input): Promise<Output> {
  const browser = new StaffBrowser(baseUrl);
  for (const [name, value] of cookies) browser.cookies.set(name, value);
  const latencies: Latency[] = [];
  const loadAverage = [os.loadavg()[0]!];
  for (const s of scenarios) {
    latencies.push(await timeRequests(browser, serverPid, s));
    loadAverage.push(os.loadavg()[0]!);
  }
  return { latencies, loadAverage };
}

/** Times the scenarios as the person `browser` is signed in as, from a process of its own. */
export function timeInItsOwnProcess(browser: StaffBrowser, serverPid: number, scenarios: Scenario[]): Promise<Output> {
  return runInOwnProcess(import.meta.url, {
    baseUrl: browser.baseUrl,
    cookies: [...browser.cookies],
    serverPid,
    scenarios,
  } satisfies Input);
}

await whenRunAsChild(import.meta.url, timeAll);
