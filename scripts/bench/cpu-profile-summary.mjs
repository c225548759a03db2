// Where a server's CPU time went, from the .cpuprofile files `node --cpu-prof` wrote (the A/B benches
// write them with --cpu-prof=DIR): self time per function and per module, and the total time spent
// under each function (inclusive), as shares of all sampled time. Profiles given together are summed.
//
//   node scripts/bench/cpu-profile-summary.mjs [--top=40] [--by=function|module|inclusive] FILE.cpuprofile...
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const files = args.filter((a) => !a.startsWith("--"));
const top = Number(option("top", "40"));
const by = option("by", "function");
/** --callers=NAME: for the samples under a function whose name contains NAME, the stacks that led there. */
const callersOf = option("callers", "");
const stacks = new Map();
/** --under=NAME: self time only of the samples with a function whose name contains NAME on their stack. */
const under = option("under", "");
if (files.length === 0) throw new Error("give one or more .cpuprofile files");

/** A module's short name: the package under node_modules, the repository path, or node's own. */
function moduleOf(url) {
  if (!url) return "(native or V8)";
  if (url.startsWith("node:")) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const repo = /\/(app|server|build)\/(.*)$/.exec(url);
  return repo ? `${repo[1]}/${repo[2]}` : url;
}

const frameName = (f) => `${f.functionName || "(anonymous)"} ${moduleOf(f.url)}:${f.lineNumber + 1}`;

const self = new Map();
const inclusive = new Map();
let total = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const timeAt = new Map();
  profile.samples.forEach((id, i) => timeAt.set(id, (timeAt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const [id, us] of timeAt) {
    const node = nodes.get(id);
    if (node.callFrame.functionName === "(idle)") continue;
    if (under) {
      let found = false;
      for (let at = id; at !== undefined && !found; at = parent.get(at))
        found = frameName(nodes.get(at).callFrame).includes(under);
      if (!found) continue;
    }
    total += us;
    const key = by === "module" ? moduleOf(node.callFrame.url) : frameName(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + us);
    if (callersOf) {
      const chain = [];
      for (let at = id; at !== undefined; at = parent.get(at)) chain.push(frameName(nodes.get(at).callFrame));
      const hit = chain.findIndex((f) => f.includes(callersOf));
      if (hit >= 0) {
        const key = chain.slice(hit, hit + 8).join(" < ");
        stacks.set(key, (stacks.get(key) ?? 0) + us);
      }
    }
    // Each distinct frame on the stack counts once, however deep its recursion.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(nodes.get(at).callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
}

if (callersOf) {
  for (const [chain, us] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${chain}`);
  }
  process.exit(0);
}
const table = by === "inclusive" ? inclusive : self;
console.log(
  `${(total / 1e6).toFixed(2)} s sampled (idle excluded) in ${files.length} profile(s); ${by === "inclusive" ? "inclusive" : "self"} time by ${by === "module" ? "module" : "function"}:`,
);
for (const [name, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}
