import { afterAll, expect, it } from "vitest";
import { createDatabase } from "#server/db/connection";
import { seedJobs } from "#server/seed/jobs";
import { startChildServer, type ChildServer } from "#tests/support/child-server";
import { createFreshDatabase, testEngine } from "#tests/support/test-database";

/**
 * Three processes started at the same moment on one brand-new database, as a service manager starting
 * every unit after an upgrade does: each migration runs exactly once (one process applies it, the others
 * find it done), the seed is not doubled, and all three serve.
 */
let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

it(`three processes starting at once on one fresh ${testEngine} database migrate it once`, async () => {
  database = await createFreshDatabase(testEngine);
  const env = { DATABASE_URL: database.url, NODE_ENV: "test", TOKEN_SECRET: "migration-race-secret-0123456789abcdef" };
  const started = await Promise.allSettled([0, 1, 2].map(() => startChildServer({ env, startTimeoutMs: 120_000 })));
  for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
  for (const s of started) if (s.status === "rejected") throw s.reason;

  // Each process logs the migrations it applied: together, every migration once.
  const appliedBy = servers.map((s) => {
    const line = s.startupLog.split("\n").find((l) => l.includes('"database ready"'));
    return (JSON.parse(line!) as { migrations: string[] }).migrations;
  });
  const handle = createDatabase(
    database.url.startsWith("sqlite:")
      ? { kind: "sqlite", file: database.url.slice("sqlite:".length) }
      : { kind: "postgres", url: database.url },
  );
  try {
    const recorded = (
      await handle.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute()
    ).map((r) => (r as { name: string }).name);
    expect(recorded.length).toBeGreaterThan(0);
    expect(appliedBy.flat().sort()).toEqual([...recorded].sort());
    const jobs = await handle.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(seedJobs.length);
  } finally {
    await handle.close();
  }

  for (const server of servers) {
    const res = await fetch(`${server.baseUrl}/careers`);
    expect(res.status).toBe(200);
  }
}, 180_000);
