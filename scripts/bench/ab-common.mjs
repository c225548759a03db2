// What the A/B benches (fast-lane-ab.mjs, outbox-ab.mjs) share: their arguments, the two built checkouts
// they compare, a load measured with the server's CPU time, and the rounds that alternate which goes first.
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "../build-if-stale.mjs";
import { load } from "./autocannon-run.mjs";
import { cpuSeconds } from "./process-cpu.mjs";

/** `--name=value` from the command line, or the fallback. */
export const benchArg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** The checkout named by --baseline and this one (the candidate), both built. */
export function abCheckouts() {
  const baseline = benchArg("baseline");
  if (!baseline) throw new Error("--baseline=DIR is required: the checkout to compare this one with");
  const checkouts = { baseline: path.resolve(baseline), candidate: root };
  for (const dir of Object.values(checkouts)) {
    if (!existsSync(path.join(dir, "build", "server", "index.js"))) throw new Error(`${dir} is not built`);
  }
  return checkouts;
}

/** One load: its throughput and the server's CPU microseconds per request. */
export async function measuredLoad(pid, opts) {
  const before = cpuSeconds(pid);
  const result = await load(opts);
  return { ...result, cpuUsPerRequest: ((cpuSeconds(pid) - before) * 1e6) / result.total };
}

/** Runs `measure(dir)` for both checkouts `rounds` times, alternating which goes first. */
export async function alternateRounds(checkouts, rounds, measure, describe) {
  const results = { baseline: [], candidate: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ["baseline", "candidate"] : ["candidate", "baseline"];
    for (const name of order) {
      const r = await measure(checkouts[name]);
      results[name].push(r);
      console.error(`round ${i + 1} ${name}: ${describe(r)}`);
    }
  }
  return results;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One load's figures, for a round's progress line. */
export const loadLine = (r) => `${r.requestsPerSec} req/s ${r.cpuUsPerRequest.toFixed(0)} µs CPU`;

/** A scenario's figures over the rounds, for each checkout: median req/s and CPU µs per request, all errors. */
export function scenarioMedians(results, scenario) {
  const of = (name) => {
    const xs = results[name].map((r) => r[scenario]);
    return {
      rps: median(xs.map((x) => x.requestsPerSec)),
      cpu: median(xs.map((x) => x.cpuUsPerRequest)),
      errors: xs.reduce((sum, x) => sum + x.errors, 0),
    };
  };
  return { b: of("baseline"), c: of("candidate") };
}
