/**
 * The interviews section of `npm run bench` (docs/product.md §10.8): 10,000 booked interviews over the
 * coming 100 days (applications from scripts/bench/staff-data.ts, two of twenty interviewers each) in a
 * throw-away database of each engine; the built server started on it; /staff/interviews timed over HTTP as
 * HR ("all", its first page and one 20 pages on) and as an interviewer ("mine"), and one interview's page.
 */
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { interviewPath } from "~/domain/interviews";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import type { Db } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
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
  type Scenario,
  timeInItsOwnProcess,
  WARM_UP,
} from "./staff-timing";

export const INTERVIEW_COUNT = 10_000;
const INTERVIEWERS = 20;
export const HR = "hr.interviews.bench@staff.example";
export const INTERVIEWER = (n: number) => `interviewer.${n}.bench@staff.example`;
export const PAGES_DEEP = 20;

/** The interviews loaded into a fresh database through a connection of its own, closed afterwards. */
export async function loadInterviewsInto(fresh: Parameters<typeof envFor>[0]): Promise<number> {
  const config = loadConfig(envFor(fresh));
  const database = createDatabase(config.database);
  try {
    return (await loadInterviews(database.db, config)).firstInterview;
  } finally {
    await database.close();
  }
}

export type InterviewsEngineResult = { engine: Engine; latencies: Latency[]; loadAverage: number[] };

/** 10,000 booked interviews, 100 a day from tomorrow, each hour of 08:00-18:00 UTC ten at once with distinct pairs. */
export async function loadInterviews(db: Db, config: ReturnType<typeof loadConfig>) {
  await migrateToLatest(db);
  await seedDatabase(db);
  const { people } = await generateStaffData(db, { applications: INTERVIEW_COUNT, messages: 100, subscribers: 100 });
  const services = createServices({ db, config, logger: createLogger("silent") });
  const add = async (email: string, role: "hr" | "interviewer", name: string) => {
    const added = await services.staffAuth.addUser(
      { email, name, role, password: STAFF_TEST_PASSWORD },
      { system: "bench" },
      { ip: null, userAgent: "bench" },
    );
    if (!added.ok) throw new Error(`could not add ${email}: ${added.message}`);
    return added.user.id;
  };
  await add(HR, "hr", "Bench HR");
  const interviewerIds: number[] = [];
  for (let n = 0; n < INTERVIEWERS; n++)
    interviewerIds.push(await add(INTERVIEWER(n), "interviewer", `Interviewer ${n}`));
  const tomorrow = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 8);
  const at = new Date().toISOString();
  const applications = people.filter((p) => p.kind === "application");
  for (let from = 0; from < INTERVIEW_COUNT; from += 500) {
    const batch = Array.from({ length: Math.min(500, INTERVIEW_COUNT - from) }, (_, i) => from + i);
    const rows = batch.map((k) => {
      const start = tomorrow + Math.floor(k / 100) * 86_400_000 + Math.floor((k % 100) / 10) * 3_600_000;
      const target = applications[k % applications.length] ?? people[k % people.length]!;
      return {
        kind: target.kind,
        application_id: target.id,
        state: "booked",
        mode: k % 2 ? "online" : "onsite",
        place: k % 2 ? "https://meet.example/bench" : "Technopark, Trivandrum",
        time_zone: config.timeZone,
        sequence: 0,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 3_600_000).toISOString(),
        created_at: at,
        updated_at: at,
      };
    });
    const ids = (await db.insertInto("interviews").values(rows).returning("id").execute()).map((r) => r.id);
    await db
      .updateTable("interviews")
      .set((eb) => ({ time_id: eb.ref("id") }))
      .where("id", "in", ids)
      .execute();
    await db
      .insertInto("interview_interviewers")
      .values(
        ids.flatMap((id, i) => {
          const k = batch[i]!;
          const pair = (k % 10) * 2;
          return [pair, pair + 1].map((n) => ({
            interview_id: id,
            user_id: interviewerIds[n]!,
            starts_at: rows[i]!.starts_at,
          }));
        }),
      )
      .execute();
  }
  // As generateStaffData does for its tables: autovacuum would analyse these soon after, and without
  // statistics PostgreSQL reads every interview for a page (a bitmap scan and a sort, a hash join).
  if (config.database.kind === "postgres") await sql`analyze interviews, interview_interviewers`.execute(db);
  const first = await db.selectFrom("interviews").select("id").orderBy("id").executeTakeFirstOrThrow();
  return { firstInterview: first.id };
}

