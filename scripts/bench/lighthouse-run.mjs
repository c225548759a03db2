// Lighthouse (the npm package) in Debian's Chromium, mobile and desktop presets.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"];

export async function audit(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const preset of ["mobile", "desktop"]) {
      for (const { name, url } of urls) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
          preset === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result.lhr;
        const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
        const requests = lhr.audits["network-requests"]?.details?.items ?? [];
        const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((s, r) => s + (r.transferSize ?? 0), 0);
        rows.push({
          preset,
          name,
          url,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
          jsKb: Math.round((jsBytes / 1024) * 10) / 10,
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
            .map((a) => a.id)
            .slice(0, 8),
        });
        console.error(`lighthouse ${preset} ${name}: perf ${score("performance")} a11y ${score("accessibility")} bp ${score("best-practices")} seo ${score("seo")}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
