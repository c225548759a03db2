import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import os from "node:os";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { startBenchServer } from "./bench/server.mjs";
import { publishUploadedStories } from "./bench/uploaded-news.mjs";
const server = await startBenchServer({ port: 3224 });
const withUploads = process.argv.includes("--uploads");
if (withUploads) await publishUploadedStories(server);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs, "--disable-dev-shm-usage"] });
try {
  for (let i = 0; i < 3; i++) {
    const { lhr } = await lighthouse(`${server.baseUrl}/`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = lhr.audits;
    const imgs = (a["network-requests"].details.items).filter((r) => r.resourceType === "Image").map((r) => `${r.url.replace(server.baseUrl, "")} ${r.transferSize}`);
    console.log(`run ${i} uploads=${withUploads} load=${os.loadavg()[0].toFixed(2)} bi=${Math.round(lhr.environment.benchmarkIndex)} perf=${lhr.categories.performance.score*100} FCP=${Math.round(a["first-contentful-paint"].numericValue)} LCP=${Math.round(a["largest-contentful-paint"].numericValue)} SI=${Math.round(a["speed-index"].numericValue)} TBT=${Math.round(a["total-blocking-time"].numericValue)}`);
    console.log("  lcp element:", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "").slice(0, 200));
    console.log("  images:", imgs.join(" | "));
    console.log("  mainthread:", (a["mainthread-work-breakdown"].details.items).map((x) => `${x.group}:${Math.round(x.duration)}`).join(" "));
    console.log("  long tasks:", (a["long-tasks"]?.details?.items ?? []).map((x) => `${x.url?.replace(server.baseUrl, "")}@${Math.round(x.startTime)}:${Math.round(x.duration)}`).join(" "));
  }
} finally { await chrome.kill(); await server.stop(); }
