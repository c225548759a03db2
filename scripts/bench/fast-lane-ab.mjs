// A focused A/B of the cached pages' fast lane (docs/decisions/0014, 0080): two built checkouts served in
// turn on one port, autocannon sending a page's request as a browser does (gzip) a fixed number of times:
// for `--seconds` each, the home page for a first visit (no cookie, so an XSRF token is issued) and a
// returning one (the cookie is read), and the careers page for a returning visitor. Besides requests per second it reports the
// server's CPU time per request (from /proc, Linux), which other jobs on a shared machine disturb far
// less than throughput. Rounds alternate which checkout goes first; the medians are printed as a
// Markdown table (with --write, also into docs/benchmarks.md).
//
//   node --import tsx scripts/bench/fast-lane-ab.mjs --baseline=/path/to/other/checkout [--rounds=5] \
//     [--seconds=5] [--port=3215] [--cpu-prof=DIR] [--write]
//
// Both checkouts must be built (`npm run build` in each); this one is the candidate.
import {
  abCheckouts,
  abTable,
  alternateRounds,
  checkoutLabel,
  benchArg,
  loadAverageNote,
  loadLine,
  measuredLoad,
  profileArgs,
  writeSection,
} from "./ab-common.mjs";
import { load } from "./autocannon-run.mjs";
import { startBenchServer } from "./server.mjs";

const checkouts = abCheckouts();
const rounds = Number(benchArg("rounds", "5"));
// A duration, not a count: autocannon ends a counted load on its one-second tick, which made the
// throughput of a load of a few seconds coarse.
const seconds = Number(benchArg("seconds", "5"));
const port = Number(benchArg("port", "3215"));
const scenario = (pid, opts) => measuredLoad(pid, { ...opts, duration: seconds });

/** One round for one checkout: each page is cached by a first request and warmed, then each scenario is loaded. */
async function measure(cwd, name, round) {
  const server = await startBenchServer({ port, cwd, nodeArgs: profileArgs(name, round) });
  try {
    const first = await fetch(`${server.baseUrl}/`, { headers: { "accept-encoding": "gzip" } });
    const cookie = first.headers.getSetCookie()[0].split(";")[0];
    const gzip = { "accept-encoding": "gzip, deflate, br, zstd" };
    const home = `${server.baseUrl}/`;
    const careers = `${server.baseUrl}/careers`;
    for (const url of [home, careers]) {
      const cached = await fetch(url, { headers: { cookie } }); // the second request is a cache hit
      if (cached.headers.get("x-cache") !== "HIT") await fetch(url); // the first of this one filled it
      await load({ url, headers: gzip, amount: 2000 }); // warm-up
    }
    const pid = server.child.pid;
    return {
      firstVisit: await scenario(pid, { url: home, headers: gzip }),
      returning: await scenario(pid, { url: home, headers: { ...gzip, cookie } }),
      careers: await scenario(pid, { url: careers, headers: { ...gzip, cookie } }),
    };
  } finally {
    await server.stop();
  }
}

const results = await alternateRounds(checkouts, rounds, measure, (r) =>
  Object.entries(r)
    .map(([k, x]) => `${k} ${loadLine(x)}`)
    .join(", "),
);

const table = `Median of ${rounds} rounds (alternating which checkout goes first), autocannon 50 connections, ${seconds} s per scenario, gzip; ${loadAverageNote(results)}; baseline ${checkoutLabel(checkouts.baseline)}, candidate ${checkoutLabel(checkouts.candidate)}.

${abTable(results, {
  firstVisit: "GET / first visit (token issued)",
  returning: "GET / returning visitor (cookie read)",
  careers: "GET /careers returning visitor",
})}`;
console.log(table);
writeSection(
  "## A/B: cached pages against a baseline checkout",
  `Written by \`node --import tsx scripts/bench/fast-lane-ab.mjs --baseline=DIR --write\` on ${new Date().toISOString().slice(0, 10)} (docs/decisions/0080).\n\n${table}`,
);
