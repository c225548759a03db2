import { spawn } from "node:child_process";
import { chmodSync, closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { Config } from "../config";

/**
 * Backups and restores of the whole database, stored files (resumes, pictures) included, since they live
 * in it. SQLite: the online backup API, a consistent copy taken while the site serves. PostgreSQL:
 * pg_dump's custom format, a consistent snapshot in one transaction, put back with pg_restore.
 */
type Database = Config["database"];

/** Thrown for what the operator must fix; the command prints its message as one line. */
export class BackupError extends Error {}

/** A backup holds every applicant's personal data: readable and writable by its owner alone. */
export const BACKUP_FILE_MODE = 0o600;

/**
 * Writes a backup to `to`, made owner-only (BACKUP_FILE_MODE) whatever the umask. The copy is written to a
 * new file beside it, made owner-only before any data goes in, and renamed over `to` once complete: a file
 * already at `to` is replaced, never rewritten in place, so its mode (0644 from another tool, say) never
 * applies to the new data, whoever holds the old file open keeps reading the old bytes, and a backup that
 * fails leaves it as it was.
 */
export async function backupDatabase(database: Database, to: string): Promise<void> {
  if (database.kind === "sqlite" && !existsSync(database.file))
    throw new BackupError(`There is no database at ${database.file} to back up.`);
  const partial = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}.partial`);
  try {
    closeSync(openSync(partial, "wx", BACKUP_FILE_MODE));
    chmodSync(partial, BACKUP_FILE_MODE);
  } catch (err) {
    throw new BackupError(`Cannot write a backup beside ${to}: ${(err as Error).message}`);
  }
  try {
    if (database.kind === "postgres") {
      await run("pg_dump", ["--format=custom", "--no-owner", "--file", partial, "--dbname", database.url]);
    } else {
      const source = new SQLite(database.file, { readonly: true, fileMustExist: true });
      try {
        source.pragma("busy_timeout = 5000");
        // After the first step, copy everything in one step: pages changed by the site between steps would
        // make SQLite start over, again and again under steady writes.
        await source.backup(partial, { progress: () => 0x7fffffff });
      } finally {
        source.close();
      }
    }
    renameSync(partial, to);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Refuses a database that holds data unless `force`: a restore replaces everything in it. */
export async function restoreDatabase(database: Database, from: string, force: boolean): Promise<void> {
  const kind = backupKind(from);
  if (kind !== database.kind) {
    throw new BackupError(
      `${from} is ${kind === "unknown" ? "not a backup made by npm run backup" : `a ${kind === "sqlite" ? "SQLite" : "PostgreSQL"} backup`}, but DATABASE_URL names a ${database.kind === "sqlite" ? "SQLite" : "PostgreSQL"} database.`,
    );
  }
  if (!force && (await holdsData(database))) {
    throw new BackupError(
      "The database already holds data: stop the site and give --force to replace it all with the backup.",
    );
  }
  if (database.kind === "postgres") {
    await run("pg_restore", [
      "--no-owner",
      "--single-transaction",
      "--exit-on-error",
      ...(force ? ["--clean", "--if-exists"] : []),
      "--dbname",
      database.url,
      from,
    ]);
    return;
  }
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(database.file, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}

function backupKind(file: string): "sqlite" | "postgres" | "unknown" {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`There is no backup file at ${file}.`);
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return "unknown";
}

async function holdsData(database: Database): Promise<boolean> {
  if (database.kind === "sqlite") {
    if (!existsSync(database.file) || statSync(database.file).size === 0) return false;
    const db = new SQLite(database.file, { readonly: true });
    try {
      const row = db.prepare(
        "select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'",
      );
      return (row.get() as { n: number }).n > 0;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]!.n) > 0;
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client program; its own message (a wrong password, a missing database) is the error. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === "ENOENT" ? `${command} is not installed (apt-get install postgresql-client)` : err.message,
        ),
      ),
    );
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed: ${stderr.trim().split("\n")[0] || `exit code ${code}`}`)),
    );
  });
}
