import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE } from "#server/security/rate-limit";
import { startChildServer, type ChildServer } from "#tests/support/child-server";
import { startTestServer } from "#tests/support/test-server";
import { redisForTests, testRedisUrl } from "#tests/support/redis";

const haveRedis = await redisForTests();

// Rate limits apply to every POST before anything else, so a path no controller claims still counts.
const post = (baseUrl: string, p: string) =>
  fetch(baseUrl + p, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });

describe("rate limits on POSTs", () => {
  it("answer 429 with a Message past the limit, per address and endpoint", async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_POSTS_PER_MINUTE: "3" } });
    try {
      const p = `/api/limit-check-${randomUUID()}`;
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(server.baseUrl, p)).status);
      expect(statuses.slice(0, 3)).not.toContain(429);
      const limited = await post(server.baseUrl, p);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ Message: RATE_LIMITED_MESSAGE });
      expect(limited.headers.get("retry-after")).toBe("60");
      // Another endpoint has its own budget.
      expect((await post(server.baseUrl, `${p}-other`)).status).not.toBe(429);
      // GETs are never limited.
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  // Engine-independent (the child servers use SQLite): run it in the SQLite pass only.
  describe.skipIf(!haveRedis || process.env.TEST_ENGINE === "postgres")(
    "with REDIS_URL, shared by every server process",
    () => {
      const servers: ChildServer[] = [];
      afterAll(async () => {
        await Promise.all(servers.map((s) => s.stop()));
      });

      it("counts one budget across two processes", async () => {
        for (let i = 0; i < 2; i++) {
          servers.push(
            await startChildServer({
              env: {
                REDIS_URL: testRedisUrl,
                RATE_LIMIT_POSTS_PER_MINUTE: "4",
                SEED: "false",
                TOKEN_SECRET: "shared-secret-for-both-processes-000000",
              },
            }),
          );
        }
        const [a, b] = servers as [ChildServer, ChildServer];
        const p = `/api/limit-check-${randomUUID()}`;
        // Four allowed in all: two on each process...
        for (const s of [a, b, a, b]) expect((await post(s.baseUrl, p)).status).not.toBe(429);
        // ...so the fifth is refused whichever process receives it.
        expect((await post(a.baseUrl, p)).status).toBe(429);
        expect((await post(b.baseUrl, p)).status).toBe(429);
      });
    },
  );
});
