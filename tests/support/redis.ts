import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";

/** The Redis the tests that share rate limits across processes use. */
export const testRedisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

/**
 * Whether that Redis answers. Tests that need it are skipped when it does not, unless REQUIRE_REDIS=1
 * (CI), where its absence is a failure.
 */
export async function redisForTests(): Promise<boolean> {
  const r = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  let reachable: boolean;
  try {
    await r.connect();
    reachable = (await r.ping()) === "PONG";
  } catch {
    reachable = false;
  } finally {
    r.disconnect();
  }
  if (!reachable && process.env.REQUIRE_REDIS === "1")
    throw new Error(`Redis is required but not reachable at ${testRedisUrl}`);
  return reachable;
}

/** Whether this machine has redis-server, for tests and the bench that start a Redis of their own. */
export const haveRedisServer = () => spawnSync("redis-server", ["--version"]).status === 0;

/**
 * A Redis of the caller's own on `port` (nothing saved to disk), resolved once it answers PING: one
 * that a test or the bench may stop and start again without touching the shared one.
 */
export async function startOwnRedis(port: number): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), "own-redis-"));
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: "ignore" },
  );
  const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
  // Refused until the server listens: retried, not reported.
  probe.on("error", () => {});
  await probe.connect().catch(() => {});
  await probe.ping();
  probe.disconnect();
  return child;
}

/** Kills that Redis at once, as a crash would, and resolves once it has exited. */
export const stopOwnRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
