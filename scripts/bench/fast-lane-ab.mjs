// A focused A/B of the cached-page fast lane (docs/decisions/0014): two built checkouts served in turn
// on one port, autocannon sending the home page's request as a browser does (gzip) a fixed number of
// times, for a first visit (no cookie, so an XSRF token is issued) and a returning one (the cookie is
// read). Besides requests per second it reports the server's CPU time per request (from /proc, Linux),
// which other jobs on a shared machine disturb far less than throughput. Rounds alternate which
// checkout goes first; the medians are printed as a Markdown table.
//
//   node --import tsx scripts/bench/fast-lane-ab.mjs --baseline=/path/to/other/checkout [--rounds=5] [--requests=20000] [--port=3215]
//
// Both checkouts must be built (`npm run build` in each); this one is the candidate.
import { abCheckouts, alternateRounds, benchArg, loadLine, measuredLoad, scenarioMedians } from "./ab-common.mjs";
import { load } from "./autocannon-run.mjs";
import { startBenchServer } from "./server.mjs";

const checkouts = abCheckouts();
const rounds = Number(benchArg("rounds", "5"));
const requests = Number(benchArg("requests", "20000"));
const port = Number(benchArg("port", "3215"));
const scenario = (pid, opts) => measuredLoad(pid, { ...opts, amount: requests });

/** One round for one checkout: the page is cached by a first request, then each scenario is loaded. */
async function measure(cwd) {
  const server = await startBenchServer({ port, cwd });
  try {
    const first = await fetch(`${server.baseUrl}/`, { headers: { "accept-encoding": "gzip" } });
    const cookie = first.headers.getSetCookie()[0].split(";")[0];
    await fetch(`${server.baseUrl}/`); // the second request is a cache hit: the page is cached
    const gzip = { "accept-encoding": "gzip, deflate, br, zstd" };
    const url = `${server.baseUrl}/`;
    const pid = server.child.pid;
    await load({ url, headers: gzip, amount: 2000 }); // warm-up
    return {
      firstVisit: await scenario(pid, { url, headers: gzip }),
      returning: await scenario(pid, { url, headers: { ...gzip, cookie } }),
    };
  } finally {
    await server.stop();
  }
}

const results = await alternateRounds(
  checkouts,
  rounds,
  measure,
  (r) => `first visit ${loadLine(r.firstVisit)}, returning ${loadLine(r.returning)}`,
);

const row = (scenario, label) => {
  const { b, c } = scenarioMedians(results, scenario);
  return `| ${label} | ${b.cpu.toFixed(0)} | ${c.cpu.toFixed(0)} | ${((c.cpu / b.cpu) * 100).toFixed(0)} % | ${b.rps} | ${c.rps} | ${b.errors} | ${c.errors} |`;
};
console.log(`Median of ${rounds} rounds, autocannon 50 connections, ${requests} requests each; baseline ${checkouts.baseline}.

| Home page, gzip | Baseline CPU µs/request | Candidate CPU µs/request | Candidate / baseline | Baseline req/s | Candidate req/s | Baseline errors | Candidate errors |
|---|---|---|---|---|---|---|---|
${row("firstVisit", "first visit (token issued)")}
${row("returning", "returning visitor (cookie read)")}`);
