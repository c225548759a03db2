// Where a page's main-thread time goes, measured in CPU time so that a loaded machine disturbs it little:
// Chromium's trace of each page load (no throttling; a 412 x 823 phone screen), its top-level tasks'
// thread time (`tdur`, the time the thread ran, not the wall time while it waited for a core) summed by
// kind of work, and what those tasks would block at a CPU slowdown (default 4 × 3,300 ÷ 1,750 = 7.5: the
// calibrated slowdown of this machine when quiet): Σ max(0, cpu × slowdown − 50 ms) over the tasks after
// the first contentful paint. Lighthouse's simulated TBT reorders tasks; this does not, so it is for
// comparing builds, not a replacement for the bench's table (docs/decisions/0155).
//
//   node --import tsx scripts/bench/trace-main-thread.mjs [--rounds=5] [--pages=home,product,...]
//     [--builds=before=/tmp/builds/a,after=build] [--slowdown=7.5] [--tasks]
//     [--paths=/demo?products=gi,...] [--data-dir=DIR]
//
// --tasks lists every run's tasks over 50 ms (--task-ms=N) at the slowdown, with what ran in them.
// --paths adds pages by address; --data-dir starts each server on its own copy of DIR (its SQLite
// database), for a page that needs data the fresh database lacks, e.g. the demo's free times, which need
// a presenter (docs/decisions/0128).
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { benchArg, benchPort } from "./ab-common.mjs";
import { publicPages } from "./lighthouse-pages.mjs";
import { startBenchServer } from "./server.mjs";

const KINDS = [
  ["parse HTML", (n) => n === "ParseHTML"],
  ["style", (n) => n === "UpdateLayoutTree" || n === "ParseAuthorStyleSheet"],
  ["layout", (n) => n === "Layout"],
  [
    "paint",
    (n) => ["Paint", "PrePaint", "Layerize", "Commit", "UpdateLayer", "PaintImage", "Decode Image"].includes(n),
  ],
  ["compile", (n) => ["v8.compile", "v8.compileModule", "V8.CompileCode", "v8.parseOnBackground"].includes(n)],
  ["evaluate modules", (n) => n === "EvaluateScript" || n === "v8.evaluateModule"],
  [
    "other JS (hydration, effects)",
    (n) =>
      [
        "FunctionCall",
        "RunMicrotasks",
        "TimerFire",
        "FireAnimationFrame",
        "EventDispatch",
        "FireIdleCallback",
      ].includes(n),
  ],
  ["GC", (n) => n === "MinorGC" || n === "MajorGC" || n === "V8.GC_MC_INCREMENTAL"],
];
const CATEGORIES = [
  "disabled-by-default-v8.compile",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "loading",
  "blink.user_timing",
  // Lighthouse's too: every traced event emitted while JavaScript runs carries its stack.
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-devtools.timeline.invalidationTracking",
];

/** One page load's trace, summarised: CPU ms by kind, and the blocking time at `slowdown`. */
async function traceLoad(browser, url, slowdown) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  // As Lighthouse's driver does (enableAsyncStacks): with the debugger on, V8 keeps source positions from
  // the first compile. Without it, it collected them while the module graph evaluated, 14–20 ms more CPU in
  // that task than Lighthouse's runs have (docs/decisions/0158).
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.setSkipAllPauses", { skip: true });
  await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 8 });
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "load" });
  // Hydration and the effects after it: the scheduler's tasks end well within this.
  await page.waitForTimeout(2500);
  await cdp.send("Tracing.end");
  await done;
  await context.close();
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"));
  // A trace that lost its navigation event (it happens on a loaded machine) is taken again.
  if (!nav) return traceLoad(browser, url, slowdown);
  const tid = events.find((e) => e.pid === nav.pid && e.name === "thread_name" && e.args.name === "CrRendererMain").tid;
  const main = events
    .filter((e) => e.pid === nav.pid && e.tid === tid && e.ph === "X" && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts);
  const fcp = events.find((e) => e.pid === nav.pid && e.name === "firstContentfulPaint")?.ts ?? nav.ts;
  const byKind = {};
  let blocking = 0;
  let longTasks = 0;
  const slow = [];
  for (const task of main.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")) {
    const cpu = (task.tdur ?? task.dur) / 1000;
    const end = task.ts + task.dur;
    // Each task's time goes to the outermost event of a known kind inside it, the rest to "other".
    let covered = 0;
    let known = 0;
    for (const e of main) {
      if (e.ts < task.ts || e === task) continue;
      if (e.ts >= end) break;
      if (e.ts < covered || e.ts + e.dur > end) continue;
      const kind = KINDS.find(([, is]) => is(e.name));
      if (!kind) continue;
      const ms = (e.tdur ?? e.dur) / 1000;
      byKind[kind[0]] = (byKind[kind[0]] ?? 0) + ms;
      known += ms;
      covered = e.ts + e.dur;
    }
    byKind.other = (byKind.other ?? 0) + Math.max(0, cpu - known);
    if (task.ts >= fcp && cpu * slowdown > TASK_MS) {
      blocking += cpu * slowdown - 50;
      longTasks++;
      // What the task was: its outermost events over a millisecond (a script's URL, a function's name).
      const inside = main.filter((e) => e.ts > task.ts && e.ts < end && e.dur > 500 && e.name !== "RunTask");
      const what = inside.map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, "")}` : ""}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ""} ${((e.tdur ?? e.dur) / 1000).toFixed(1)}`,
      );
      slow.push(`${((task.ts - nav.ts) / 1000).toFixed(0)} ms: ${cpu.toFixed(1)} ms CPU (${what.join("; ")})`);
    }
  }
  return { byKind, blocking, longTasks, slow, total: Object.values(byKind).reduce((a, b) => a + b, 0) };
}

