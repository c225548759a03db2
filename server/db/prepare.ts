import { sql } from "kysely";
import type { Db } from "./database";
import { migrateToLatest } from "./migrate";
import { seedDatabase } from "./seed";

/** Any fixed number of our own: PostgreSQL's advisory locks are named by a 64-bit key per database. */
const PREPARE_LOCK_KEY = 7_302_114_151n;
/** How long a process waits for another one's migrations on SQLite before it gives up. */
const SQLITE_WAIT_MS = 120_000;

/**
 * Migrations, then the seed, by one process at a time: several processes started at once on one
 * database (a rolling upgrade, a service manager starting every unit) must not run a migration twice or
 * seed the same row twice. The first to get the lock does the work; the others then find nothing to do.
 * PostgreSQL: a session advisory lock held on one connection for the whole of it (freed if the process
 * dies). SQLite: one BEGIN IMMEDIATE transaction, so the database's own write lock keeps the others out.
 */
export async function prepareDatabase(db: Db, engine: "sqlite" | "postgres", seed: boolean): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    if (engine === "postgres") {
      await sql`select pg_advisory_lock(${sql.lit(PREPARE_LOCK_KEY)})`.execute(conn);
      try {
        return await migrateAndSeed(conn, seed);
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(PREPARE_LOCK_KEY)})`.execute(conn);
      }
    }
    await beginImmediate(conn);
    try {
      const applied = await migrateAndSeed(conn, seed);
      await sql`commit`.execute(conn);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => {});
      throw error;
    }
  });
}

async function migrateAndSeed(db: Db, seed: boolean): Promise<string[]> {
  const applied = await migrateToLatest(db);
  if (seed) await seedDatabase(db);
  return applied;
}

/** busy_timeout gives up after 5 s; another process's migrations on a loaded machine may take longer. */
async function beginImmediate(db: Db): Promise<void> {
  const deadline = Date.now() + SQLITE_WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(db);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_BUSY" || Date.now() > deadline) throw error;
    }
  }
}
