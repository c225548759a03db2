import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createCacheBus, type CacheBus, type ContentTopic } from "#server/cache-bus";
import { insertNews } from "#server/db/repositories/news";
import { createLogger } from "#server/logger";
import { redisForTests, testRedisUrl } from "#tests/support/redis";
import { serverForFile } from "#tests/support/test-server";

const haveRedis = await redisForTests();
const silent = createLogger("silent");

/** Polls `check` until it passes or `ms` have gone by; the last failure is thrown. */
async function within<T>(ms: number, check: () => Promise<T> | T): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe("the cache bus in one process (no REDIS_URL)", () => {
  const server = serverForFile();

  it("a published news change shows at once on the pages and in the API, which were cached before", async () => {
    for (const path of ["/", "/company/news-list"]) {
      await fetch(server.baseUrl + path);
      expect((await fetch(server.baseUrl + path)).headers.get("x-cache"), path).toBe("HIT");
    }
    const title = `Bus probe ${randomUUID()}`;
    await insertNews(server.db, {
      title,
      description: "Probe.",
      image_url: "/images/news/award-2026.svg",
      news_date: "2099-04-04",
    });
    // Without an event the minute-long caches still answer the old list.
    expect(await (await fetch(server.baseUrl + "/company/news-list")).text()).not.toContain(title);
    await server.services.cacheBus.publish("news");
    for (const path of ["/", "/company/news-list"]) {
      expect(await (await fetch(server.baseUrl + path)).text(), path).toContain(title);
    }
    const api = await server.client().get("/api/News/GetAllNews/1");
    expect(JSON.stringify(api.body)).toContain(title);
  });
});

// Engine-independent: run in the SQLite pass only.
describe.skipIf(!haveRedis || process.env.TEST_ENGINE === "postgres")("the cache bus through Redis", () => {
  const buses: CacheBus[] = [];
  const connections: Redis[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    for (const c of connections) c.disconnect();
  });

  /** A bus as one server process has it: its own connection, on a channel of this test's own. */
  function processBus(channel: string) {
    const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    connections.push(redis);
    const bus = createCacheBus({ logger: silent, redis, channel });
    buses.push(bus);
    const heard: ContentTopic[] = [];
    bus.subscribe("*", (t) => heard.push(t));
    return { redis, bus, heard };
  }

  it("an event published by one process runs the listeners of every other process within 2 s, and its own once", async () => {
    const channel = `test:cache-bus:${randomUUID()}`;
    const [a, b, c] = [processBus(channel), processBus(channel), processBus(channel)];
    const ready = (r: Redis) => (r.status === "ready" ? null : new Promise((res) => r.once("ready", res)));
    await Promise.all([a, b, c].map((p) => ready(p.redis)));
    // The listening connections subscribe on their own: wait until all three are counted.
    const probe = new Redis(testRedisUrl);
    connections.push(probe);
    await within(5000, async () => {
      const [, count] = (await probe.pubsub("NUMSUB", channel)) as [string, number];
      expect(Number(count)).toBe(3);
    });

    await a.bus.publish("jobs");
    expect(a.heard).toEqual(["jobs"]);
    await within(2000, () => {
      expect(b.heard).toEqual(["jobs"]);
      expect(c.heard).toEqual(["jobs"]);
    });
    await c.bus.publish("news");
    await within(2000, () => {
      expect(a.heard).toEqual(["jobs", "news"]);
      expect(b.heard).toEqual(["jobs", "news"]);
    });
    // Its own message comes back from Redis too, and is not run a second time.
    await new Promise((r) => setTimeout(r, 200));
    expect(c.heard).toEqual(["jobs", "news"]);

    // Something else on the channel is ignored.
    await probe.publish(channel, "not json");
    await probe.publish(channel, JSON.stringify({ topic: "weather", origin: "x" }));
    await new Promise((r) => setTimeout(r, 200));
    expect(b.heard).toEqual(["jobs", "news"]);
  });

  it("a Redis that cannot be reached does not fail the publish: this process clears, and the failure is logged", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "warn" },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const redis = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on("error", () => {});
    connections.push(redis);
    const bus = createCacheBus({ logger, redis, channel: `test:cache-bus:${randomUUID()}` });
    buses.push(bus);
    const heard: ContentTopic[] = [];
    bus.subscribe("jobs", (t) => heard.push(t));
    await expect(bus.publish("jobs")).resolves.toBeUndefined();
    expect(heard).toEqual(["jobs"]);
    expect(lines.join("")).toContain("cache bus: cannot tell the other processes");
  });
});
