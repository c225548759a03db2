// Chromium's JavaScript CPU profile of page loads (a fresh phone-sized context each, sampled every 100 µs,
// for two seconds after the load event), one .cpuprofile file per load, for cpu-profile-summary.mjs: which
// functions the start-up's time went to, e.g. React's commit or the router's creation, as shares of the
// sampled time. The sampling slows the page down several times, so compare shares, not milliseconds; a
// build with `--minify false` keeps the functions' names (docs/decisions/0134).
//
//   node --import tsx scripts/bench/page-cpu-profile.mjs BUILD_DIR OUT_DIR [--loads=4] [--data-dir=DIR] PATH...
//   node scripts/bench/cpu-profile-summary.mjs --by=inclusive OUT_DIR/_careers-*.cpuprofile
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { benchArg, benchPort } from "./ab-common.mjs";
import { startBenchServer } from "./server.mjs";

const [build, out, ...paths] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!build || !out || paths.length === 0) throw new Error("give BUILD_DIR OUT_DIR PATH...");
const loads = Number(benchArg("loads", 4));
mkdirSync(out, { recursive: true });
// --data-dir: a copy of DIR's data, for a page that needs what a fresh database lacks (trace-main-thread.mjs).
const dataDir = benchArg("data-dir", "");
const copy = dataDir ? mkdtempSync(path.join(os.tmpdir(), "profile-data-")) : undefined;
if (copy) cpSync(dataDir, copy, { recursive: true });
const server = await startBenchServer({ port: benchPort(), dataDir: copy, env: { BUILD_DIR: build } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (let i = 0; i < loads; i++) {
    for (const address of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
      await page.goto(server.baseUrl + address, { waitUntil: "load" });
      await page.waitForTimeout(2000);
      const { profile } = await cdp.send("Profiler.stop");
      writeFileSync(`${out}/${address.replace(/\W/g, "_")}-${i}.cpuprofile`, JSON.stringify(profile));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
