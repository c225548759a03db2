// The server the benchmarks measure: the built app as in production, logging warnings only, on a fresh
// SQLite database unless `dataDir` says which data to reopen (tests/support/child-server.ts starts it).
// `cwd`: the checkout to serve, this one unless another one's built server is compared with it; `env`:
// variables over those (the faults section's Redis, PostgreSQL and rate limit); `nodeArgs`: Node options
// (the A/B benches' --cpu-prof).
import { startChildServer } from "#tests/support/child-server";

export function startBenchServer({ port, dataDir, cwd, env = {}, nodeArgs }) {
  return startChildServer({
    port,
    dataDir,
    cwd,
    env: { NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stderr: "inherit",
    nodeArgs,
  });
}
