// `npm run bench`: measures the built server and writes docs/benchmarks.md.
// `npm run bench -- --only=api,pages,lighthouse,resilience,memory` runs some sections only.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { buildIfStale, root } from "./build-if-stale.mjs";
import { load } from "./bench/autocannon-run.mjs";
import { audit, chromiumVersion } from "./bench/lighthouse-run.mjs";
import { startNginx } from "./bench/nginx.mjs";
import { applicationFactory, contactMessage } from "./bench/payloads.mjs";
import { killAndRestart, memoryUnderLoad } from "./bench/resilience.mjs";
import { startBenchServer } from "./bench/server.mjs";
import { fetchXsrf, jsonPostHeaders } from "#tests/support/xsrf";

const only = (process.argv.find((a) => a.startsWith("--only=")) ?? "--only=api,pages,lighthouse,resilience,memory")
  .slice(7)
  .split(",");
// BENCH_PORT: another free port when two checkouts benchmark on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3400);
buildIfStale();
const sections = [];
const verdict = (ok) => (ok ? "met" : "**not met**");

if (only.includes("api")) {
  const server = await startBenchServer({ port: PORT });
  const xsrf = await fetchXsrf(server.baseUrl);
  const health = await load({ title: "GET /healthz", url: `${server.baseUrl}/healthz` });
  let i = 0;
  const post = await load({
    title: "POST /api/Message/PostMessage",
    url: `${server.baseUrl}/api/Message/PostMessage`,
    method: "POST",
    headers: jsonPostHeaders(xsrf),
    requests: [
      { method: "POST", setupRequest: (req) => ({ ...req, body: JSON.stringify(contactMessage(`r${i++}`)) }) },
    ],
  });
  const makeApplication = await applicationFactory(server.baseUrl);
  let j = 0;
  const apply = await load({
    title: "POST /api/Career/PostJobApplication",
    url: `${server.baseUrl}/api/Career/PostJobApplication`,
    method: "POST",
    headers: { "content-type": "application/json", cookie: xsrf.cookie, "x-xsrf-token": xsrf.token },
    requests: [
      { method: "POST", setupRequest: (req) => ({ ...req, body: JSON.stringify(makeApplication(`b${j++}`)) }) },
    ],
  });
  await server.stop();
  const db = new Database(path.join(server.dataDir, "site.db"), { readonly: true });
  const stored = db.prepare("select count(*) from contact_messages").pluck().get();
  db.close();
  const ratio = post.requestsPerSec / health.requestsPerSec;
  sections.push(`## API throughput (SQLite, autocannon, 50 connections, 10 s each)

| Endpoint | Requests/s | p50 ms | p99 ms | Requests | Errors |
|---|---|---|---|---|---|
${[health, post, apply].map((r) => `| ${r.title} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.total} | ${r.errors} |`).join("\n")}

- PostMessage / healthz: ${(ratio * 100).toFixed(0)} % (target at least 50 %: ${verdict(ratio >= 0.5)}); errors ${post.errors} (target 0: ${verdict(post.errors === 0)}); PostJobApplication errors ${apply.errors} (target 0: ${verdict(apply.errors === 0)}).
- Acknowledged messages (2xx): ${post.ok2xx}; rows in contact_messages afterwards: ${stored} (${verdict(stored >= post.ok2xx)}: every acknowledged message stored).
`);
}

if (only.includes("pages")) {
  const server = await startBenchServer({ port: PORT });
  const home = Buffer.from(await (await fetch(`${server.baseUrl}/`)).arrayBuffer());
  const product = Buffer.from(await (await fetch(`${server.baseUrl}/product/gi`)).arrayBuffer());
  // gzip_static: nginx answers a request that accepts gzip with the .gz file beside the page.
  const nginx = await startNginx(PORT + 1, {
    "index.html": home,
    "gi.html": product,
    "index.html.gz": gzipSync(home, { level: 9 }),
    "gi.html.gz": gzipSync(product, { level: 9 }),
  });
  const gzip = { "accept-encoding": "gzip" };
  const rows = [];
  for (const [name, ours, theirs, headers] of [
    ["Home page", `${server.baseUrl}/`, `${nginx.baseUrl}/index.html`, {}],
    ["Product page /product/gi", `${server.baseUrl}/product/gi`, `${nginx.baseUrl}/gi.html`, {}],
    ["Home page, gzip", `${server.baseUrl}/`, `${nginx.baseUrl}/index.html`, gzip],
    ["Product page, gzip", `${server.baseUrl}/product/gi`, `${nginx.baseUrl}/gi.html`, gzip],
  ]) {
    const a = await load({ title: `${name} (our server)`, url: ours, headers });
    const b = await load({ title: `${name} (nginx)`, url: theirs, headers });
    rows.push([name, a, b]);
  }
  nginx.stop();
  await server.stop();
  sections.push(`## Pages against nginx serving the same HTML (autocannon, 50 connections, 10 s each)

Plain rows: no \`Accept-Encoding\`, both send the page's ${home.length} (home) and ${product.length} (product) bytes as they are.
gzip rows: \`Accept-Encoding: gzip\` as browsers send it; nginx serves the page gzipped once at level 9
(\`gzip_static\`), ours the cached page whose fixed parts were gzipped once (docs/decisions/0014).

| Page | Ours req/s | nginx req/s | Ours / nginx | Ours p99 ms | Ours errors | nginx errors | Target (≥ 50 %, 0 errors) |
|---|---|---|---|---|---|---|---|
${rows
  .map(
    ([n, a, b]) =>
      `| ${n} | ${a.requestsPerSec} | ${b.requestsPerSec} | ${((a.requestsPerSec / b.requestsPerSec) * 100).toFixed(0)} % | ${a.p99Ms} | ${a.errors} | ${b.errors} | ${verdict(a.requestsPerSec >= b.requestsPerSec / 2 && a.errors === 0 && b.errors === 0)} |`,
  )
  .join("\n")}
`);
}

