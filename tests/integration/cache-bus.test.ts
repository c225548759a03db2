import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoToZonedLocal } from "~/domain/news-editor";
import { CONTENT_TOPICS, createCacheBus, type CacheBus, type ContentTopic } from "#server/cache-bus";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import { insertNews } from "#server/news/news.repository";
import { vicePresidents } from "~/content/team";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { freePort, startChildServer, type ChildServer } from "#tests/support/child-server";
import { haveRedisServer, redisForTests, startOwnRedis, stopOwnRedis, testRedisUrl } from "#tests/support/redis";
import { asHtml, createStaffUser, StaffBrowser } from "#tests/support/staff";
import { createFreshDatabase } from "#tests/support/test-database";
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

describe.skipIf(!haveRedis)(`two server processes sharing Redis, on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  const servers: ChildServer[] = [];
  let a: ChildServer, b: ChildServer;
  const accounts: Partial<Record<"hr" | "marketing", { email: string; password: string }>> = {};
  beforeAll(async () => {
    fresh = await createFreshDatabase();
    const env = {
      DATABASE_URL: fresh.url,
      REDIS_URL: testRedisUrl,
      TOKEN_SECRET: "shared-secret-for-both-processes-000000",
      LOG_LEVEL: "warn",
    };
    // One after the other: the first migrates and seeds the shared database.
    for (let i = 0; i < 2; i++) servers.push(await startChildServer({ dataDir: fresh.dataDir, env }));
    [a, b] = servers as [ChildServer, ChildServer];
    // HR and marketing accounts in the shared database, made as the staff command would.
    const config = loadConfig({ DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.url, LOG_LEVEL: "silent" });
    const database = createDatabase(config.database);
    try {
      const services = createServices({ db: database.db, config, logger: silent });
      for (const role of ["hr", "marketing"] as const) accounts[role] = await createStaffUser({ services }, { role });
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await fresh?.drop();
  });

  /** A browser signed in on process A. */
  async function staffOnA(role: "hr" | "marketing") {
    const browser = new StaffBrowser(a.baseUrl);
    expect((await browser.signIn(accounts[role]!.email, accounts[role]!.password)).status).toBe(302);
    return browser;
  }
  const page = (s: ChildServer, path: string) => fetch(s.baseUrl + path).then((r) => r.text());
  /** B's copy of a page is cached, so only an event from A can change it before its minute is up. */
  const cachedOnB = async (path: string) => {
    await page(b, path);
    expect((await fetch(b.baseUrl + path)).headers.get("x-cache"), path).toBe("HIT");
  };

  it(
    "a job HR publishes and closes on one process shows on the other's cached pages within 2 s",
    { timeout: 120_000 },
    async () => {
      const hr = await staffOnA("hr");
      const title = `Two-process Analyst ${randomUUID().slice(0, 8)}`;
      const created = await hr.postForm("/staff/jobs/new", {
        intent: "save",
        title,
        description: "Shown by both processes.",
      });
      expect(created.status).toBe(302);
      const code = Number(/\/staff\/jobs\/(\d+)/.exec(created.headers.get("location")!)![1]);

      await cachedOnB("/careers");
      // B's feeds keep their jobs for a minute (decision 0059): only the event can renew them.
      expect(await page(b, "/careers/jobs.json")).not.toContain(JSON.stringify(title));
      expect(await page(b, "/careers")).not.toContain(asHtml(title));
      expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "publish" })).status).toBe(200);
      await within(2000, async () => expect(await page(b, "/careers")).toContain(asHtml(title)));
      expect(await page(b, "/sitemap.xml")).toContain(`/careers/job/${code}<`);
      expect(await page(b, "/careers/jobs.json")).toContain(JSON.stringify(title));

      await cachedOnB(`/careers/job/${code}`);
      expect(await page(b, `/careers/job/${code}`)).toContain(`Apply: ${asHtml(title)}`);
      expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "close" })).status).toBe(200);
      await within(2000, async () =>
        expect(await page(b, `/careers/job/${code}`)).toContain(`Closed: ${asHtml(title)}`),
      );
      expect(await page(b, "/sitemap.xml")).not.toContain(`/careers/job/${code}<`);
      expect(await page(b, "/careers/jobs.json")).not.toContain(JSON.stringify(title));
    },
  );

  it(
    "a site content change marketing publishes on one process shows on the other's cached pages within 2 s",
    { timeout: 120_000 },
    async () => {
      const marketing = await staffOnA("marketing");
      const suresh = vicePresidents.find((m) => m.name === "Suresh Iyer")!;
      const list = await (await marketing.get("/staff/content")).text();
      const id = Number(/href="\/staff\/content\/(\d+)"[^>]*>Suresh Iyer</.exec(list)![1]);
      const versionOf = async () =>
        Number(/name="version" value="(\d+)"/.exec(await (await marketing.get(`/staff/content/${id}`)).text())![1]);

      await cachedOnB("/company/team");
      const role = `Vice President, Delivery ${randomUUID().slice(0, 6)}`;
      const saved = await marketing.postForm(`/staff/content/${id}`, {
        intent: "save",
        version: String(await versionOf()),
        name: suresh.name,
        role,
        group: "vice-president",
        photo: suresh.photo,
        bio: suresh.bio,
      });
      expect(saved.status).toBe(200);
      // A draft: B's cached page is unchanged.
      expect(await page(b, "/company/team")).not.toContain(role);
      const published = await marketing.postForm(`/staff/content/${id}`, {
        intent: "publish",
        version: String(await versionOf()),
      });
      expect(published.status).toBe(200);
      await within(2000, async () => expect(await page(b, "/company/team")).toContain(asHtml(role)));
    },
  );

  it(
    "a story marketing publishes, unpublishes or schedules on one process shows on the other's cached pages and API within 2 s",
    { timeout: 120_000 },
    async () => {
      const marketing = await staffOnA("marketing");
      const title = `Two-process story ${randomUUID().slice(0, 8)}`;
      const created = await marketing.postMultipart("/staff/news/new", {
        intent: "save",
        title,
        // After every seeded story, so it leads the home widget and GetAllNews/3.
        newsDate: "2099-01-01",
        description: "Shown by both processes.",
      });
      expect(created.status).toBe(302);
      const code = Number(/\/staff\/news\/(\d+)/.exec(created.headers.get("location")!)![1]);

      await cachedOnB("/");
      await cachedOnB("/company/news-list");
      // B's news service keeps its stories for a minute (decision 0051): only the event can renew them.
      expect(await page(b, "/api/News/GetAllNews/3")).not.toContain(JSON.stringify(title));
      const publish = await marketing.postMultipart(`/staff/news/${code}`, {
        intent: "publish",
        title,
        newsDate: "2099-01-01",
        description: "Shown by both processes.",
      });
      expect(publish.status).toBe(200);
      await within(2000, async () => {
        expect(await page(b, "/")).toContain(asHtml(title));
        expect(await page(b, "/company/news-list")).toContain(asHtml(title));
        expect(await page(b, "/api/News/GetAllNews/3")).toContain(JSON.stringify(title));
      });
      expect(await page(b, "/sitemap.xml")).toContain(`/company/news?id=${code}<`);

      await cachedOnB("/");
      expect((await marketing.postForm(`/staff/news/${code}`, { intent: "unpublish" })).status).toBe(200);
      await within(2000, async () => {
        expect(await page(b, "/")).not.toContain(asHtml(title));
        expect(await page(b, "/api/News/GetAllNews/3")).not.toContain(JSON.stringify(title));
        expect((await fetch(`${b.baseUrl}/company/news?id=${code}`)).status).toBe(404);
      });
      expect(await page(b, "/sitemap.xml")).not.toContain(`/company/news?id=${code}<`);

      // Scheduled on A a few seconds ahead: B shows it by itself once its time has come, with no event then.
      const dueAt = Math.ceil((Date.now() + 3000) / 1000) * 1000;
      const schedule = await marketing.postMultipart(`/staff/news/${code}`, {
        intent: "schedule",
        title,
        newsDate: "2099-01-01",
        description: "Shown by both processes.",
        // The servers' company time zone (the default).
        publishAt: isoToZonedLocal(new Date(dueAt).toISOString(), "Asia/Kolkata"),
      });
      expect(schedule.status).toBe(200);
      await cachedOnB("/");
      expect(await page(b, "/")).not.toContain(asHtml(title));
      await new Promise((r) => setTimeout(r, Math.max(0, dueAt - Date.now())));
      await within(2000, async () => {
        expect(await page(b, "/")).toContain(asHtml(title));
        expect(await page(b, "/api/News/GetAllNews/3")).toContain(JSON.stringify(title));
      });
    },
  );
});

// Engine-independent: run in the SQLite pass only.
describe.skipIf(!haveRedisServer() || process.env.TEST_ENGINE === "postgres")(
  "the cache bus when Redis goes away and comes back",
  () => {
    it(
      "publishing goes on meanwhile, and a process that was cut off clears everything once it is back",
      { timeout: 60_000 },
      async () => {
        const port = await freePort();
        let redis = await startOwnRedis(port);
        const url = `redis://127.0.0.1:${port}`;
        const channel = `test:cache-bus:${randomUUID()}`;
        const connections: Redis[] = [];
        const buses: CacheBus[] = [];
        const processBus = () => {
          const connection = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
          connection.on("error", () => {});
          connections.push(connection);
          const bus = createCacheBus({ logger: silent, redis: connection, channel });
          buses.push(bus);
          const heard: ContentTopic[] = [];
          bus.subscribe("*", (t) => heard.push(t));
          return { bus, heard };
        };
        try {
          const [a, b] = [processBus(), processBus()];
          const probe = new Redis(url);
          connections.push(probe);
          await within(5000, async () => {
            const [, count] = (await probe.pubsub("NUMSUB", channel)) as [string, number];
            expect(Number(count)).toBe(2);
          });
          probe.disconnect();

          await stopOwnRedis(redis);
          await expect(a.bus.publish("jobs")).resolves.toBeUndefined();
          expect(a.heard).toEqual(["jobs"]);
          expect(b.heard).toEqual([]);

          redis = await startOwnRedis(port);
          // B may have missed events while cut off: back, it clears every topic's caches once.
          await within(15_000, () => expect([...b.heard].sort()).toEqual([...CONTENT_TOPICS].sort()));
          await within(15_000, async () => {
            await a.bus.publish("news");
            expect(b.heard.filter((t) => t === "news").length).toBeGreaterThan(1);
          });
        } finally {
          await Promise.all(buses.map((bus) => bus.close()));
          for (const c of connections) c.disconnect();
          await stopOwnRedis(redis);
        }
      },
    );
  },
);
