import { describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { migrateToLatest, migrateUpTo } from "#server/db/migrate";
import { unmigratedDatabaseForFile } from "#tests/support/test-database";

/**
 * The migration that gives each move the start of the stay it ended (2026-12-25T1400-status-changes-by-time,
 * docs/decisions/0175), on a database with moves already: a first move starts at the arrival, a later one
 * at the move before it, each application's history on its own.
 */
const handle = unmigratedDatabaseForFile();

describe(`the stay-start migration on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("fills stay_started_at from the move before, or the arrival", async () => {
    await migrateUpTo(handle.db, "2026-12-25T1300-screening-questions");
    const db = handle.db as unknown as Kysely<any>;
    const resume = (name: string, createdAt: string) => ({
      ...{ name, email: `${name.toLowerCase()}@example.in`, mobile: "9846778899", phone: "", job_code: 0 },
      ...{ ip_address: "192.0.2.1", browser_info: "test", resume_file_id: null, created_at: createdAt },
      client_ip: "192.0.2.1",
    });
    const ids: number[] = [];
    for (const [name, createdAt] of [
      ["Anu", "2026-11-01T00:00:00.000Z"],
      ["Babu", "2026-11-02T00:00:00.000Z"],
    ] as const)
      ids.push(
        (await db.insertInto("candidates").values(resume(name, createdAt)).returning("id").executeTakeFirstOrThrow())
          .id,
      );
    const [anu, babu] = ids as [number, number];
    const move = (id: number, from: string, to: string, at: string) => ({
      ...{ kind: "resume", application_id: id, at, actor_user_id: null, actor_label: "HR" },
      ...{ from_status: from, to_status: to, note: "" },
    });
    // Interleaved, as moves of two people are.
    await db
      .insertInto("application_status_changes")
      .values([
        move(anu, "new", "screening", "2026-11-03T00:00:00.000Z"),
        move(babu, "new", "screening", "2026-11-04T00:00:00.000Z"),
        move(anu, "screening", "interview", "2026-11-05T00:00:00.000Z"),
        move(anu, "interview", "offer", "2026-11-06T00:00:00.000Z"),
      ])
      .execute();

    await migrateToLatest(handle.db);
    const rows = await db
      .selectFrom("application_status_changes")
      .select(["application_id", "to_status", "stay_started_at"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { application_id: anu, to_status: "screening", stay_started_at: "2026-11-01T00:00:00.000Z" },
      { application_id: babu, to_status: "screening", stay_started_at: "2026-11-02T00:00:00.000Z" },
      { application_id: anu, to_status: "interview", stay_started_at: "2026-11-03T00:00:00.000Z" },
      { application_id: anu, to_status: "offer", stay_started_at: "2026-11-05T00:00:00.000Z" },
    ]);
  });
});
