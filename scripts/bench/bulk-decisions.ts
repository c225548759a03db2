/**
 * The bulk-decisions section of `npm run bench` (docs/product.md §10.3, §10.13): 200 applications rejected
 * in one bulk move from the inbox with "Tell the applicant", on each engine: 200 transactions, each with
 * its status change, audit row, status link and mail written to the outbox. Timed as HR's one form post
 * to the built server, answer read.
 */
import os from "node:os";
import { bulkPickValue } from "~/domain/staff/bulk-move";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { seedDatabase } from "#server/seed";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { ApiClient } from "#tests/support/api-client";
import { jobApplication } from "#tests/support/factories";
import { STAFF_TEST_PASSWORD, StaffBrowser } from "#tests/support/staff";
import { createFreshDatabase, type Engine } from "#tests/support/test-database";
import { cpuSeconds } from "./process-cpu.mjs";
import { startBenchServer } from "./server.mjs";
import { envFor, HR_EMAIL } from "./staff-load";

export const BULK_DECISIONS = 200;
/** The target: 200 rejections with their mails in under 2 s. */
const TARGET_SECONDS = 2;
const ROUNDS = 3;

export type BulkDecisionsResult = {
  engine: Engine;
  seconds: number[];
  /** The server process's CPU seconds (user + system) during each round: what the load does not inflate. */
  cpu: number[];
  mails: number;
  loadAverage: number;
};

/** Migrates, seeds and adds the HR account before the server starts, as `npm run staff` would. */
async function prepare(fresh: { url: string; dataDir: string }) {
  const config = loadConfig(envFor(fresh));
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const services = createServices({ db: database.db, config, logger: createLogger("silent") });
    const added = await services.staffAuth.addUser(
      { email: HR_EMAIL, name: "Bench HR", role: "hr", password: STAFF_TEST_PASSWORD },
      { system: "bench" },
      { ip: null, userAgent: "bench" },
    );
    if (!added.ok) throw new Error(`could not add the HR account: ${added.message}`);
    const job = await database.db.selectFrom("jobs").select("code").orderBy("code").executeTakeFirstOrThrow();
    return job.code;
  } finally {
    await database.close();
  }
}

/** One engine: ROUNDS rounds of 200 new applications, each round rejected in one bulk move with mails. */
export async function benchBulkDecisions(engine: Engine, port: number): Promise<BulkDecisionsResult> {
  const fresh = await createFreshDatabase(engine);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const jobCode = await prepare(fresh);
    server = await startBenchServer({
      port,
      dataDir: fresh.dataDir,
      env: { DATABASE_URL: fresh.url, RATE_LIMIT_POSTS_PER_MINUTE: "0" },
    });
    const api = new ApiClient(server.baseUrl);
    const browser = new StaffBrowser(server.baseUrl);
    if ((await browser.signIn(HR_EMAIL, STAFF_TEST_PASSWORD)).status !== 302) throw new Error("HR could not sign in");
    const seconds: number[] = [];
    const cpu: number[] = [];
    const pid = server.child.pid!;
    let sent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const picks: [string, string][] = [];
      for (let i = 0; i < BULK_DECISIONS; i++) {
        const email = `bulk-${round}-${i}@bench.example`;
        const res = await api.post(
          "/api/Career/PostJobApplication",
          jobApplication(jobCode, { personal: { Email: email, Name: `Bench Applicant ${round}-${i}` } }),
        );
        if (res.status !== 200) throw new Error(`an application answered ${res.status}`);
        picks.push(["pick", bulkPickValue("application", Number(String(res.body.Reference).slice(2)), "new")]);
      }
      const cpuBefore = cpuSeconds(pid);
      const started = performance.now();
      const res = await browser.postForm("/staff/applications", [
        ["intent", "bulk-move"],
        ["to", "rejected"],
        ["tell", "yes"],
        ...picks,
      ]);
      const html = await res.text();
      seconds.push((performance.now() - started) / 1000);
      cpu.push(cpuSeconds(pid) - cpuBefore);
      const done = `${BULK_DECISIONS} moved, ${BULK_DECISIONS} told by mail.`;
      if (res.status !== 200 || !html.includes(done))
        throw new Error(`the bulk move answered ${res.status} without "${done}"`);
      sent += BULK_DECISIONS;
    }
    return { engine, seconds, cpu, mails: sent, loadAverage: os.loadavg()[0]! };
  } finally {
    await server?.stop();
    await fresh.drop();
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** docs/benchmarks.md's section. */
export function bulkDecisionsSection(results: BulkDecisionsResult[]): string {
  const rows = results.map((r) => {
    const best = Math.min(...r.seconds);
    const worst = Math.max(...r.seconds);
    return `| ${r.engine === "sqlite" ? "SQLite" : "PostgreSQL"} | ${r.seconds.map(round2).join(", ")} | ${r.cpu.map(round2).join(", ")} | ${round2(worst)} | ${worst < TARGET_SECONDS ? "met" : "**not met**"} (best ${round2(best)} s) | ${r.loadAverage.toFixed(1)} |`;
  });
  return `## Bulk decisions: ${BULK_DECISIONS} rejections with mails (scripts/bench/bulk-decisions.ts)

The built server on a fresh database of each engine; HR signed in posts the inbox's bulk move of ${BULK_DECISIONS}
new applications to Rejected with "Tell the applicant" (docs/product.md §10.3, §10.13): each application in its own
transaction with its status change, audit row, new status link and mail to the outbox, then the page answered and
read. ${ROUNDS} rounds of fresh applications; wall seconds per round, and the Node.js server process's CPU
seconds in it (PostgreSQL's own processes not counted), which the machine's other load does not inflate.

| Engine | Seconds per round | Server CPU s per round | Slowest | Target < ${TARGET_SECONDS} s | Load average (1 min) after |
|---|---|---|---|---|---|
${rows.join("\n")}
`;
}
