// A/B of Lighthouse's mobile scores with and without uploaded news pictures, for a machine too loaded
// for the bench's single runs to say whether the pictures cost anything. Two servers of this checkout
// run side by side: A as seeded (drawn pictures), B after three stories with 3 MB phone photos were
// published through the news form (scripts/bench/uploaded-news.mjs). Each round audits the home page
// and the news list on A and on B back to back in one Chromium, so both see the same load; the medians
// are printed as a Markdown table with the load average.
//
//   node --import tsx scripts/bench/news-pictures-ab.mjs [--rounds=3]
import os from "node:os";
import { benchArg } from "./ab-common.mjs";
import { audit } from "./lighthouse-run.mjs";
import { startBenchServer } from "./server.mjs";
import { publishUploadedStories } from "./uploaded-news.mjs";

const rounds = Number(benchArg("rounds", 3));
const PAGES = [
  ["Home", "/"],
  ["News list", "/company/news-list"],
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Each on a port free at the moment (the child server finds one).
const servers = [];
const results = [];
try {
  const drawn = await startBenchServer({}).then((s) => (servers.push(s), s));
  const uploaded = await startBenchServer({}).then((s) => (servers.push(s), s));
  await publishUploadedStories(uploaded);
  const loads = [os.loadavg()[0]];
  for (let round = 0; round < rounds; round++) {
    // Which server goes first alternates, so neither always runs in the other's wake.
    const order = round % 2 ? [uploaded, drawn] : [drawn, uploaded];
    const urls = PAGES.flatMap(([name, path]) =>
      order.map((server) => ({
        name: `${name} ${server === uploaded ? "uploaded" : "drawn"}`,
        url: server.baseUrl + path,
      })),
    );
    results.push(...(await audit(urls, ["mobile"])));
    loads.push(os.loadavg()[0]);
  }
  const rows = PAGES.flatMap(([name]) =>
    ["drawn", "uploaded"].map((kind) => {
      const runs = results.filter((r) => r.name === `${name} ${kind}`);
      return `| ${name} | ${kind === "drawn" ? "drawn defaults" : "3 uploaded photos"} | ${median(runs.map((r) => r.performance))} (${runs.map((r) => r.performance).join(", ")}) | ${median(runs.map((r) => r.lcpMs))} | ${median(runs.map((r) => r.tbtMs))} | ${median(runs.map((r) => r.benchmarkIndex))} | ${runs.flatMap((r) => r.images.filter((i) => i.path.startsWith("/media/"))).length / runs.length} |`;
    }),
  );
  console.log(`Lighthouse mobile, ${rounds} rounds, load average (1 min) ${loads.map((l) => l.toFixed(1)).join(" → ")} on ${os.cpus().length} cores

| Page | Pictures | Performance, median (runs) | LCP ms | TBT ms | CPU index | Uploaded pictures fetched per run |
|---|---|---|---|---|---|---|
${rows.join("\n")}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
