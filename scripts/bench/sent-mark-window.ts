/**
 * How long the window between a newsletter mail's mark and its dot stays open (docs/decisions/0163):
 * `node --import tsx scripts/bench/sent-mark-window.ts [marks]`, `marks` (6,000) times each.
 * - SQLite (mark, then dot): on a WAL database, from the statement's start to the mail's end, with the
 *   server's marks (`syncSentMarks`, no checkpoint in between), and with the same statement left to
 *   checkpoint when its commit reaches the WAL's limit, as a commit does by default. The time bounds the
 *   window (the commit itself is inside it); a SIGKILL landing in it loses that mail.
 * - PostgreSQL (dot, then mark; `pipelinedSentMarks`): from the mail's end to the mark's write on the
 *   database's socket; a SIGKILL landing in it repeats that mail. Skipped when PostgreSQL cannot be reached.
 * Not part of `npm run bench`: figures for the decision record.
 */
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openSqlite } from "#server/db/connection";
import { pipelinedSentMarks, sentMark, syncSentMarks } from "#server/db/sent-marks";
import { createFreshDatabase } from "#tests/support/test-database";

const marks = Number(process.argv[2] ?? 6000);

function outbox(dir: string, name: string) {
  const sqlite = openSqlite(path.join(dir, name));
  sqlite.exec(`create table mail_outbox (id integer primary key, status text not null, sent_at text,
    last_error text, issue_id integer, body text);
    create index mail_outbox_due on mail_outbox (status, sent_at);`);
  const insert = sqlite.prepare("insert into mail_outbox (status, issue_id, body) values ('pending', 1, ?)");
  sqlite.transaction(() => {
    for (let i = 0; i < marks; i++) insert.run("x".repeat(400));
  })();
  return sqlite;
}

function summary(label: string, micros: number[]) {
  if (micros.length === 0) return `${label}: nothing timed`;
  const sorted = [...micros].sort((a, b) => a - b);
  const total = micros.reduce((a, b) => a + b, 0);
  const long = micros.filter((m) => m > 500);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  const share = ((long.reduce((a, b) => a + b, 0) / total) * 100).toFixed(0);
  return `${label}: median ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs, mean ${(total / micros.length).toFixed(1)} µs; ${long.length} over 0.5 ms, ${share} % of the total`;
}

/** PostgreSQL: from `end` to the mark's Query message ('Q') leaving through a socket's write. */
async function postgresGaps(): Promise<number[]> {
  const fresh = await createFreshDatabase("postgres");
  const marksOf = pipelinedSentMarks(fresh.url);
  const gaps: number[] = [];
  const write = net.Socket.prototype.write;
  try {
    const pg = (await import("pg")).default;
    const c = new pg.Client({ connectionString: fresh.url });
    await c.connect();
    await c.query(`create table mail_outbox (id integer primary key, status text not null, sent_at timestamptz,
      last_error text, issue_id integer, body text);
      insert into mail_outbox select g, 'pending', null, null, 1, repeat('x', 400) from generate_series(1, ${marks}) g`);
    await c.end();
    await marksOf.ready();
    let endedAt = 0;
    net.Socket.prototype.write = function (this: net.Socket, ...args: Parameters<net.Socket["write"]>) {
      const chunk = args[0];
      if (endedAt && Buffer.isBuffer(chunk) && chunk[0] === 0x51) {
        gaps.push((performance.now() - endedAt) * 1000);
        endedAt = 0;
      }
      return write.apply(this, args);
    } as net.Socket["write"];
    for (let id = 1; id <= marks; id++) {
      await marksOf.mark(id, new Date().toISOString(), () => (endedAt = performance.now()));
    }
  } finally {
    net.Socket.prototype.write = write;
    await marksOf.close();
    await fresh.drop();
  }
  return gaps;
}

const dir = mkdtempSync(path.join(os.tmpdir(), "sent-mark-window-"));
try {
  // The server's marks: the statement, then the dot, with the automatic checkpoint held off between them.
  const held = outbox(dir, "held.db");
  const sentMarks = syncSentMarks(held);
  const heldTimes: number[] = [];
  for (let id = 1; id <= marks; id++) {
    const started = performance.now();
    await sentMarks.mark(id, new Date().toISOString(), () => heldTimes.push((performance.now() - started) * 1000));
  }
  held.close();

  // The same statement at NORMAL, its commit free to checkpoint before the dot.
  const free = outbox(dir, "free.db");
  free.pragma("synchronous = normal");
  const update = free.prepare(sentMark("?", "?"));
  const freeTimes: number[] = [];
  for (let id = 1; id <= marks; id++) {
    const started = performance.now();
    update.run(new Date().toISOString(), id);
    freeTimes.push((performance.now() - started) * 1000);
  }
  free.close();

  console.log(`${marks} marks each, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(summary("checkpoint held off (the server's marks)", heldTimes));
  console.log(summary("checkpoint free (a commit's default)", freeTimes));
  const gaps = await postgresGaps().catch((err: Error) => {
    console.log(`PostgreSQL skipped: ${err.message}`);
    return null;
  });
  if (gaps) console.log(summary("PostgreSQL, the dot to the mark's write", gaps));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