if (only.includes("lighthouse")) {
  const server = await startBenchServer({ port: PORT });
  const news = await (await fetch(`${server.baseUrl}/api/News/GetAllNews/1`)).json();
  const jobs = await (await fetch(`${server.baseUrl}/api/Career/GetOpenJobs`)).json();
  const open = jobs.find((j) => !j.IsClosed);
  const urls = [
    { name: "Home", url: `${server.baseUrl}/` },
    { name: "Product (gi)", url: `${server.baseUrl}/product/gi` },
    { name: "Careers", url: `${server.baseUrl}/careers` },
    { name: "Story", url: `${server.baseUrl}/company/news?id=${news[0].Code}` },
    { name: "Apply Job", url: `${server.baseUrl}/careers/job/${open.Code}` },
  ];
  const rows = await audit(urls);
  await server.stop();
  const mobile = rows.filter((r) => r.preset === "mobile");
  const homeJs = mobile.find((r) => r.name === "Home")?.jsKb ?? NaN;
  const shifts = rows.filter((r) => r.shifted.length);
  sections.push(`## Lighthouse ${"12"} (Debian Chromium ${chromiumVersion()}, headless)

Lighthouse's CPU benchmark index of this machine during the runs: ${Math.min(...rows.map((r) => r.benchmarkIndex))}–${Math.max(...rows.map((r) => r.benchmarkIndex))}. The mobile preset simulates a CPU four times slower than the host, so the simulated total blocking time (TBT) follows the host's speed and load.

| Preset | Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | JS KB (transferred) | Audits not passed |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.preset} | ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.failing.join(", ") || "—"} |`).join("\n")}
${shifts.length ? `\nLayout shifts: ${shifts.map((r) => `${r.preset} ${r.name}: ${r.shifted.join(", ")}`).join("; ")}.\n` : ""}${rows
    .filter((r) => r.runtimeError)
    .map((r) => `\nLighthouse could not finish ${r.preset} ${r.name} twice: ${r.runtimeError}.\n`)
    .join("")}
Targets: mobile performance 100 (${verdict(mobile.every((r) => r.performance === 100))}); accessibility, best practices and SEO 100 everywhere (${verdict(rows.every((r) => r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100))}); mobile LCP under 1500 ms (${verdict(mobile.every((r) => r.lcpMs < 1500))}); CLS under 0.02 (${verdict(rows.every((r) => r.cls < 0.02))}); home page JavaScript under 130 KB compressed: ${homeJs} KB (${verdict(homeJs < 130)}).
`);
}

if (only.includes("resilience")) {
  const r = await killAndRestart({ port: PORT });
  sections.push(`## Resilience: SIGKILL during submissions (SQLite)

${r.seconds} s of contact messages and job applications from 6 concurrent clients while the server was killed with SIGKILL ${r.kills} times and restarted on the same data.

| Sent | Failed or refused while down | Acknowledged contact messages | Acknowledged applications | Rows: contact_messages | Rows: job_applications | Acknowledged but lost |
|---|---|---|---|---|---|---|
| ${r.sent} | ${r.failedOrRefused} | ${r.acknowledgedContacts} | ${r.acknowledgedApplications} | ${r.storedContacts} | ${r.storedApplications} | ${r.lost} |

Target: no acknowledged submission lost: ${verdict(r.lost === 0)}.
`);
}

if (only.includes("memory")) {
  const m = await memoryUnderLoad({ port: PORT, seconds: 60 });
  sections.push(`## Memory under load (50 connections, ${m.seconds} s, pages + news API + contact POSTs)

| Requests | Errors | RSS start MB | RSS end MB | RSS max MB | Second half vs first half |
|---|---|---|---|---|---|
| ${m.requests} | ${m.errors} | ${m.rssStartMb} | ${m.rssEndMb} | ${m.rssMaxMb} | ${m.secondHalfVsFirstHalfPct} % |

RSS samples every 5 s (MB): ${m.samplesMb.join(", ")}.
Targets: zero errors (${verdict(m.errors === 0)}); memory flat, second half within 10 % of the first (${verdict(Math.abs(m.secondHalfVsFirstHalfPct) <= 10)}).
`);
}

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const header = `# Benchmarks

Measured by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node.js ${process.version}, ${os.type()} ${os.release()}. The built server runs with \`LOG_LEVEL=warn\` and \`RATE_LIMIT_POSTS_PER_MINUTE=0\` on a fresh SQLite database; the load generator runs on the same machine over loopback, so figures are comparable within one run, not across machines. Sections run: ${only.join(", ")}.
`;
writeFileSync(path.join(root, "docs/benchmarks.md"), [header, ...sections].join("\n"));
console.log([header, ...sections].join("\n"));
