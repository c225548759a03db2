// Lighthouse's mobile preset, calibrated to the host (lighthouse-run.mjs), on the public pages of the
// bench's Lighthouse section, several rounds, printing for each page the median and range of TBT, LCP,
// CLS and the score, and where the main thread's time went: each script's evaluation (bootup-time) and
// the long tasks (simulated, so already multiplied by the slowdown). Quicker than `npm run bench
// -- --only=lighthouse` for trying a change: no uploaded stories, no desktop runs, no file written.
//
//   node --import tsx scripts/bench/lighthouse-pages.mjs [--rounds=3] [--pages=home,product,...] [--keep=DIR]
//     [--builds=before=/tmp/builds/a,after=build]
//
// BENCH_PORT: the servers' first port, the next build's above it and Chromium's 50 above (ab-common.mjs).
// --keep=DIR keeps every report with its trace (scripts/bench/trace-main-thread.mjs reads them).
// --builds compares builds of the app (each made with `BUILD_DIR=DIR npm run build`): one server per build,
// the same page audited on each in turn within a round, which goes first alternating between rounds, so
// all see the same load.
import { mkdirSync } from "node:fs";
import os from "node:os";
import { benchArg, benchPort } from "./ab-common.mjs";
import { audit } from "./lighthouse-run.mjs";
import { startBenchServer } from "./server.mjs";

/** The public pages held to the speed targets of docs/decisions/0155, by a short name. */
export async function publicPages(baseUrl) {
  const news = await (await fetch(`${baseUrl}/api/News/GetAllNews/1`)).json();
  const jobs = await (await fetch(`${baseUrl}/api/Career/GetOpenJobs`)).json();
  const open = jobs.find((j) => !j.IsClosed);
  return [
    { key: "home", name: "Home", url: `${baseUrl}/` },
    { key: "product", name: "Product (ecrm)", url: `${baseUrl}/product/ecrm` },
    { key: "careers", name: "Careers", url: `${baseUrl}/careers` },
    { key: "job", name: "Job with its wizard", url: `${baseUrl}/careers/job/${open.Code}` },
    { key: "news", name: "News list", url: `${baseUrl}/company/news-list` },
    { key: "story", name: "Story", url: `${baseUrl}/company/news?id=${news[0].Code}` },
    { key: "demo", name: "Schedule a demo", url: `${baseUrl}/demo` },
    // Arabic, right to left, with its own words: held to the same targets.
    { key: "ar-home", name: "Home in Arabic", url: `${baseUrl}/ar` },
    { key: "ar-careers", name: "Careers in Arabic", url: `${baseUrl}/ar/careers` },
  ];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${median(xs)} (${Math.min(...xs)}–${Math.max(...xs)})`;

/** One Markdown table of the mobile rows, a line per page: medians with their ranges. */
export function mobileSummary(rows) {
  const names = [...new Set(rows.map((r) => r.name))];
  return `| Page | Runs | Performance | TBT ms | LCP ms | CLS | JS KB | CPU index of the runs / calibrated / slowdown |
|---|---|---|---|---|---|---|---|
${names
  .map((name) => {
    const runs = rows.filter((r) => r.name === name);
    return `| ${name} | ${runs.length} | ${spread(runs.map((r) => r.performance))} | ${spread(runs.map((r) => r.tbtMs))} | ${spread(runs.map((r) => r.lcpMs))} | ${Math.max(...runs.map((r) => r.cls))} | ${median(runs.map((r) => r.jsKb))} | ${spread(runs.map((r) => r.benchmarkIndex))} / ${[...new Set(runs.map((r) => r.calibrationIndex))].join(", ")} / ${[...new Set(runs.map((r) => r.cpuMultiplier))].join(", ")} |`;
  })
  .join("\n")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(benchArg("rounds", 3));
  const wanted = benchArg("pages", "home,product,careers,job,news,story,demo,ar-home,ar-careers").split(",");
  const keep = benchArg("keep", "") || undefined;
  if (keep) mkdirSync(keep, { recursive: true });
  const builds = benchArg("builds", "")
    .split(",")
    .filter(Boolean)
    .map((b) => b.split("="));
  const servers = [];
  try {
    for (const [label, dir] of builds.length ? builds : [["", undefined]]) {
      const server = await startBenchServer({ port: benchPort(servers.length), env: dir ? { BUILD_DIR: dir } : {} });
      servers.push({ label, server, pages: await publicPages(server.baseUrl) });
    }
    const named = (s, p) => ({ ...p, name: s.label ? `${p.name} · ${s.label}` : p.name });
    const pages = servers[0].pages.filter((p) => wanted.includes(p.key));
    const rows = [];
    const loads = [os.loadavg()[0]];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...servers].reverse() : servers;
      const urls = pages.flatMap((p) =>
        order.map((s) =>
          named(
            s,
            s.pages.find((q) => q.key === p.key),
          ),
        ),
      );
      rows.push(...(await audit(urls, ["mobile"], { keep })));
      loads.push(os.loadavg()[0]);
    }
    console.log(
      `\nLighthouse mobile, ${rounds} rounds, load average (1 min) ${loads.map((l) => l.toFixed(1)).join(" → ")} on ${os.cpus().length} cores\n`,
    );
    console.log(mobileSummary(rows));
    for (const name of [...new Set(rows.map((r) => r.name))]) {
      const runs = rows.filter((r) => r.name === name);
      const scripts = [...new Set(runs.flatMap((r) => r.bootup.map((b) => b.url)))];
      console.log(
        `\n${name}: main-thread time by script, median of ${runs.length} runs (total / scripting / compile ms)`,
      );
      for (const url of scripts) {
        const of = (k) => median(runs.map((r) => r.bootup.find((b) => b.url === url)?.[k] ?? 0));
        console.log(
          `  ${of("totalMs")} / ${of("scriptingMs")} / ${of("compileMs")}  ${url.replace(/^https?:\/\/[^/]+/, "")}`,
        );
      }
      for (const r of runs) {
        console.log(
          `  long tasks: ${r.longTasks.map((t) => `${t.durationMs}@${t.startMs} ${t.url.replace(/^https?:\/\/[^/]+/, "")}`).join(", ") || "none"}`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.server.stop()));
  }
}
