import { spawnSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { audit } from "#server/audit/audit";
import type { Config } from "#server/config";
import { createDatabase } from "#server/db/connection";
import { contactMessage, resumePdf, resumeRequest } from "#tests/support/factories";
import { createFreshDatabase, testEngine } from "#tests/support/test-database";
import { startTestServer, type TestServer } from "#tests/support/test-server";

/**
 * `npm run backup` while submissions arrive, and `npm run restore` into a fresh database. The server's
 * mail worker is told to wait an hour, so the only writes are the submissions (inserts): a backup taken
 * under load then holds exactly some of the source's rows, each unchanged, including every submission
 * acknowledged before it began; and one taken once the load has stopped holds every row.
 */
const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
let server: TestServer;
const fresh: Awaited<ReturnType<typeof createFreshDatabase>>[] = [];

function cli(command: "backup" | "restore", args: string[], databaseUrl: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/db/backup-cli.ts", command, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: work, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 120_000,
  });
}

function configFor(url: string): Config["database"] {
  return url.startsWith("sqlite:") ? { kind: "sqlite", file: url.slice("sqlite:".length) } : { kind: "postgres", url };
}

/** Every table's rows, each as one canonical string, sorted: two databases compare as two objects. */
async function contents(url: string): Promise<Record<string, string[]>> {
  const handle = createDatabase(configFor(url));
  try {
    const tables =
      handle.engine === "sqlite"
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(handle.db)
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
            handle.db,
          );
    const out: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(handle.db);
      out[name] = rows.rows
        .map((r) =>
          JSON.stringify(
            Object.keys(r)
              .sort()
              .map((k) => [k, r[k] instanceof Uint8Array ? Buffer.from(r[k]).toString("hex") : r[k]]),
          ),
        )
        .sort();
    }
    return out;
  } finally {
    await handle.close();
  }
}

async function freshDatabase() {
  const database = await createFreshDatabase(testEngine);
  fresh.push(database);
  return database.url;
}

