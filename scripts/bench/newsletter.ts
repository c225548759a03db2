/**
 * The newsletter section of `npm run bench` (docs/product.md §10.9, docs/decisions/0140): an issue sent
 * by marketing through the console's form (signed in over HTTP, as the browser without JavaScript posts
 * it) to 100,000 confirmed subscribers, delivered to a local SMTP sink in a process of its own
 * (scripts/bench/counting-smtp-sink.mjs) that counts Message-IDs. Measured: the send queued (every outbox
 * row written) in the form's answer; the delivery rate over a fixed window of the send; the home page's
 * throughput before and during it; the server's RSS each second. Then a 10,000-mail send during which the
 * server is killed with SIGKILL three times and restarted on the same data: each subscriber's copy must
 * arrive exactly once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Insertable } from "kysely";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import type { Database, Db } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { countNewsletterMails } from "#server/newsletter/newsletter-issues.repository";
import { seedDatabase } from "#server/seed";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { STAFF_TEST_PASSWORD, StaffBrowser } from "#tests/support/staff";
import { createFreshDatabase, type Engine } from "#tests/support/test-database";
import { load } from "./autocannon-run.mjs";
import { cpuSeconds } from "./process-cpu.mjs";
import { startBenchServer } from "./server.mjs";
import { envFor } from "./staff-load";

export const NEWSLETTER_SUBSCRIBERS = 100_000;
export const KILL_SUBSCRIBERS = 10_000;
/** Kills per round (`BENCH_NEWSLETTER_KILLS`, 3 by default): when this share of the mails has arrived, evenly from 15 % to 65 %. */
const KILLS = Math.max(1, Number(process.env.BENCH_NEWSLETTER_KILLS ?? 3));
const KILLS_AT = Array.from({ length: KILLS }, (_, i) =>
  KILLS === 1 ? 0.4 : Math.round((0.15 + (i * 0.5) / (KILLS - 1)) * 1000) / 1000,
);
/** The part of the big send that is watched: at 100 mails/s, 100,000 would take 17 minutes. */
const WINDOW_S = Number(process.env.BENCH_NEWSLETTER_WINDOW_S ?? 60);
/** When, within the window, the home page is loaded (10 s of autocannon). */
const LOAD_AT_S = 20;
const LOAD_S = 10;
/**
 * After the window, the send is paused and resumed this many times (`BENCH_NEWSLETTER_PAGE_PAIRS`), the page
 * loaded in each state: alternating windows on the same server, minutes apart at most, so that the machine's
 * other work moves both sides alike.
 */
const PAGE_PAIRS = Math.max(1, Number(process.env.BENCH_NEWSLETTER_PAGE_PAIRS ?? 3));
/** NEWSLETTER_MAILS_PER_SECOND and NEWSLETTER_SMTP_CONNECTIONS for the bench's server. */
const RATE = Number(process.env.BENCH_NEWSLETTER_RATE ?? 300);
const CONNECTIONS = Number(process.env.BENCH_NEWSLETTER_CONNECTIONS ?? 8);
const MARKETING = "marketing.newsletter.bench@staff.example";
const sinkFile = fileURLToPath(new URL("./counting-smtp-sink.mjs", import.meta.url));

type Fresh = Awaited<ReturnType<typeof createFreshDatabase>>;

/**
 * A sink in its own process; `ids` grows with every Message-ID it accepted, repeats included, and `cut`
 * with every message a closing connection cut short (`dot`: its end had arrived, and the sink dropped it).
 */
