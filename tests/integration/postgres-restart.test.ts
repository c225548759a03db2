import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#server/http/json-errors";
import { freePort } from "../support/child-server";
import { createFreshDatabase } from "../support/test-database";
import { relayDatabase, type Relay } from "../support/tcp-relay";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * PostgreSQL going away while submissions arrive, and coming back: the server reaches its database
 * through a TCP relay that the test closes (every connection dropped, new ones refused, as during a
 * restart) and opens again, so the shared PostgreSQL is never touched. Submissions meanwhile get a 503
 * with a clear message and Retry-After, /readyz says not ready, nothing acknowledged is lost, and the
 * server recovers by itself.
 */
describe.skipIf(process.env.TEST_ENGINE !== "postgres")("PostgreSQL restarted while submissions arrive", () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let relay: Relay;
  let server: TestServer;
  beforeAll(async () => {
    database = await createFreshDatabase("postgres");
    const relayed = await relayDatabase(database.url, await freePort());
    relay = relayed.relay;
    server = await startTestServer({ engine: "postgres", env: { DATABASE_URL: relayed.url } });
  }, 60_000);
  afterAll(async () => {
    await relay?.open();
    await server?.close();
    await relay?.close();
    await database?.drop();
  });

  const message = (n: number) => ({
    Name: "Fatima Al Mansoori",
    Email: "fatima@gulf-takaful.example.ae",
    Mobile: "9847001122",
    Subject: `Outage check ${n}`,
    Message: "Sent while the database restarts, to see what is kept.",
  });

  it("answers 503 with Retry-After meanwhile, loses nothing acknowledged, and recovers without a restart", async () => {
    const client = server.client();
    const acknowledged: string[] = [];
    let n = 0;
    const send = async () => {
      const res = await client.post("/api/Message/PostMessage", message(++n));
      if (res.status === 200) acknowledged.push(`Outage check ${n}`);
      return res;
    };
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);

    await relay.close();
    for (let i = 0; i < 3; i++) {
      const res = await send();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ Message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    await relay.open();
    await expect.poll(async () => (await send()).status, { timeout: 15_000, interval: 300 }).toBe(200);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const stored = await server.db.selectFrom("contact_messages").select("subject").execute();
    expect(stored.map((r) => r.subject).sort()).toEqual(expect.arrayContaining(acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
  }, 60_000);
});
