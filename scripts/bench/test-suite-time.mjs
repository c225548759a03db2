// Times `npm test` stage by stage (the stages of package.json's "test" script, run in order as it runs
// them) and prints a table; with --write it becomes the "## Test suite" section of docs/benchmarks.md,
// which `npm run bench` keeps. --busy=N runs N CPU-burning processes meanwhile, to check that the suite
// holds on a loaded machine (its figures then say so).
//
//   node scripts/bench/test-suite-time.mjs [--busy=2] [--write]
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../build-if-stale.mjs";

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}`));
const busy = Number(arg("busy")?.split("=")[1] ?? 0);
const write = Boolean(arg("write"));

const stages = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
  .scripts.test.split("&&")
  .map((s) => s.trim());

// Each burner hashes in a loop until it is killed.
const burners = Array.from({ length: busy }, () =>
  spawn(
    process.execPath,
    [
      "-e",
      "const c=require('node:crypto');let b=Buffer.alloc(1<<16);for(;;)b=c.createHash('sha256').update(b).digest()",
    ],
    { stdio: "ignore" },
  ),
);
const stopBurners = () => burners.forEach((b) => b.kill("SIGKILL"));
process.on("exit", stopBurners);

const rows = [];
const load = () => os.loadavg()[0].toFixed(1);
const started = Date.now();
let ok = true;
for (const stage of stages) {
  const loadBefore = load();
  const t0 = Date.now();
  console.log(`\n### ${stage}`);
  const r = spawnSync(stage, { cwd: root, stdio: "inherit", shell: true });
  const seconds = (Date.now() - t0) / 1000;
  rows.push({ stage, seconds, loadBefore, loadAfter: load(), passed: r.status === 0 });
  if (r.status !== 0) {
    ok = false;
    break;
  }
}
stopBurners();
const total = (Date.now() - started) / 1000;
const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`;

const section = `## Test suite: \`npm test\` stage by stage

Measured by \`node scripts/bench/test-suite-time.mjs${busy ? ` --busy=${busy}` : ""}\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}${busy ? `, with ${busy} CPU-burning processes running throughout (a busy machine)` : ""}. Load average is the one-minute figure before and after each stage.

| Stage | Time | Load before | Load after | Result |
| --- | --- | --- | --- | --- |
${rows.map((r) => `| \`${r.stage}\` | ${minutes(r.seconds)} | ${r.loadBefore} | ${r.loadAfter} | ${r.passed ? "passed" : "**failed**"} |`).join("\n")}
| **total** | **${minutes(total)}** | | | ${ok ? "passed" : "**failed**"} |
`;
console.log(`\n${section}`);

if (write) {
  const file = path.join(root, "docs/benchmarks.md");
  const text = readFileSync(file, "utf8");
  const parts = text.split(/^(?=## )/m);
  const index = parts.findIndex((p) => p.startsWith("## Test suite"));
  if (index >= 0) parts[index] = section + "\n";
  else parts.push(section + "\n");
  writeFileSync(file, parts.join("").replace(/\n*$/, "\n"));
}
process.exit(ok ? 0 : 1);
