// Lighthouse (the npm package) in Debian's Chromium, mobile and desktop presets. The mobile preset's CPU
// slowdown is scaled to the host (calibrate below), so every machine emulates the same mid-tier phone.
import * as chromeLauncher from "chrome-launcher";
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, chromiumPath as CHROMIUM } from "../chromium.mjs";
import { benchPort } from "./ab-common.mjs";

const FLAGS = ["--headless=new", ...chromiumArgs, "--disable-dev-shm-usage"];

/** "Chromium 156.0.8078.79 built on Debian..." -> "156.0.8078.79". */
export function chromiumVersion() {
  return /[\d.]{6,}/.exec(spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout ?? "")?.[0] ?? "unknown";
}

/**
 * Lighthouse's throttling guide calibrates the mobile preset's 4x CPU slowdown for a host whose benchmark
 * index is 1,500-2,000; the hosts here measure 1,400-3,300. Scaling the slowdown by the host's index over
 * 1,750 makes a fast host emulate the same phone as a slow one (docs/decisions/0155).
 */
export const REFERENCE_INDEX = 1750;
export const multiplierFor = (index) => Math.round(((4 * index) / REFERENCE_INDEX) * 100) / 100;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The calibration pass: Lighthouse's own benchmark (the one it reports as `benchmarkIndex`) measured
 * `passes` times in the running browser on a page that costs nothing (`url`), and the median taken, so one
 * pass caught behind another process's burst does not set the slowdown.
 */
export async function calibrate(port, url, passes = 3) {
  const indexes = [];
  for (let i = 0; i < passes; i++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyAudits: ["viewport"] });
    indexes.push(Math.round(lhr.environment.benchmarkIndex));
  }
  const index = median(indexes);
  return { indexes, index, multiplier: multiplierFor(index) };
}

/** The mobile preset (Lighthouse's default: simulated slow 4G, a Moto G Power screen) at this CPU slowdown. */
function mobileConfig(multiplier) {
  return {
    extends: "lighthouse:default",
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } },
  };
}

/**
 * Audits each of `urls` with each preset. Before each mobile run a calibration pass sets the slowdown, on
 * `calibrationUrl`, a page that costs nothing (/healthz of the first URL's server); each row carries the
 * index and multiplier it used; `keep`: a folder where every report is kept
 * (BENCH_LIGHTHOUSE_REPORTS), for reading bootup-time, long-tasks and the trace afterwards.
 */
export async function audit(urls, presets = ["mobile", "desktop"], { calibrationUrl, keep } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, port: benchPort(50) });
  const rows = [];
  try {
    const target = calibrationUrl ?? new URL("/healthz", urls[0].url).href;
    for (const preset of presets) {
      for (const { name, url } of urls) {
        // Calibrated again before each page: the other work on a shared machine comes and goes.
        const calibration = preset === "mobile" ? await calibrate(chrome.port, target) : null;
        if (calibration) {
          console.error(
            `lighthouse calibration: benchmark index ${calibration.indexes.join(", ")} -> CPU slowdown ${calibration.multiplier}`,
          );
        }
        const run = () =>
          lighthouse(
            url,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            },
            preset === "desktop" ? desktopConfig : mobileConfig(calibration.multiplier),
          );
        let result = await run();
        // A run Lighthouse itself could not finish (a protocol timeout on a loaded machine) is tried
        // once more; a second failure is reported with its code.
        if (result.lhr.runtimeError) result = await run();
        const lhr = result.lhr;
        const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;
        let report = null;
        if (keep) {
          report = path.join(keep, `${preset}-${name.replace(/\W+/g, "-")}-${Date.now()}.json`);
          writeFileSync(report, JSON.stringify({ lhr, traceEvents: result.artifacts?.Trace?.traceEvents ?? [] }));
        } else if (lhr.runtimeError || cls > 0) {
          report = path.join(
            mkdtempSync(path.join(tmpdir(), "lighthouse-")),
            `${preset}-${name.replace(/\W+/g, "-")}.json`,
          );
          writeFileSync(report, JSON.stringify(lhr));
        }
        const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
        const requests = lhr.audits["network-requests"]?.details?.items ?? [];
        const jsBytes = requests
          .filter((r) => r.resourceType === "Script")
          .reduce((s, r) => s + (r.transferSize ?? 0), 0);
        rows.push({
          preset,
          name,
          url,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
          // Lighthouse's own measure of this machine's CPU speed during this run, and the slowdown the run
          // simulated (set from the calibration pass before the runs; 1 for the desktop preset).
          benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
          calibrationIndex: calibration?.index ?? null,
          cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
          // Where the main thread's time went (simulated, so already multiplied): scripts' evaluation
          // and the long tasks.
          bootup: (lhr.audits["bootup-time"]?.details?.items ?? []).map((i) => ({
            url: i.url,
            totalMs: Math.round(i.total),
            scriptingMs: Math.round(i.scripting),
            compileMs: Math.round(i.scriptParseCompile),
          })),
          longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((t) => ({
            url: t.url,
            startMs: Math.round(t.startTime),
            durationMs: Math.round(t.duration),
          })),
          // The machine's 1-minute load average as the run ended: other work on the 2 cores shows here.
          load: Number(loadavg()[0].toFixed(2)),
          // What moved, when CLS is not zero, so an intermittent shift can be traced (Lighthouse's own
          // layout-shifts audit fails in this Chromium: its RootCauses gatherer errors).
          shifted: cls > 0 ? shiftsInTrace(result.artifacts?.Trace?.traceEvents ?? []) : [],
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
          jsKb: Math.round((jsBytes / 1024) * 10) / 10,
          // The pictures the page fetched during the run (a lazy one below the fold is not fetched).
          images: requests
            .filter((r) => r.resourceType === "Image")
            .map((r) => ({ path: new URL(r.url).pathname, kb: Math.round((r.transferSize ?? 0) / 102.4) / 10 })),
          runtimeError: lhr.runtimeError?.code ?? null,
          report,
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
            .map((a) => a.id)
            .slice(0, 8),
        });
        console.error(
          `lighthouse ${preset} ${name}: perf ${score("performance")} a11y ${score("accessibility")} bp ${score("best-practices")} seo ${score("seo")}${report ? ` (report kept: ${report})` : ""}`,
        );
      }
    }
  } finally {
    // kill() only sends the signal; on a fixed port (BENCH_PORT) the next launch would find this Chromium
    // still listening, take it for its own and lose it a moment later.
    const exited = chrome.process.exitCode === null ? once(chrome.process, "exit") : null;
    await chrome.kill();
    await exited;
  }
  return rows;
}

/** Each layout shift in a trace: its score, when, and the rectangles that moved (x,y,w,h before -> after). */
function shiftsInTrace(events) {
  const start = events.find((e) => e.name === "navigationStart")?.ts ?? 0;
  return events
    .filter((e) => e.name === "LayoutShift" && e.args?.data?.score > 0 && !e.args.data.had_recent_input)
    .slice(0, 3)
    .map((e) => {
      const moved = (e.args.data.impacted_nodes ?? []).slice(0, 3).map((n) => `[${n.old_rect}] -> [${n.new_rect}]`);
      return `${Number(e.args.data.score).toFixed(3)} at ${Math.round((e.ts - start) / 1000)} ms: ${moved.join(", ")}`;
    });
}