async function startSink(port: number) {
  const child: ChildProcess = spawn(process.execPath, [sinkFile, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ids: string[] = [];
  const cut: { id: string; dot: boolean }[] = [];
  let rest = "";
  let readyResolve!: () => void;
  const ready = new Promise<void>((resolve) => (readyResolve = resolve));
  child.stdout!.setEncoding("utf8").on("data", (d: string) => {
    const lines = (rest + d).split("\n");
    rest = lines.pop()!;
    for (const line of lines) {
      const cutShort = /^cut (\S+)( dot)?$/.exec(line);
      if (line === "ready") readyResolve();
      else if (cutShort) cut.push({ id: cutShort[1]!, dot: Boolean(cutShort[2]) });
      else ids.push(line);
    }
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await Promise.race([ready, exited.then(() => Promise.reject(new Error("the SMTP sink exited before it was ready")))]);
  return {
    url: `smtp://127.0.0.1:${port}`,
    ids,
    cut,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A migrated, seeded database with `count` confirmed subscribers (written directly, 2,000 a statement) and a marketing account. */
async function prepare(engine: Engine, count: number): Promise<{ fresh: Fresh; seedSeconds: number }> {
  const fresh = await createFreshDatabase(engine);
  const config = loadConfig(envFor(fresh));
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const started = performance.now();
    const at = new Date().toISOString();
    await database.db.transaction().execute(async (tx) => {
      for (let from = 0; from < count; from += 2000) {
        const rows: Insertable<Database["subscriptions"]>[] = [];
        for (let i = from; i < Math.min(count, from + 2000); i++) {
          const email = `reader.${i}@readers.example.com`;
          rows.push({
            email,
            email_key: email,
            ip_address: "203.0.113.7",
            browser_info: "Firefox 140 on Linux",
            confirmed_at: at,
            confirmation_sent_at: at,
            created_at: at,
            client_ip: "203.0.113.7",
          });
        }
        await tx.insertInto("subscriptions").values(rows).execute();
      }
    });
    const seedSeconds = (performance.now() - started) / 1000;
    const services = createServices({ db: database.db, config, logger: createLogger("silent") });
    const added = await services.staffAuth.addUser(
      { email: MARKETING, name: "Bench Marketing", role: "marketing", password: STAFF_TEST_PASSWORD },
      { system: "bench" },
      { ip: null, userAgent: "bench" },
    );
    if (!added.ok) throw new Error(`could not add the marketing account: ${added.message}`);
    return { fresh, seedSeconds };
  } finally {
    await database.close();
  }
}

const serverFor = (port: number, fresh: Fresh, smtpUrl: string) =>
  startBenchServer({
    port,
    dataDir: fresh.dataDir,
    // BENCH_NEWSLETTER_CPU_PROF=DIR: where the server's time goes (scripts/bench/cpu-profile-summary.mjs).
    nodeArgs: process.env.BENCH_NEWSLETTER_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_NEWSLETTER_CPU_PROF}`]
      : [],
    env: {
      DATABASE_URL: fresh.url,
      SMTP_URL: smtpUrl,
      NEWSLETTER_MAILS_PER_SECOND: String(RATE),
      NEWSLETTER_SMTP_CONNECTIONS: String(CONNECTIONS),
    },
  });

/** Signs in as marketing, writes an issue with the console's form; answers a function that presses "Send now". */
async function issueReadyToSend(baseUrl: string) {
  const browser = new StaffBrowser(baseUrl);
  const signedIn = await browser.signIn(MARKETING, STAFF_TEST_PASSWORD);
  if (signedIn.status !== 302) throw new Error(`signing in as marketing failed (${signedIn.status})`);
  const created = await browser.postForm("/staff/newsletter", {
    intent: "save",
    subject: "What is new in core insurance this month",
    body: "Three new releases, a takaful webinar and the claims team's tips.\n\n[Read more](https://example.com/news)",
  });
  const id = Number(/\/staff\/newsletter\/(\d+)$/.exec(created.headers.get("location") ?? "")?.[1]);
  if (created.status !== 302 || !id) throw new Error(`saving the issue failed (${created.status})`);
  return {
    id,
    /** Posts "Send now", confirmed, and answers how long the form took to answer. */
    async send(): Promise<number> {
      const started = performance.now();
      const res = await browser.postForm(`/staff/newsletter/${id}`, { intent: "send", confirm: "yes" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`"Send now" answered ${res.status}`);
      return performance.now() - started;
    },
    /** Posts "Pause" (the worker claims none of the issue's mails any more) or "Resume". */
    async press(intent: "pause" | "resume"): Promise<void> {
      const res = await browser.postForm(`/staff/newsletter/${id}`, { intent });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`"${intent}" answered ${res.status}`);
    },
  };
}

/** The repository's count of an issue's mails by status, with their total. */
async function countIssueMails(db: Db, issueId: number) {
  const counts = await countNewsletterMails(db, issueId);
  return { ...counts, all: counts.pending + counts.sent + counts.failed };
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export type SendResult = {
  engine: Engine;
  subscribers: number;
  seedSeconds: number;
  queueSeconds: number;
  queued: number;
  windowSeconds: number;
  delivered: number;
  quietRate: number;
  loadedRate: number;
  overallRate: number;
  markedSent: number;
  cpuMsPerMail: number;
  before: Awaited<ReturnType<typeof load>>;
  /** The page while sending: the window's load, then one after each resume. */
  during: Awaited<ReturnType<typeof load>>[];
  /** The page with the send paused, alternating with `during`'s later ones. */
  paused: Awaited<ReturnType<typeof load>>[];
  rss: { start: number; max: number; end: number; samples: number[] };
  loadAverage: number[];
};

/** Part 1: 100,000 subscribers, the send queued, then WINDOW_S seconds of it watched. */
export async function benchNewsletterSend(engine: Engine, port: number, sinkPort: number): Promise<SendResult> {
  const { fresh, seedSeconds } = await prepare(engine, NEWSLETTER_SUBSCRIBERS);
  const sink = await startSink(sinkPort);
  const database = createDatabase(loadConfig(envFor(fresh)).database);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    server = await serverFor(port, fresh, sink.url);
    const pid = server.child.pid!;
    const home = `${server.baseUrl}/`;
    const issue = await issueReadyToSend(server.baseUrl);
    await load({ title: "warm-up", url: home, duration: 3, connections: 10 });
    const loadAverage = [os.loadavg()[0]!];
    const before = await load({ title: "Home page before the send", url: home, duration: LOAD_S });
    const rssStart = rssMb(pid);
    const queueMs = await issue.send();
    const t0 = performance.now();
    const cpu0 = cpuSeconds(pid);
    const queued = (await countIssueMails(database.db, issue.id)).all;
    // One sample a second: the time, the mails the sink has, the server's RSS.
    const samples: { t: number; delivered: number; rss: number }[] = [
      { t: 0, delivered: sink.ids.length, rss: rssStart },
    ];
    const timer = setInterval(
      () => samples.push({ t: (performance.now() - t0) / 1000, delivered: sink.ids.length, rss: rssMb(pid) }),
      1000,
    );
    await sleep(Math.max(0, LOAD_AT_S * 1000 - (performance.now() - t0)));
    const loadStart = { t: (performance.now() - t0) / 1000, delivered: sink.ids.length };
    // The server's CPU time per mail while it sent alone: what the machine's other load does not inflate.
    const cpuMsPerMail = Math.round(((cpuSeconds(pid) - cpu0) * 1000 * 100) / Math.max(1, loadStart.delivered)) / 100;
    const duringWindow = await load({ title: "Home page during the send", url: home, duration: LOAD_S });
    const loadEnd = { t: (performance.now() - t0) / 1000, delivered: sink.ids.length };
    loadAverage.push(os.loadavg()[0]!);
    await sleep(Math.max(0, WINDOW_S * 1000 - (performance.now() - t0)));
    clearInterval(timer);
    const end = { t: (performance.now() - t0) / 1000, delivered: sink.ids.length, rss: rssMb(pid) };
    samples.push(end);
    // The page with the send paused and resumed in turn, on the same server: how much of a difference the
    // send makes when the machine's other work moves both sides alike.
    const during = [duringWindow];
    const paused: Awaited<ReturnType<typeof load>>[] = [];
    for (let pair = 1; pair <= PAGE_PAIRS; pair++) {
      await issue.press("pause");
      await sleep(3000);
      paused.push(await load({ title: `Home page, the send paused (${pair})`, url: home, duration: LOAD_S }));
      await issue.press("resume");
      await sleep(3000);
      during.push(await load({ title: `Home page, the send resumed (${pair})`, url: home, duration: LOAD_S }));
    }
    await server.stop("SIGTERM");
    loadAverage.push(os.loadavg()[0]!);
    const counts = await countIssueMails(database.db, issue.id);
    const loadedSeconds = loadEnd.t - loadStart.t;
    const loadedMails = loadEnd.delivered - loadStart.delivered;
    const rss = samples.map((s) => s.rss);
    return {
      engine,
      subscribers: NEWSLETTER_SUBSCRIBERS,
      seedSeconds: round1(seedSeconds),
      queueSeconds: Math.round(queueMs) / 1000,
      queued,
      windowSeconds: round1(end.t),
      delivered: end.delivered,
      quietRate: Math.round((end.delivered - loadedMails) / (end.t - loadedSeconds)),
      loadedRate: Math.round(loadedMails / loadedSeconds),
      overallRate: Math.round(end.delivered / end.t),
      markedSent: counts.sent,
      cpuMsPerMail,
      before,
      during,
      paused,
      rss: { start: rssStart, max: Math.max(...rss), end: end.rss, samples: rss },
      loadAverage: loadAverage.map(round1),
    };
  } finally {
    await server?.stop("SIGKILL");
    await database.close();
    await sink.stop();
    await fresh.drop();
  }
}

export type KillResult = {
  engine: Engine;
  queued: number;
  killedAt: number[];
  received: number;
  distinct: number;
  duplicates: number;
  missing: number;
  /** Messages the kills cut short at the sink, and of those, how many had their dot read (sink-side losses). */
  cut: number;
  cutAfterDot: number;
  seconds: number;
  outbox: { pending: number; sent: number; failed: number };
  loadAverage: number[];
};

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Part 2: 10,000 subscribers; SIGKILL during the send (three times by default), each time restarted on the same data. */
export async function benchNewsletterKills(engine: Engine, port: number, sinkPort: number): Promise<KillResult> {
  const { fresh } = await prepare(engine, KILL_SUBSCRIBERS);
  const sink = await startSink(sinkPort);
  const database = createDatabase(loadConfig(envFor(fresh)).database);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const loadAverage = [os.loadavg()[0]!];
    server = await serverFor(port, fresh, sink.url);
    const issue = await issueReadyToSend(server.baseUrl);
    const started = performance.now();
    await issue.send();
    const queued = (await countIssueMails(database.db, issue.id)).all;
    const killedAt: number[] = [];
    for (const share of KILLS_AT) {
      await until(`${Math.round(share * 100)} % delivered`, () => sink.ids.length >= share * queued, 300_000);
      await server.stop("SIGKILL");
      killedAt.push(sink.ids.length);
      server = await serverFor(port, fresh, sink.url);
      loadAverage.push(os.loadavg()[0]!);
    }
    // Done when every subscriber has a copy and the outbox has nothing left to send (rows a killed process
    // had leased come due again after the newsletter lease, 45 s).
    await until(
      "the send to finish",
      async () => new Set(sink.ids).size >= queued && (await countIssueMails(database.db, issue.id)).pending === 0,
      600_000,
    ).catch(async (err: Error) => {
      // What was left, so that a lost or stuck mail can be told apart.
      const counts = await countIssueMails(database.db, issue.id);
      throw new Error(
        `${err.message} on ${engine}: ${new Set(sink.ids).size} of ${queued} Message-IDs arrived, killed at ${killedAt.join(", ")}, outbox ${JSON.stringify(counts)}`,
      );
    });
    // A late repeat would still be counted.
    await sleep(3000);
    const seconds = (performance.now() - started) / 1000;
    await server.stop("SIGTERM");
    loadAverage.push(os.loadavg()[0]!);
    const distinct = new Set(sink.ids).size;
    const { pending, sent, failed } = await countIssueMails(database.db, issue.id);
    return {
      engine,
      queued,
      killedAt,
      received: sink.ids.length,
      distinct,
      duplicates: sink.ids.length - distinct,
      missing: queued - distinct,
      cut: sink.cut.length,
      cutAfterDot: sink.cut.filter((c) => c.dot).length,
      seconds: round1(seconds),
      outbox: { pending, sent, failed },
      loadAverage: loadAverage.map(round1),
    };
  } finally {
    await server?.stop("SIGKILL");
    await database.close();
    await sink.stop();
    await fresh.drop();
  }
}

const engineName = (e: Engine) => (e === "sqlite" ? "SQLite" : "PostgreSQL");
const verdict = (ok: boolean) => (ok ? "met" : "**not met**");

/** docs/benchmarks.md's newsletter section. */
export function newsletterSection(sends: SendResult[], kills: KillResult[]): string {
  const sendRows = sends.map((r) => {
    const sending = mean(r.during.map((l) => l.requestsPerSec));
    const notSending = mean(r.paused.map((l) => l.requestsPerSec));
    const kept = sending / notSending;
    const list = (runs: { requestsPerSec: number }[]) => runs.map((l) => l.requestsPerSec).join(", ");
    return `| ${engineName(r.engine)} | ${r.queued.toLocaleString("en")} | ${r.queueSeconds} s (${verdict(r.queueSeconds < 30 && r.queued === r.subscribers)}) | ${r.delivered.toLocaleString("en")} in ${r.windowSeconds} s | ${r.quietRate} (${verdict(r.quietRate >= 100)}) | ${r.loadedRate} | ${r.before.requestsPerSec} | ${list(r.during)} | ${list(r.paused)} | ${Math.round(kept * 100)} % (${verdict(kept >= 0.9)}) | ${r.during.reduce((n, l) => n + l.errors, 0)} | ${r.rss.start} / ${r.rss.max} / ${r.rss.end} | ${r.loadAverage.join(", ")} |`;
  });
  const killRows = kills.map(
    (r) =>
      `| ${engineName(r.engine)} | ${r.queued.toLocaleString("en")} | ${r.killedAt.join(", ")} | ${r.received} | ${r.distinct} | ${r.duplicates} (${verdict(r.duplicates === 0)}) | ${r.missing} (${verdict(r.missing === 0)}) | ${r.cut} (${r.cutAfterDot}) | ${r.outbox.sent} / ${r.outbox.pending} / ${r.outbox.failed} | ${r.seconds} s | ${r.loadAverage.join(", ")} |`,
  );
  return `## Newsletter sending

Subscribers are written straight into a fresh database of each engine (confirmed, 2,000 a statement); the built server is started with \`SMTP_URL\` pointing at a local SMTP sink (the \`smtp-server\` package, in a process of its own: scripts/bench/counting-smtp-sink.mjs), \`NEWSLETTER_MAILS_PER_SECOND=${RATE}\` and \`NEWSLETTER_SMTP_CONNECTIONS=${CONNECTIONS}\` (pooled connections). The bench signs in as marketing over HTTP and posts the console's own forms: "Save" a new issue, then "Send now" (scripts/bench/newsletter.ts). The sink prints each message's Message-ID just before its 250 reply and never de-duplicates. Load average (1 min) on ${os.cpus().length} cores is given for each run: other engineers' work shared the machine.

### ${NEWSLETTER_SUBSCRIBERS.toLocaleString("en")} subscribers: queueing, delivery, pages, memory

"Send now" answers once the issue's outbox rows are all written (one \`INSERT … SELECT\` in the transaction that starts the send, docs/decisions/0140); the rows were then counted. Delivering ${NEWSLETTER_SUBSCRIBERS.toLocaleString("en")} mails at 100/s takes about 17 minutes, so the delivery is watched over the first ${WINDOW_S} s of the send only, and the server stopped then. During seconds ${LOAD_AT_S}-${LOAD_AT_S + LOAD_S} of it the home page is loaded with autocannon (50 connections, ${LOAD_S} s), as it was for ${LOAD_S} s just before the send. After the window the send is paused and resumed from the console ${PAGE_PAIRS} times (\`BENCH_NEWSLETTER_PAGE_PAIRS\`), 3 s after each press the page loaded for ${LOAD_S} s: the pages kept is the mean of the sending windows (the window's and each resumed one) over the mean of the paused ones, windows of one server that alternate, so that the machine's other work moves both alike ("before" is a single window before the send, for comparison); "quiet" is the rate outside those seconds, "under load" during them (the worker gives way to visitors: between rounds when the event loop is busy, docs/decisions/0032, and within a newsletter claim by the request rate, docs/decisions/0127). RSS of the server process sampled every second from just before the send.

| Engine | Rows queued | "Send now" answered in (< 30 s) | Delivered in the window | Mails/s quiet (≥ 100) | Mails/s under page load | Home page req/s before | … sending | … paused | Sending / paused (≥ 90 %) | Page errors sending | RSS MB start / max / end | Load average |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${sendRows.join("\n")}

RSS samples (MB, one a second): ${sends.map((r) => `${engineName(r.engine)}: ${r.rss.samples.join(", ")}`).join("; ")}.

### SIGKILL ${KILLS === 3 ? "three" : KILLS} times during a ${KILL_SUBSCRIBERS.toLocaleString("en")}-mail send

The server is killed with SIGKILL when the sink has received ${KILLS_AT.map((s) => `${Math.round(s * 1000) / 10} %`).join(", ")} of the mails, and each time started again at once on the same data; the bench waits until every subscriber's Message-ID has arrived and the issue has no pending row left (a killed process's leased rows come due after the 45 s newsletter lease), then 3 s more for any late repeat; a row per round of ${KILLS} kills (\`BENCH_NEWSLETTER_KILLS\`, 3 by default; \`BENCH_NEWSLETTER_KILL_ROUNDS\` rounds, 3 by default). Each mail is handed off (docs/decisions/0160, 0161, 0163): the dot that ends the message and its sent mark leave the process together, nothing awaited between them (on SQLite the mark commits, with no checkpoint after it, and the dot is written in the same synchronous run; on PostgreSQL the dot is written and the mark right behind it, whole, to the database's socket), so a mail whose dot the sink read is marked, and one whose dot it never read is dropped by the sink and sent again. What is left is the microseconds between those two writes, where a kill repeats a mail on PostgreSQL and loses one on SQLite. "Cut short" counts the messages the kills interrupted at the sink (sent again after the lease); one whose dot the sink had read would be a mail it received and did not count.

| Engine | Mails | Received when killed | Received | Distinct Message-IDs | Duplicates (0) | Missing (0) | Cut short by a kill (their dot read) | Outbox sent / pending / failed | Took | Load average |
|---|---|---|---|---|---|---|---|---|---|---|
${killRows.join("\n")}
`;
}
