// The public pages from our server against nginx serving the same bytes (gzip_static for the gzipped rows),
// in alternating rounds: each round loads both for each page, the order swapped from one round to the next,
// and the verdict is the median of the rounds' ratios, since one 10 s run on a shared machine swings by tens of
// per cent (docs/decisions/0155). Pages: home, a product, /careers and an open job's page with its wizard.
import os from "node:os";
import { gzipSync } from "node:zlib";
import { load } from "./autocannon-run.mjs";
import { startNginx } from "./nginx.mjs";
import { startBenchServer } from "./server.mjs";

export const PAGES_TARGET = 0.9;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The pages to load: our path, and the file nginx serves with the same bytes. */
async function pagesOf(baseUrl) {
  const jobs = await (await fetch(`${baseUrl}/api/Career/GetOpenJobs`)).json();
  const open = jobs.find((j) => !j.IsClosed);
  return [
    { name: "Home page", path: "/", file: "home.html" },
    { name: "Product page /product/gi", path: "/product/gi", file: "gi.html" },
    { name: "Careers", path: "/careers", file: "careers.html" },
    { name: `Job page /careers/job/${open.Code}`, path: `/careers/job/${open.Code}`, file: "job.html" },
  ];
}

/**
 * Every page plain and gzipped, `rounds` rounds of `seconds` each per server. Answers a row per page and
 * encoding with the per-round ratios and their median.
 */
export async function benchPagesVsNginx(port, { rounds = 5, seconds = 5 } = {}) {
  const server = await startBenchServer({ port });
  const pages = await pagesOf(server.baseUrl);
  const files = {};
  const sizes = {};
  for (const p of pages) {
    const bytes = Buffer.from(await (await fetch(server.baseUrl + p.path)).arrayBuffer());
    files[p.file] = bytes;
    files[`${p.file}.gz`] = gzipSync(bytes, { level: 9 });
    sizes[p.path] = bytes.length;
  }
  const nginx = await startNginx(port + 1, files);
  const rows = [];
  try {
    for (const gzip of [false, true]) {
      for (const p of pages) {
        const headers = gzip ? { "accept-encoding": "gzip" } : {};
        const perRound = [];
        for (let round = 0; round < rounds; round++) {
          const ours = () => load({ url: server.baseUrl + p.path, headers, duration: seconds });
          const theirs = () => load({ url: `${nginx.baseUrl}/${p.file}`, headers, duration: seconds });
          // The order swaps each round, so that neither side always runs on the warmer machine.
          let a, b;
          if (round % 2 === 0) {
            a = await ours();
            b = await theirs();
          } else {
            b = await theirs();
            a = await ours();
          }
          perRound.push({ ours: a, theirs: b, ratio: a.requestsPerSec / b.requestsPerSec, load: os.loadavg()[0] });
        }
        rows.push({
          name: `${p.name}${gzip ? ", gzip" : ""}`,
          bytes: sizes[p.path],
          rounds: perRound,
          median: median(perRound.map((r) => r.ratio)),
          errors: perRound.reduce((n, r) => n + r.ours.errors + r.theirs.errors, 0),
        });
      }
    }
  } finally {
    nginx.stop();
    await server.stop();
  }
  return { rows, rounds, seconds };
}

const percent = (ratio) => `${Math.round(ratio * 100)} %`;

export function pagesSection({ rows, rounds, seconds }) {
  return `## Pages against nginx serving the same HTML (autocannon, 50 connections, ${rounds} alternating rounds of ${seconds} s)

Plain rows: no \`Accept-Encoding\`, both send the page's bytes as they are. gzip rows: \`Accept-Encoding: gzip\`
as browsers send it; nginx serves the page gzipped once at level 9 (\`gzip_static\`), ours the cached page whose
fixed parts were gzipped once (docs/decisions/0014). Each round loads our server and nginx one after the other,
the order swapped each round; the verdict is the median of the rounds' ratios (scripts/bench/pages-vs-nginx.mjs).
Target: at least ${percent(PAGES_TARGET)} of nginx and no errors. Machine: ${os.cpus().length} cores, shared.

| Page | Bytes | Ours / nginx per round (ours req/s, load) | Median | Errors | Target |
|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.name} | ${r.bytes} | ${r.rounds.map((x) => `${percent(x.ratio)} (${x.ours.requestsPerSec}, ${x.load.toFixed(1)})`).join(", ")} | ${percent(r.median)} | ${r.errors} | ${r.median >= PAGES_TARGET && r.errors === 0 ? "met" : "**not met**"} |`,
  )
  .join("\n")}
`;
}
