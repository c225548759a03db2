/**
 * The board section of `npm run bench` (docs/product.md §10.4.1, docs/decisions/0171): one job with 500
 * cards (400 wizard applications and 100 resumes, spread over every status, moved at different days) among
 * 5,000 generated submissions (scripts/bench/staff-data.ts), in a throw-away database of each engine; the
 * built server started on it; HR's /staff/jobs/{code}/board timed over HTTP, and the board's one statement
 * explained on each engine.
 */
import os from "node:os";
import { CompiledQuery, sql } from "kysely";
import { APPLICATION_STATUSES } from "~/domain/application-pipeline";
import { boardPath } from "~/domain/staff/pipeline-board";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import type { Db } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { boardCardsQuery } from "#server/hiring/pipeline-board.repository";
import { seedDatabase } from "#server/seed";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { STAFF_TEST_PASSWORD, StaffBrowser } from "#tests/support/staff";
import { createFreshDatabase, type Engine } from "#tests/support/test-database";
import { startBenchServer } from "./server.mjs";
import { generateStaffData } from "./staff-data";
import { envFor } from "./staff-load";
import {
  busyMachineNote,
  type Latency,
  latencyRows,
  REQUESTS,
  round,
  timeInItsOwnProcess,
  WARM_UP,
} from "./staff-timing";

export const BOARD_CARDS = { applications: 400, resumes: 100 };
const BACKGROUND = 5_000;
const HR = "hr.board.bench@staff.example";
const DAY_MS = 86_400_000;

export type BoardEngineResult = { engine: Engine; latencies: Latency[]; loadAverage: number[]; plan: string };

/** The board's job: a new one holding 400 applications and 100 resumes taken from the generated ones. */
export async function loadBoard(db: Db, config: ReturnType<typeof loadConfig>): Promise<number> {
  await migrateToLatest(db);
  await seedDatabase(db);
  await generateStaffData(db, { applications: BACKGROUND, messages: 100, subscribers: 100 });
  const services = createServices({ db, config, logger: createLogger("silent") });
  const added = await services.staffAuth.addUser(
    { email: HR, name: "Bench HR", role: "hr", password: STAFF_TEST_PASSWORD },
    { system: "bench" },
    { ip: null, userAgent: "bench" },
  );
  if (!added.ok) throw new Error(`could not add ${HR}: ${added.message}`);
  const template = await db.selectFrom("jobs").selectAll().orderBy("code").executeTakeFirstOrThrow();
  const { code: _code, ...copy } = template;
  const job = await db
    .insertInto("jobs")
    .values({ ...copy, title: "Board bench job" })
    .returning("code")
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (const [table, count] of [
    ["job_applications", BOARD_CARDS.applications],
    ["candidates", BOARD_CARDS.resumes],
  ] as const) {
    const ids = (await db.selectFrom(table).select("id").orderBy("id").limit(count).execute()).map((r) => r.id);
    if (ids.length !== count) throw new Error(`${table} holds ${ids.length} rows, not ${count}`);
    // Every status, and days in the stage from 0 to 59, so every column and every text of the card is drawn.
    for (const [i, id] of ids.entries())
      await db
        .updateTable(table)
        .set({
          job_code: job.code,
          status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!,
          status_changed_at: new Date(now - (i % 60) * DAY_MS).toISOString(),
        })
        .where("id", "=", id)
        .execute();
  }
  if (config.database.kind === "postgres") await sql`analyze job_applications, candidates`.execute(db);
  return job.code;
}

/** The plan of the board's statement, as the engine reads it. */
async function explainBoard(db: Db, kind: "sqlite" | "postgres", jobCode: number): Promise<string> {
  const query = boardCardsQuery(db, jobCode, 1001).compile();
  const prefix = kind === "sqlite" ? "explain query plan " : "explain ";
  const rows = (await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]))).rows as Record<
    string,
    unknown
  >[];
  return rows.map((r) => String(kind === "sqlite" ? r.detail : r["QUERY PLAN"])).join("\n");
}

export async function benchBoard(engine: Engine, port: number): Promise<BoardEngineResult> {
  const fresh = await createFreshDatabase(engine);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const config = loadConfig(envFor(fresh));
    const database = createDatabase(config.database);
    let jobCode: number;
    let plan: string;
    try {
      jobCode = await loadBoard(database.db, config);
      plan = await explainBoard(database.db, config.database.kind, jobCode);
    } finally {
      await database.close();
    }
    server = await startBenchServer({ port, dataDir: fresh.dataDir, env: { DATABASE_URL: fresh.url } });
    const hr = new StaffBrowser(server.baseUrl);
    if ((await hr.signIn(HR, STAFF_TEST_PASSWORD)).status !== 302) throw new Error("signing in as HR failed");
    const page = await (await hr.get(boardPath(jobCode))).text();
    const cards = page.match(/data-card="/g)?.length ?? 0;
    if (cards !== BOARD_CARDS.applications + BOARD_CARDS.resumes) throw new Error(`the board drew ${cards} cards`);
    const urls = Array.from({ length: WARM_UP + REQUESTS }, () => boardPath(jobCode));
    const timed = await timeInItsOwnProcess(hr, server.child.pid!, [{ name: "One job's board, 500 cards", urls }]);
    return { engine, ...timed, plan };
  } finally {
    await server?.stop("SIGKILL");
    await fresh.drop();
  }
}

/** docs/benchmarks.md's board section. */
export function boardSection(results: BoardEngineResult[]): string {
  const rows = latencyRows(results);
  const load = results.flatMap((r) => r.loadAverage);
  const busy = busyMachineNote(load);
  const plans = results
    .map((r) => `${r.engine === "sqlite" ? "SQLite" : "PostgreSQL"}:\n\n\`\`\`\n${r.plan}\n\`\`\``)
    .join("\n\n");
  return `## Pipeline board

One job with ${BOARD_CARDS.applications + BOARD_CARDS.resumes} cards (${BOARD_CARDS.applications} applications and ${BOARD_CARDS.resumes} resumes over every status) among ${BACKGROUND.toLocaleString("en")} generated submissions, in a fresh database of each engine; HR's board asked ${REQUESTS} times after ${WARM_UP} not counted, one after another (scripts/bench/board.ts). The cards are one statement; its plans follow the table. Target: p95 under 50 ms. Load average during the section: ${round(Math.min(...load))}-${round(Math.max(...load))} on ${os.cpus().length} cores.${busy}

| Engine | Page | p50 ms | p95 ms | max ms | n | server CPU ms per page | p95 < 50 ms |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

${plans}
`;
}
