import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_HASH_COST } from "#server/security/passwords";
import { SESSION_IDLE_MS } from "#server/staff/session-cookie";
import { startServer } from "#server/main";
import { createStaffSessionSweep } from "#server/staff/staff-session-sweep";
import { createStaffUser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/** Expired staff sessions (past their end, or idle too long) are deleted by a task every process runs. */
const server = serverForFile();
const HOUR_MS = 60 * 60 * 1000;

/** A session row of this person, last seen `lastSeenAgoMs` ago and ending `expiresInMs` from now. */
async function session(userId: number, tag: string, times: { lastSeenAgoMs: number; expiresInMs: number }) {
  const t = Date.now();
  await server.db
    .insertInto("staff_sessions")
    .values({
      id_hash: `${tag}-${randomUUID()}`,
      user_id: userId,
      created_at: new Date(t - 2 * HOUR_MS - times.lastSeenAgoMs).toISOString(),
      last_seen_at: new Date(t - times.lastSeenAgoMs).toISOString(),
      expires_at: new Date(t + times.expiresInMs).toISOString(),
      ip: "203.0.113.9",
      user_agent: "Sweep test",
    })
    .execute();
}

const sessionTags = async (userId: number) =>
  (await server.db.selectFrom("staff_sessions").select("id_hash").where("user_id", "=", userId).execute())
    .map((r) => r.id_hash.split("-")[0])
    .sort();

describe(`the staff session sweep on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("deletes sessions past their end or idle too long, and keeps live ones", async () => {
    const { user } = await createStaffUser(server, { role: "hr" });
    await session(user.id, "live", { lastSeenAgoMs: HOUR_MS, expiresInMs: HOUR_MS });
    await session(user.id, "ended", { lastSeenAgoMs: 0, expiresInMs: -1000 });
    await session(user.id, "idle", { lastSeenAgoMs: SESSION_IDLE_MS + 1000, expiresInMs: HOUR_MS });
    const sweep = createStaffSessionSweep({ db: server.db, logger: server.logger });
    expect(await sweep.runOnce()).toBe(2);
    expect(await sessionTags(user.id)).toEqual(["live"]);
    expect(await sweep.runOnce()).toBe(0);
  });

  it("runs in the server: a process started on the database deletes what has expired", async () => {
    const { user } = await createStaffUser(server, { role: "marketing" });
    await session(user.id, "live", { lastSeenAgoMs: 0, expiresInMs: HOUR_MS });
    await session(user.id, "ended", { lastSeenAgoMs: 0, expiresInMs: -1000 });
    const second = await startServer({
      env: {
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: server.config.dataDir,
        LOG_LEVEL: "silent",
        TOKEN_SECRET: "integration-test-secret-0123456789abcdef",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        PASSWORD_HASH_COST: String(MIN_PASSWORD_HASH_COST),
      },
    });
    // Stopping waits for the round that started with the process.
    await second.stop();
    expect(await sessionTags(user.id)).toEqual(["live"]);
  });
});