export async function laterHref(browser: StaffBrowser, url: string): Promise<string> {
  const html = await (await browser.get(url)).text();
  const href = /href="(\/staff\/interviews\?[^"]*after=[^"]*)"/.exec(html)?.[1];
  if (!href) throw new Error(`${url} shows no link to later interviews`);
  return href.replace(/&amp;/g, "&");
}

const cycled = (url: string) => Array.from({ length: WARM_UP + REQUESTS }, () => url);

export async function benchInterviews(engine: Engine, port: number): Promise<InterviewsEngineResult> {
  const fresh = await createFreshDatabase(engine);
  // BENCH_INTERVIEWS_CPU_PROF=DIR: the server's CPU profile (scripts/bench/cpu-profile-summary.mjs reads it),
  // written when it stops by a SIGTERM.
  const profileDir = process.env.BENCH_INTERVIEWS_CPU_PROF;
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const firstInterview = await loadInterviewsInto(fresh);
    server = await startBenchServer({
      port,
      dataDir: fresh.dataDir,
      env: { DATABASE_URL: fresh.url },
      // Each thread writes its own file (tsx's loader runs in a worker): the largest is the server's.
      nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir, engine)}`] : undefined,
    });
    const hr = new StaffBrowser(server.baseUrl);
    if ((await hr.signIn(HR, STAFF_TEST_PASSWORD)).status !== 302) throw new Error("signing in as HR failed");
    const interviewer = new StaffBrowser(server.baseUrl);
    if ((await interviewer.signIn(INTERVIEWER(0), STAFF_TEST_PASSWORD)).status !== 302)
      throw new Error("signing in as an interviewer failed");
    let later = "/staff/interviews?scope=all";
    for (let i = 0; i < PAGES_DEEP; i++) later = await laterHref(hr, later);
    const hrScenarios: Scenario[] = [
      { name: "All, first page (100 interviews)", urls: cycled("/staff/interviews?scope=all") },
      { name: `All, page ${PAGES_DEEP + 1} (the cursor followed)`, urls: cycled(later) },
      { name: "One interview's page (HR)", urls: cycled(interviewPath(firstInterview)) },
    ];
    const mine: Scenario[] = [{ name: "Mine, an interviewer with 1,000", urls: cycled("/staff/interviews") }];
    const a = await timeInItsOwnProcess(hr, server.child.pid!, hrScenarios);
    const b = await timeInItsOwnProcess(interviewer, server.child.pid!, mine);
    return { engine, latencies: [...a.latencies, ...b.latencies], loadAverage: [...a.loadAverage, ...b.loadAverage] };
  } finally {
    await server?.stop(profileDir ? "SIGTERM" : "SIGKILL");
    await fresh.drop();
  }
}

/** docs/benchmarks.md's interviews section. */
export function interviewsSection(results: InterviewsEngineResult[]): string {
  const rows = latencyRows(results);
  const load = results.flatMap((r) => r.loadAverage);
  const busy = busyMachineNote(load);
  return `## Interviews

${INTERVIEW_COUNT.toLocaleString("en")} booked interviews (two of ${INTERVIEWERS} interviewers each, 100 a day) in a fresh database of each engine; each page asked ${REQUESTS} times after ${WARM_UP} not counted, one after another, by a signed-in person (scripts/bench/interviews.ts); on PostgreSQL the interview tables are analysed after loading, as autovacuum would do soon after. Every query of the list reads one index range from where its page starts (the cursor a row-value bound) and no more. Target: p95 under 50 ms. Load average during the section: ${round(Math.min(...load))}-${round(Math.max(...load))} on ${os.cpus().length} cores.${busy}

| Engine | Page | p50 ms | p95 ms | max ms | n | server CPU ms per page | p95 < 50 ms |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
`;
}
