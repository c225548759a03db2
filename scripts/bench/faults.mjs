// Faults survived (docs/decisions/0031): Redis stopped for a while under steady traffic, and
// PostgreSQL made unreachable (a TCP relay closed) while submissions arrive. The figures are per phase:
// before the fault, during it, after it.
import { Redis } from "ioredis";
import pg from "pg";
import { freePort } from "#tests/support/child-server";
import { haveRedisServer, startOwnRedis, stopOwnRedis } from "#tests/support/redis";
import { relayDatabase } from "#tests/support/tcp-relay";
import { createFreshDatabase } from "#tests/support/test-database";
import { fetchXsrf, jsonPostHeaders } from "#tests/support/xsrf";
import { contactMessage } from "./payloads.mjs";
import { startBenchServer } from "./server.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const PHASES = ["before", "during", "after"];
export const PAGES = ["/", "/product/gi", "/careers", "/company/about-us"];

/** The phase a request started in, from the moments the fault began and ended (null: not yet). */
const phaseOf = (t, fault) =>
  fault.start === null || t < fault.start ? "before" : fault.end === null || t < fault.end ? "during" : "after";

/** Runs `workers` loops of `step(i)` until `stopAt`. */
const loops = (workers, stopAt, step) =>
  Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; Date.now() < stopAt; i++) await step(`${w}-${i}`);
    }),
  );

export const POSTS_PER_MINUTE = 20;

/**
 * A Redis of its own, the server counting POSTs in it (RATE_LIMIT_POSTS_PER_MINUTE), page GETs and
 * contact-message POSTs from a few clients for `before + outage + after` seconds, Redis killed for
 * `outage` seconds in the middle and started again (empty, as a Redis without persistence comes back).
 */