beforeAll(async () => {
  server = await startTestServer({ env: { MAIL_POLL_INTERVAL_MS: "3600000" } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  for (const database of fresh) await database.drop();
  rmSync(work, { recursive: true, force: true });
});

describe(`npm run backup and npm run restore on ${testEngine}`, () => {
  it("backs up while submissions arrive, and restores a consistent copy into a fresh database", async () => {
    const resume = await server.client().post("/api/Career/PostCandidate", resumeRequest());
    expect(resume.status).toBe(200);

    // Four senders post contact messages until told to stop; each one answered is remembered.
    let sending = true;
    const acknowledged: { subject: string; at: number }[] = [];
    let n = 0;
    const sender = async () => {
      const client = server.client();
      while (sending) {
        const subject = `Backup load ${++n}`;
        const res = await client.post("/api/Message/PostMessage", contactMessage({ Subject: subject }));
        if (res.status === 200) acknowledged.push({ subject, at: performance.now() });
      }
    };
    const senders = Promise.all([sender(), sender(), sender(), sender()]);
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 20));

    const underLoad = path.join(work, "under-load.backup");
    const began = performance.now();
    const backup = cli("backup", ["--to", underLoad], server.databaseUrl);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    // Still arriving after the backup: it was taken while the site served.
    const countAfterBackup = acknowledged.length;
    while (acknowledged.length < countAfterBackup + 5) await new Promise((r) => setTimeout(r, 20));
    sending = false;
    await senders;

    const restoredUnderLoad = await freshDatabase();
    const restore = cli("restore", ["--from", underLoad], restoredUnderLoad);
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    const source = await contents(server.databaseUrl);
    const copy = await contents(restoredUnderLoad);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(source).sort());
    for (const [table, rows] of Object.entries(copy)) {
      const sourceRows = new Set(source[table]);
      expect(
        rows.filter((r) => !sourceRows.has(r)),
        `rows of ${table} not in the source`,
      ).toEqual([]);
    }
    const subjects = copy.contact_messages!.join("\n");
    for (const { subject, at } of acknowledged) if (at < began) expect(subjects).toContain(`"${subject}"`);

    // Once the load has stopped, a backup holds every row, and the resume file's very bytes.
    const quiet = path.join(work, "quiet.backup");
    expect(cli("backup", ["--to", quiet], server.databaseUrl).status).toBe(0);
    const restoredQuiet = await freshDatabase();
    expect(cli("restore", ["--from", quiet], restoredQuiet).status).toBe(0);
    const after = await contents(server.databaseUrl);
    const copied = await contents(restoredQuiet);
    for (const table of Object.keys(after)) {
      expect(copied[table]?.length, `rows in ${table}`).toBe(after[table]!.length);
      expect(copied[table], `rows of ${table}`).toEqual(after[table]);
    }
    const handle = createDatabase(configFor(restoredQuiet));
    try {
      const file = await handle.db.selectFrom("resume_files").select("bytes").executeTakeFirstOrThrow();
      expect(Buffer.from(file.bytes).equals(resumePdf)).toBe(true);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it("refuses to restore over a database that holds data unless given --force", async () => {
    const backupFile = path.join(work, "quiet.backup");
    const target = await freshDatabase();
    expect(cli("restore", ["--from", backupFile], target).status).toBe(0);

    const refused = cli("restore", ["--from", backupFile], target);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "The database already holds data: stop the site and give --force to replace it all with the backup.",
    );
    const forced = cli("restore", ["--from", backupFile, "--force"], target);
    expect(forced.stderr).toBe("");
    expect(forced.status).toBe(0);
    expect(await contents(target)).toEqual(await contents(server.databaseUrl));
  }, 120_000);

  it("says so, and touches nothing, when the file is not a backup of this engine", async () => {
    const notABackup = path.join(work, "notes.txt");
    writeFileSync(notABackup, "not a database");
    const res = cli("restore", ["--from", notABackup], await freshDatabase());
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/notes\.txt is not a backup made by npm run backup, but DATABASE_URL names a/);
    const missing = cli("restore", ["--from", path.join(work, "nowhere.backup")], server.databaseUrl);
    expect(missing.stderr).toMatch(/There is no backup file at .*nowhere\.backup\./);
  }, 60_000);

  it("writes a backup readable by its owner alone, replacing a file others could read rather than writing into it", async () => {
    const target = path.join(work, "nightly.backup");
    expect(cli("backup", ["--to", target], server.databaseUrl).status).toBe(0);
    expect(statSync(target).mode & 0o777).toBe(0o600);

    // Last night's file, opened to others by some other tool, and held open by someone who could read it.
    chmodSync(target, 0o644);
    const lastNight = readFileSync(target);
    const held = openSync(target, "r");
    try {
      // Something new since last night, written straight to the database.
      await audit(server.db, { actor: { system: "test" }, action: AUDIT_ACTIONS.signOut });
      const again = cli("backup", ["--to", target], server.databaseUrl);
      expect(again.stderr).toBe("");
      expect(again.status).toBe(0);
      expect(statSync(target).mode & 0o777).toBe(0o600);
      expect(readFileSync(target).equals(lastNight)).toBe(false);
      // The reader of the old file still reads the old bytes: the new backup never went into that file.
      const kept = Buffer.alloc(fstatSync(held).size);
      readSync(held, kept, 0, kept.length, 0);
      expect(kept.equals(lastNight)).toBe(true);
    } finally {
      closeSync(held);
    }

    // A backup that fails leaves the file there as it was, and nothing beside it.
    const before = readFileSync(target);
    const failed = cli(
      "backup",
      ["--to", target],
      testEngine === "postgres" ? "postgres://nobody@127.0.0.1:1/none" : `sqlite:${work}`,
    );
    expect(failed.status).toBe(1);
    expect(readFileSync(target).equals(before)).toBe(true);
    expect(readdirSync(work).filter((name) => name.endsWith(".partial"))).toEqual([]);
  }, 120_000);
});
