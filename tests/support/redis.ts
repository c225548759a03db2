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
