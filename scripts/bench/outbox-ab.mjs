// A/B of the submissions' cost with and without the mail outbox (docs/decisions/0032): two built
// checkouts served in turn on one port, each on a fresh SQLite database; autocannon sends a fixed
// number of contact messages, then of job applications. Besides requests per second it reports the
// server's CPU time per request (from /proc, Linux), which other jobs on a shared machine disturb far
// less than throughput, and, for a checkout with an outbox, how long after the load its worker took to
// send every mail the load caused. Rounds alternate which checkout goes first; medians are printed as
// a Markdown table (with --write, also into docs/benchmarks.md; docs/decisions/0080).
//
//   node --import tsx scripts/bench/outbox-ab.mjs --baseline=/path/to/checkout/before/the/outbox \
//     [--candidate=DIR] [--rounds=3] [--messages=20000] [--applications=3000] [--port=3216] [--cpu-prof=DIR] [--write]
//
// Both checkouts must be built (`npm run build` in each); this one is the candidate.
import path from "node:path";
import Database from "better-sqlite3";
import {
  abCheckouts,
  abTable,
  alternateRounds,
  checkoutLabel,
  benchArg,
  loadAverageNote,
  loadLine,
  measuredLoad as scenario,
  median,
  profileArgs,
  writeSection,
} from "./ab-common.mjs";
import { applicationFactory, contactMessage } from "./payloads.mjs";
import { startBenchServer } from "./server.mjs";
import { fetchXsrf, jsonPostHeaders } from "#tests/support/xsrf";

const checkouts = abCheckouts();
const rounds = Number(benchArg("rounds", "3"));
const messages = Number(benchArg("messages", "20000"));
const applications = Number(benchArg("applications", "3000"));
const port = Number(benchArg("port", "3216"));
const drainLimitMs = Number(benchArg("drain-seconds", "60")) * 1000;

/**
 * After the load, how fast the worker sends what it left (null: this checkout has no outbox): it is
 * watched until the outbox is empty or `--drain-seconds` have passed.
 */
async function drain(dataDir) {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    const hasOutbox = db.prepare("select 1 from sqlite_master where name = 'mail_outbox'").get();
    if (!hasOutbox) return null;
    const pending = db.prepare("select count(*) from mail_outbox where status = 'pending'").pluck();
    const atStart = pending.get();
    const started = performance.now();
    let left = atStart;
    while (left > 0 && performance.now() - started < drainLimitMs) {
      await new Promise((r) => setTimeout(r, 250));
      left = pending.get();
    }
    const seconds = (performance.now() - started) / 1000;
    return { atStart, left, seconds, mailsPerSecond: (atStart - left) / seconds };
  } finally {
    db.close();
  }
}

async function measure(cwd, name, round) {
  const server = await startBenchServer({ port, cwd, nodeArgs: profileArgs(name, round) });
  try {
    const pid = server.child.pid;
    const xsrf = await fetchXsrf(server.baseUrl);
    const headers = jsonPostHeaders(xsrf);
    let i = 0;
    const message = await scenario(pid, {
      url: `${server.baseUrl}/api/Message/PostMessage`,
      method: "POST",
      headers,
      amount: messages,
      requests: [{ method: "POST", setupRequest: (r) => ({ ...r, body: JSON.stringify(contactMessage(`m${i++}`)) }) }],
    });
    const makeApplication = await applicationFactory(server.baseUrl);
    let j = 0;
    const application = await scenario(pid, {
      url: `${server.baseUrl}/api/Career/PostJobApplication`,
      method: "POST",
      headers,
      amount: applications,
      requests: [{ method: "POST", setupRequest: (r) => ({ ...r, body: JSON.stringify(makeApplication(`a${j++}`)) }) }],
    });
    return { message, application, drain: await drain(server.dataDir) };
  } finally {
    await server.stop();
  }
}

const results = await alternateRounds(
  checkouts,
  rounds,
  measure,
  (r) =>
    `PostMessage ${loadLine(r.message)}, PostJobApplication ${loadLine(r.application)}` +
    (r.drain === null
      ? ""
      : `, after the load ${r.drain.atStart} mails waiting, sent at ${r.drain.mailsPerSecond.toFixed(0)} a second, ${r.drain.left} left after ${r.drain.seconds.toFixed(0)} s`),
);

const drains = results.candidate.map((r) => r.drain).filter((d) => d !== null);
const table = `Median of ${rounds} rounds (alternating which checkout goes first), autocannon 50 connections, ${messages} messages and ${applications} applications; ${loadAverageNote(results)}; baseline ${checkoutLabel(checkouts.baseline)}, candidate ${checkoutLabel(checkouts.candidate)}.

${abTable(results, { message: "POST /api/Message/PostMessage", application: "POST /api/Career/PostJobApplication" })}
${drains.length ? `\nAfter the load, the candidate's worker sent the mails it had left at ${median(drains.map((d) => d.mailsPerSecond)).toFixed(0)} a second (median).` : ""}`;
console.log(table);
writeSection(
  "## A/B: submissions against a baseline checkout",
  `Written by \`node --import tsx scripts/bench/outbox-ab.mjs --baseline=DIR --write\` on ${new Date().toISOString().slice(0, 10)} (docs/decisions/0080).\n\n${table}`,
);
