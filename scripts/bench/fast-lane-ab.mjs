// A focused A/B of the cached-page fast lane (docs/decisions/0014): two built checkouts served in turn
// on one port, autocannon on the home page as a browser asks for it (gzip), for a first visit (no
// cookie, so an XSRF token is issued) and a returning one (the cookie is read). Rounds alternate which
// checkout goes first; the medians are printed as a Markdown table.
//
//   node scripts/bench/fast-lane-ab.mjs --baseline=/path/to/other/checkout [--rounds=5] [--seconds=5] [--port=3215]
//
// Both checkouts must be built (`npm run build` in each); this one is the candidate.
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "../build-if-stale.mjs";
import { load } from "./autocannon-run.mjs";
import { freshDataDir, startServer } from "./server.mjs";

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseline = arg("baseline");
if (!baseline) throw new Error("--baseline=DIR is required: the checkout to compare this one with");
const rounds = Number(arg("rounds", "5"));
const seconds = Number(arg("seconds", "5"));
const port = Number(arg("port", "3215"));
const checkouts = { baseline: path.resolve(baseline), candidate: root };
for (const dir of Object.values(checkouts)) {
  if (!existsSync(path.join(dir, "build", "server", "index.js"))) throw new Error(`${dir} is not built`);
}

/** One round for one checkout: the page is cached by a first request, then each scenario is loaded. */
async function measure(cwd) {
  const server = startServer({ port, dataDir: freshDataDir("fast-lane-ab"), cwd });
  try {
    await server.ready;
    const first = await fetch(`${server.baseUrl}/`, { headers: { "accept-encoding": "gzip" } });
    const cookie = first.headers.getSetCookie()[0].split(";")[0];
    await fetch(`${server.baseUrl}/`); // the second request is a cache hit: the page is cached
    const gzip = { "accept-encoding": "gzip, deflate, br, zstd" };
    const url = `${server.baseUrl}/`;
    return {
      firstVisit: await load({ url, headers: gzip, duration: seconds }),
      returning: await load({ url, headers: { ...gzip, cookie }, duration: seconds }),
    };
  } finally {
    await server.stop();
  }
}

const results = { baseline: [], candidate: [] };
for (let i = 0; i < rounds; i++) {
  const order = i % 2 === 0 ? ["baseline", "candidate"] : ["candidate", "baseline"];
  for (const name of order) {
    const r = await measure(checkouts[name]);
    results[name].push(r);
    console.error(
      `round ${i + 1} ${name}: first visit ${r.firstVisit.requestsPerSec} req/s, returning ${r.returning.requestsPerSec} req/s`,
    );
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (scenario, label) => {
  const [b, c] = ["baseline", "candidate"].map((n) => results[n].map((r) => r[scenario]));
  const rps = (xs) => median(xs.map((x) => x.requestsPerSec));
  const p99 = (xs) => median(xs.map((x) => x.p99Ms));
  const errors = (xs) => xs.reduce((sum, x) => sum + x.errors, 0);
  return `| ${label} | ${rps(b)} | ${rps(c)} | ${((rps(c) / rps(b)) * 100).toFixed(0)} % | ${p99(b)} | ${p99(c)} | ${errors(b)} | ${errors(c)} |`;
};
console.log(`Median of ${rounds} rounds, autocannon 50 connections, ${seconds} s each; baseline ${checkouts.baseline}.

| Home page, gzip | Baseline req/s | Candidate req/s | Candidate / baseline | Baseline p99 ms | Candidate p99 ms | Baseline errors | Candidate errors |
|---|---|---|---|---|---|---|---|
${row("firstVisit", "first visit (token issued)")}
${row("returning", "returning visitor (cookie read)")}`);
