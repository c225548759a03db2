// Instructions per request of one built checkout's server, counted by valgrind's callgrind: unlike CPU
// time, a count is not disturbed by other jobs on a loaded machine (docs/decisions/0080). The server runs
// under callgrind with counting off while it starts and while each scenario warms up; then a fixed number
// of requests is counted. Prints millions of instructions per request on the main thread (the request
// path) and on all threads (V8's garbage collector and compiler run beside it). Very slow: use small counts.
//
//   node --import tsx scripts/bench/callgrind-count.mjs [--checkout=DIR] [--port=3225] [--requests=800] \
//     [--warm=600] [--scenarios=homeFirst,homeReturn,careers,message,application] [--no-worker]
//
// --no-worker: the mail outbox worker does not run during the count (the request path alone).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { root } from "../build-if-stale.mjs";
import { benchArg } from "./ab-common.mjs";
import { applicationFactory, contactMessage } from "./payloads.mjs";
import { fetchXsrf, jsonPostHeaders } from "#tests/support/xsrf";

const checkout = path.resolve(benchArg("checkout", root));
const port = benchArg("port", "3225");
const requests = Number(benchArg("requests", "800"));
const warm = Number(benchArg("warm", "600"));
const scenarios = benchArg("scenarios", "homeFirst,homeReturn,careers,message,application").split(",");
const base = `http://127.0.0.1:${port}`;
// vgdb names its pipes after HOST, which the server's environment sets: callgrind_control must say the same.
const env = {
  ...process.env,
  START_SERVER: "1",
  HOST: "127.0.0.1",
  PORT: port,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "callgrind-")),
  DATABASE_URL: "",
  REDIS_URL: "",
  RATE_LIMIT_POSTS_PER_MINUTE: "0",
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  ...(process.argv.includes("--no-worker") ? { MAIL_POLL_INTERVAL_MS: "3600000" } : {}),
};
const child = spawn(
  "valgrind",
  [
    "--tool=callgrind",
    "--instr-atstart=no",
    "--callgrind-out-file=/dev/null",
    process.execPath,
    "--import",
    "tsx",
    "server/main.ts",
  ],
  { cwd: checkout, env, stdio: "ignore" },
);
const control = (...args) => execFileSync("callgrind_control", [...args, String(child.pid)], { env, encoding: "utf8" });
const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 4, timeout: 120, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );

try {
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server under valgrind exited");
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const first = await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } });
  const cookie = first.headers.getSetCookie()[0].split(";")[0];
  await fetch(`${base}/careers`);
  const gzip = { "accept-encoding": "gzip, deflate, br, zstd" };
  const headers = jsonPostHeaders(await fetchXsrf(base));
  const makeApplication = await applicationFactory(base);
  let i = 0;
  const post = (url, body) => ({
    url,
    method: "POST",
    headers,
    requests: [{ method: "POST", setupRequest: (r) => ({ ...r, body: JSON.stringify(body(i++)) }) }],
  });
  const loads = {
    homeFirst: { url: `${base}/`, headers: gzip },
    homeReturn: { url: `${base}/`, headers: { ...gzip, cookie } },
    careers: { url: `${base}/careers`, headers: { ...gzip, cookie } },
    message: post(`${base}/api/Message/PostMessage`, (n) => contactMessage(`cg${n}`)),
    // An application costs ten times a message: a quarter of the count.
    application: { ...post(`${base}/api/Career/PostJobApplication`, (n) => makeApplication(`cg${n}`)), share: 0.25 },
  };
  for (const name of scenarios) {
    const { share = 1, ...opts } = loads[name];
    await run({ ...opts, amount: Math.round(warm * share) });
    control("-i", "on");
    control("-z");
    const r = await run({ ...opts, amount: Math.round(requests * share) });
    const counts = [...control("-e", "Ir").matchAll(/Th\s+\d+\s+([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, "")));
    control("-i", "off");
    const perRequest = (ir) => (ir / r.requests.total / 1e6).toFixed(3);
    console.log(
      `${name}: ${r.requests.total} requests (${r.non2xx + r.errors} failed), M instructions/request: main thread ${perRequest(counts[0])}, all threads ${perRequest(counts.reduce((a, b) => a + b, 0))}`,
    );
  }
} finally {
  child.kill();
}
