import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startChildServer, type ChildServer } from "../support/child-server";
import { haveRedisServer, startOwnRedis as startRedis, stopOwnRedis as stopRedis } from "../support/redis";

/**
 * Redis stopped for ten seconds and started again while pages and posts are served: pages never fail,
 * posts are counted in the process's memory meanwhile (docs/decisions/0031-rate-limit-keys-and-redis-outage.md),
 * and the server goes back to Redis by itself. A Redis of its own, on a free port, so the shared one
 * is never stopped.
 */
if (!haveRedisServer() && process.env.REQUIRE_REDIS === "1")
  throw new Error("redis-server is required but not installed");

const LIMIT = 3;

// Engine-independent (the child server uses SQLite): run it in the SQLite pass only.
describe.skipIf(!haveRedisServer() || process.env.TEST_ENGINE === "postgres")("Redis stopped and started again", () => {
  let redisPort: number;
  let redis: ChildProcess;
  let server: ChildServer;
  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    server = await startChildServer({
      env: {
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        RATE_LIMIT_POSTS_PER_MINUTE: String(LIMIT),
        TOKEN_SECRET: "redis-outage-test-secret-0123456789abcdef",
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (redis && redis.exitCode === null) await stopRedis(redis);
  });

  const post = (p: string) =>
    fetch(server.baseUrl + p, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  const keysInRedis = async () => {
    const client = new Redis({ port: redisPort, maxRetriesPerRequest: 1 });
    client.on("error", () => {});
    try {
      return await client.keys("rl:posts*");
    } finally {
      client.disconnect();
    }
  };

  it("keeps serving pages, limits posts in memory, and counts in Redis again once it is back", async () => {
    expect((await post("/api/outage-before")).status).toBeLessThan(429);
    expect((await keysInRedis()).length).toBeGreaterThan(0);

    await stopRedis(redis);
    const outageEnds = Date.now() + 10_000;
    let pages = 0;
    let round = 0;
    while (Date.now() < outageEnds) {
      for (const page of ["/", "/company/about-us", "/careers", "/healthz"]) {
        const res = await fetch(server.baseUrl + page);
        expect(res.status, page).toBe(200);
        await res.arrayBuffer();
        pages++;
      }
      // Each round a new endpoint: LIMIT posts pass, the next is refused, counted in memory.
      const p = `/api/outage-${round++}`;
      for (let i = 0; i < LIMIT; i++) expect((await post(p)).status).toBeLessThan(429);
      expect((await post(p)).status).toBe(429);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(pages).toBeGreaterThan(20);

    redis = await startRedis(redisPort);
    // The server reconnects by itself (ioredis retries); its next counts land in Redis again.
    await expect
      .poll(
        async () => {
          await post(`/api/outage-after-${Date.now()}`);
          return (await keysInRedis()).some((k) => k.includes("outage-after"));
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
  }, 60_000);
});
