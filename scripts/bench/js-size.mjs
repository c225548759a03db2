// The JavaScript a page's first load fetches, by the build's manifest: the entry, the root route and the page's
// route module with every chunk they import (each once), gzipped as the server sends them (the .gz files it
// serves), summed in KB. Lazily loaded chunks (the carousel's engine, a dialog's code) are not counted: they
// come after the page is interactive. Deterministic, so two builds compare exactly.
// Usage: node scripts/bench/js-size.mjs [--builds=before=/path/to/build,after=build] [--routes=routes/_index,…]
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchArg } from "./ab-common.mjs";

/** The routes of the public pages held to the size targets, by their route id. */
const PAGES = {
  home: "routes/_index",
  product: "routes/product.$slug",
  careers: "routes/careers._index",
  job: "routes/careers.job.$id",
  resume: "routes/careers.resume",
  news: "routes/company.news-list",
  story: "routes/company.news",
  contact: "routes/contact-us",
  demo: "routes/demo",
};

/** One build's manifest, read from the script file the browser loads. */
function manifestOf(buildDir) {
  const assets = path.join(buildDir, "client", "assets");
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no manifest in ${assets}: build first`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
}

/** Gzipped bytes of an asset: its .gz beside it when the build made one, else gzipped here at level 9. */
function gzippedBytes(buildDir, asset) {
  const file = path.join(buildDir, "client", asset);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

/** KB of JavaScript a route's first load fetches. */
export function firstLoadKb(buildDir, routeId) {
  const manifest = manifestOf(buildDir);
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId} in ${buildDir}`);
  const files = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    manifest.routes.root.module,
    ...manifest.routes.root.imports,
    route.module,
    ...route.imports,
  ]);
  const bytes = [...files].reduce((sum, f) => sum + gzippedBytes(buildDir, f), 0);
  return Math.round(bytes / 102.4) / 10;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const builds = (benchArg("builds", "") || "build=build").split(",").map((b) => b.split("="));
  const wanted = benchArg("routes", Object.keys(PAGES).join(",")).split(",");
  console.log(`| Page | ${builds.map(([label]) => `${label} KB`).join(" | ")} |`);
  console.log(`|---|${builds.map(() => "---").join("|")}|`);
  for (const key of wanted) {
    const routeId = PAGES[key] ?? key;
    console.log(`| ${key} | ${builds.map(([, dir]) => firstLoadKb(dir, routeId)).join(" | ")} |`);
  }
}
