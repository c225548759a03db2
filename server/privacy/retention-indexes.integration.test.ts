import { CompiledQuery, sql, type KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { deleteUnconfirmedJobAlertsBefore } from "#server/newsletter/job-alerts.repository";
import { demoBookingsDueForRetention, leadsDueForRetention } from "#server/demos/demo-personal-data.repository";
import { serverForFile } from "../../tests/support/test-server";

const server = serverForFile();
const postgres = process.env.TEST_ENGINE === "postgres";

/** Runs `work` through a database that records each statement touching `table`, and answers them. */
async function statementsOn(table: string, work: (db: typeof server.db) => Promise<unknown>) {
  const seen: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const compiled = server.db.getExecutor().compileQuery(node, queryId);
      if (compiled.sql.includes(`"${table}"`)) seen.push(compiled);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await work(server.db.withPlugin(recorder));
  return seen;
}

/** The plan of one statement, not run: on PostgreSQL with sequential scans ruled out (the tables are small). */
async function planOf(query: CompiledQuery): Promise<string> {
  if (postgres)
    return server.db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const rows = await tx.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  const rows = await server.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return rows.rows.map((r) => r.detail).join("\n");
}

describe(`the retention rounds' scans on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const cutoff = "2026-01-01T00:00:00.000Z";

  it("reads unconfirmed job alerts from their partial index, not the whole table", async () => {
    const statements = await statementsOn("job_alerts", (db) => deleteUnconfirmedJobAlertsBefore(db, cutoff));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const plan = await planOf(statement);
      expect(plan, statement.sql).toContain("job_alerts_unconfirmed_idx");
    }
  });

  it("reads demo bookings by the moment their retention counts from, and leads by their last change", async () => {
    const [bookings] = await statementsOn("demo_bookings", (db) => demoBookingsDueForRetention(db, cutoff, 200));
    expect(await planOf(bookings!)).toContain("demo_bookings_retention_idx");
    const [leads] = await statementsOn("demo_leads", (db) => leadsDueForRetention(db, cutoff));
    expect(await planOf(leads!)).toContain("demo_leads_updated_idx");
  });
});
