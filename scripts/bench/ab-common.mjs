// What the A/B benches (fast-lane-ab.mjs, outbox-ab.mjs) share: their arguments, the two built checkouts
// they compare, a load measured with the server's CPU time, the rounds that alternate which goes first,
// the Markdown table of medians, and the section of docs/benchmarks.md they write with --write.
//
// Common options: --baseline=DIR (required), --rounds=N, --port=N, --cpu-prof=DIR (each server runs
// under `node --cpu-prof`; summarise with scripts/bench/cpu-profile-summary.mjs), --write (replace this
// bench's section of docs/benchmarks.md with the table).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../build-if-stale.mjs";
import { load } from "./autocannon-run.mjs";
import { cpuSeconds } from "./process-cpu.mjs";

/** `--name=value` from the command line, or the fallback. */
export const benchArg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/**
 * The port `offset` above BENCH_PORT, for the page benches' servers and browser when several checkouts
 * share the machine and must keep to their own ports; undefined (a free port) when BENCH_PORT is not set.
 */
export const benchPort = (offset = 0) => (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + offset : undefined);

/**
 * The checkout named by --baseline and the candidate: this one, or the one named by --candidate (to
 * measure a step between two older commits with today's bench), both built.
 */
export function abCheckouts() {
  const baseline = benchArg("baseline");
  if (!baseline) throw new Error("--baseline=DIR is required: the checkout to compare this one with");
  const checkouts = { baseline: path.resolve(baseline), candidate: path.resolve(benchArg("candidate", root)) };
  for (const dir of Object.values(checkouts)) {
    if (!existsSync(path.join(dir, "build", "server", "index.js"))) throw new Error(`${dir} is not built`);
  }
  return checkouts;
}

/** A checkout as the tables name it: its directory and commit (with "+" when it has uncommitted changes). */
export function checkoutLabel(dir) {
  const git = (...args) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
  try {
    return `${dir} (${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? "+" : ""})`;
  } catch {
    return dir;
  }
}

/**
 * Node options for one server of one round: with --cpu-prof=DIR, a CPU profile of its whole life is
 * written to DIR as `<checkout>-<round>.cpuprofile` when it stops.
 */
export function profileArgs(name, round) {
  const dir = benchArg("cpu-prof");
  return dir
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(dir)}`, `--cpu-prof-name=${name}-${round}.cpuprofile`]
    : [];
}

/** One load: its throughput and the server's CPU microseconds per request. */
export async function measuredLoad(pid, opts) {
  const before = cpuSeconds(pid);
  const result = await load(opts);
  return {
    ...result,
    cpuUsPerRequest: ((cpuSeconds(pid) - before) * 1e6) / result.total,
  };
}

/** Runs `measure(dir, name, round)` for both checkouts `rounds` times, alternating which goes first. */
export async function alternateRounds(checkouts, rounds, measure, describe) {
  const results = { baseline: [], candidate: [], loadAverages: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ["baseline", "candidate"] : ["candidate", "baseline"];
    for (const name of order) {
      results.loadAverages.push(os.loadavg()[0]);
      const r = await measure(checkouts[name], name, i + 1);
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

/**
 * The table of medians: for each scenario (a key of every round's result), CPU µs per request and
 * requests per second of both checkouts, and the candidate's as a share of the baseline's.
 */
export function abTable(results, scenarios) {
  const share = (x, y) => `${((x / y) * 100).toFixed(0)} %`;
  const rows = Object.entries(scenarios).map(([key, label]) => {
    const { b, c } = scenarioMedians(results, key);
    return `| ${label} | ${b.cpu.toFixed(0)} | ${c.cpu.toFixed(0)} | ${share(c.cpu, b.cpu)} | ${b.rps} | ${c.rps} | ${share(c.rps, b.rps)} | ${b.errors} / ${c.errors} |`;
  });
  return `| Scenario | Baseline CPU µs/request | Candidate CPU µs/request | CPU, candidate / baseline | Baseline req/s | Candidate req/s | Throughput, candidate / baseline | Errors (baseline / candidate) |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}`;
}

/** How loaded the machine was while the rounds ran: 1-minute load average, lowest to highest. */
export function loadAverageNote(results) {
  const l = results.loadAverages;
  return `load average (1 min) ${Math.min(...l).toFixed(1)}–${Math.max(...l).toFixed(1)} on ${os.cpus().length} cores`;
}

/**
 * With --write, replaces (or adds, at the end) the section of docs/benchmarks.md that starts with
 * `heading` by `heading` and `body`. `npm run bench` keeps these sections as they are.
 */
export function writeSection(heading, body) {
  if (!process.argv.includes("--write")) return;
  const file = path.join(root, "docs/benchmarks.md");
  const chunks = readFileSync(file, "utf8").split(/^(?=## )/m);
  const section = `${heading}\n\n${body.trim()}\n`;
  const at = chunks.findIndex((c) => c.startsWith(heading));
  if (at >= 0) chunks[at] = section;
  else chunks.push(section);
  writeFileSync(file, chunks.map((c) => c.replace(/\n*$/, "\n")).join("\n"));
  console.error(`wrote "${heading}" in ${file}`);
}
