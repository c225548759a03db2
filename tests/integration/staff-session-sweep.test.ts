import { describe, expect, it } from "vitest";
import { SESSION_IDLE_MS } from "#server/auth/session-cookie";
import { createRetentionTask } from "#server/services/retention";
import { signedInAs } from "../support/staff";
import { serverForFile } from "../support/test-server";

/**
 * Ended staff sessions (idle too long, or past their absolute end) are deleted by the periodic round,
 * since no request touches them again; a live one stays, and its browser stays signed in.
 */
const server = serverForFile();

describe(`deleting ended staff sessions on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("deletes idle and expired sessions in the retention round, and keeps live ones", async () => {
    const idle = await signedInAs(server, "hr");
    const expired = await signedInAs(server, "marketing");
    const live = await signedInAs(server, "admin");
    const sessionsOf = (userId: number) =>
      server.db.selectFrom("staff_sessions").select("id_hash").where("user_id", "=", userId).execute();
    const past = (ms: number) => new Date(Date.now() - ms).toISOString();
    await server.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: past(SESSION_IDLE_MS + 60_000) })
      .where("user_id", "=", idle.user.id)
      .execute();
    await server.db
      .updateTable("staff_sessions")
      .set({ expires_at: past(60_000) })
      .where("user_id", "=", expired.user.id)
      .execute();
    expect(await sessionsOf(idle.user.id)).toHaveLength(1);

    await createRetentionTask({ db: server.db, logger: server.logger, days: server.config.retentionDays }).runOnce();

    expect(await sessionsOf(idle.user.id)).toEqual([]);
    expect(await sessionsOf(expired.user.id)).toEqual([]);
    expect(await sessionsOf(live.user.id)).toHaveLength(1);
    expect((await live.browser.get("/staff")).status).toBe(200);
  });
});