// --task-ms: the slowed-down length from which --tasks lists a task (50, a long task, unless told).
const TASK_MS = Number(benchArg("task-ms", 50));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(benchArg("rounds", 5));
  const slowdown = Number(benchArg("slowdown", 7.5));
  const paths = benchArg("paths", "").split(",").filter(Boolean);
  const wanted = [
    ...benchArg("pages", paths.length ? "" : "home,product,careers,job,news,story").split(","),
    ...paths,
  ].filter(Boolean);
  const dataDir = benchArg("data-dir", "");
  const builds = benchArg("builds", "")
    .split(",")
    .filter(Boolean)
    .map((b) => b.split("="));
  const servers = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const [label, dir] of builds.length ? builds : [["this build", undefined]]) {
      const copy = dataDir ? mkdtempSync(path.join(os.tmpdir(), "trace-data-")) : undefined;
      if (copy) cpSync(dataDir, copy, { recursive: true });
      const server = await startBenchServer({
        port: benchPort(servers.length),
        dataDir: copy,
        env: dir ? { BUILD_DIR: dir } : {},
      });
      const byPath = paths.map((p) => ({ key: p, name: p, url: server.baseUrl + p }));
      servers.push({ label, server, pages: [...(await publicPages(server.baseUrl)), ...byPath] });
    }
    const results = [];
    const loads = [os.loadavg()[0]];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const key of wanted) {
        for (const s of order) {
          const page = s.pages.find((p) => p.key === key);
          results.push({ key, label: s.label, name: page.name, ...(await traceLoad(browser, page.url, slowdown)) });
        }
      }
      loads.push(os.loadavg()[0]);
    }
    const kinds = [...KINDS.map(([k]) => k), "other"];
    console.log(`Main-thread CPU ms per page load (median of ${rounds}), blocking time at a ${slowdown}x slowdown; load average ${loads.map((l) => l.toFixed(1)).join(" → ")} on ${os.cpus().length} cores

| Page | Build | ${kinds.join(" | ")} | Total CPU ms | Tasks over 50 ms at ${slowdown}x | Blocking ms at ${slowdown}x |
|---|---|${kinds.map(() => "---|").join("")}---|---|---|`);
    for (const key of wanted) {
      for (const s of servers) {
        const runs = results.filter((r) => r.key === key && r.label === s.label);
        const cell = (f) => Math.round(median(runs.map(f)));
        console.log(
          `| ${runs[0].name} | ${s.label} | ${kinds.map((k) => cell((r) => r.byKind[k] ?? 0)).join(" | ")} | ${cell((r) => r.total)} | ${cell((r) => r.longTasks)} | ${cell((r) => r.blocking)} |`,
        );
      }
    }
    if (process.argv.includes("--tasks")) {
      for (const r of results) console.log(`\n${r.name} · ${r.label}:\n  ${r.slow.join("\n  ")}`);
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.server.stop()));
  }
}