export async function redisOutage({ port, before = 10, outage = 10, after = 10, pageClients = 3, postClients = 3 }) {
  if (!haveRedisServer()) throw new Error("redis-server is not installed: the faults section needs it");
  const redisPort = await freePort();
  let redis = await startOwnRedis(redisPort);
  const server = await startBenchServer({
    port,
    env: { REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_POSTS_PER_MINUTE: String(POSTS_PER_MINUTE) },
  });
  const headers = jsonPostHeaders(await fetchXsrf(server.baseUrl));
  const stats = Object.fromEntries(
    PHASES.map((p) => [p, { pages: 0, pagesFailed: 0, pageMaxMs: 0, posts: 0, accepted: 0, refused: {} }]),
  );
  const fault = { start: null, end: null };
  const stopAt = Date.now() + (before + outage + after) * 1000;
  let n = 0;

  const pageLoad = loops(pageClients, stopAt, async () => {
    const t = Date.now();
    const page = PAGES[n++ % PAGES.length];
    let failed = false;
    try {
      const res = await fetch(server.baseUrl + page, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      failed = res.status >= 500;
    } catch {
      failed = true;
    }
    const s = stats[phaseOf(t, fault)];
    s.pages++;
    if (failed) s.pagesFailed++;
    s.pageMaxMs = Math.max(s.pageMaxMs, Date.now() - t);
  });

  // Each posting client sends one contact message a second: three times the limit in a minute.
  const postLoad = loops(postClients, stopAt, async (id) => {
    const t = Date.now();
    let status;
    try {
      const res = await fetch(`${server.baseUrl}/api/Message/PostMessage`, {
        method: "POST",
        headers,
        body: JSON.stringify(contactMessage(`redis-${id}`)),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      status = String(res.status);
    } catch {
      status = "no answer";
    }
    const s = stats[phaseOf(t, fault)];
    s.posts++;
    if (status.startsWith("2")) s.accepted++;
    else s.refused[status] = (s.refused[status] ?? 0) + 1;
    await sleep(Math.max(0, 1000 - (Date.now() - t)));
  });

  const faultRun = (async () => {
    await sleep(before * 1000);
    fault.start = Date.now();
    await stopOwnRedis(redis);
    await sleep(outage * 1000);
    redis = await startOwnRedis(redisPort);
    fault.end = Date.now();
    // Redis came back empty: the first count the limiter writes there shows it counts in Redis again.
    const probe = new Redis({ port: redisPort, maxRetriesPerRequest: 1 });
    probe.on("error", () => {});
    try {
      while (Date.now() < stopAt + 10_000) {
        if ((await probe.keys("rl:posts*")).length > 0) return (Date.now() - fault.end) / 1000;
        await sleep(50);
      }
      return null;
    } finally {
      probe.disconnect();
    }
  })();

  const [backInRedisAfterS] = await Promise.all([faultRun, pageLoad, postLoad]);
  await server.stop();
  await stopOwnRedis(redis);
  return { before, outage, after, pageClients, postClients, stats, backInRedisAfterS };
}

/**
 * A fresh PostgreSQL database reached through a TCP relay, contact-message POSTs from a few clients for
 * `before + outage + after` seconds, the relay closed for `outage` seconds in the middle.
 */
export async function postgresRestart({ port, before = 10, outage = 10, after = 10, clients = 4 }) {
  const database = await createFreshDatabase("postgres");
  const { relay, url } = await relayDatabase(database.url, await freePort());
  let server;
  try {
    server = await startBenchServer({ port, env: { DATABASE_URL: url } });
    const headers = jsonPostHeaders(await fetchXsrf(server.baseUrl));
    const acknowledged = new Set();
    const tally = Object.fromEntries(
      PHASES.map((p) => [p, { sent: 0, acknowledged: 0, unavailable: 0, unavailableWithRetryAfter: 0, other: {} }]),
    );
    const ready = { ok: 0, notReady: 0, other: 0 };
    const fault = { start: null, end: null };
    let firstAckAfter = null;
    const stopAt = Date.now() + (before + outage + after) * 1000;

    const posts = loops(clients, stopAt, async (id) => {
      const t = Date.now();
      const body = contactMessage(`pg-${id}`);
      const s = tally[phaseOf(t, fault)];
      s.sent++;
      try {
        const res = await fetch(`${server.baseUrl}/api/Message/PostMessage`, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer();
        if (res.ok) {
          s.acknowledged++;
          acknowledged.add(body.Email);
          if (fault.end !== null && firstAckAfter === null) firstAckAfter = Date.now();
        } else if (res.status === 503) {
          s.unavailable++;
          if (Number(res.headers.get("retry-after")) > 0) s.unavailableWithRetryAfter++;
        } else s.other[res.status] = (s.other[res.status] ?? 0) + 1;
      } catch {
        s.other["no answer"] = (s.other["no answer"] ?? 0) + 1;
      }
      // A client that was refused waits a little before the next try, as a person would.
      await sleep(100);
    });

    const readiness = (async () => {
      while (Date.now() < stopAt) {
        const during = phaseOf(Date.now(), fault) === "during";
        if (during) {
          try {
            const res = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) });
            await res.arrayBuffer();
            if (res.status === 200) ready.ok++;
            else if (res.status === 503) ready.notReady++;
            else ready.other++;
          } catch {
            ready.other++;
          }
        }
        await sleep(500);
      }
    })();

    const faultRun = (async () => {
      await sleep(before * 1000);
      fault.start = Date.now();
      await relay.close();
      await sleep(outage * 1000);
      await relay.open();
      fault.end = Date.now();
    })();

    await Promise.all([posts, readiness, faultRun]);
    await server.stop();
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const stored = new Set((await db.query("select email from contact_messages")).rows.map((r) => r.email));
    await db.end();
    return {
      before,
      outage,
      after,
      clients,
      phases: tally,
      acknowledged: acknowledged.size,
      ready,
      stored: stored.size,
      lost: [...acknowledged].filter((e) => !stored.has(e)).length,
      recoveredAfterS: firstAckAfter === null ? null : (firstAckAfter - fault.end) / 1000,
    };
  } finally {
    await server?.stop();
    await relay.close();
    await database.drop();
  }
}
