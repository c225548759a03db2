import type { ChildServer } from "#tests/support/child-server";

/** Types of server.mjs for the TypeScript parts of the bench (scripts/bench/staff.ts). */
export function startBenchServer(options: {
  port?: number;
  dataDir?: string;
  cwd?: string;
  env?: Record<string, string | undefined>;
  nodeArgs?: string[];
}): Promise<ChildServer>;
