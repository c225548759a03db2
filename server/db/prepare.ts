import { sql } from "kysely";
import type { Db } from "./database";
import { migrateToLatest } from "./migrate";

/** Writes the reference data after the migrations (server/seed/), or nothing when seeding is off. */
export type Seeder = ((db: Db) => Promise<void>) | null;

/** Any fixed number of our own: PostgreSQL's advisory locks are named by a 64-bit key per database. */
const PREPARE_LOCK_KEY = 7_302_114_151n;
/** How long a process waits for another one's migrations on SQLite before it gives up. */
const SQLITE_WAIT_MS = 120_000;

/**
 * Migrations, then the seed, by one process at a time: several processes started at once on one
 * database (a rolling upgrade, a service manager starting every unit) must not run a migration twice or
 * seed the same row twice. The first to get the lock does the work; the others then find nothing to do.
 * PostgreSQL: a session advisory lock held on one connection for the whole of it (freed if the process
 * dies). SQLite: one transaction, retried when another process got the write lock first (see below).
 */
export async function prepareDatabase(db: Db, engine: "sqlite" | "postgres", seed: Seeder): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    if (engine === "postgres") {
      await sql`select pg_advisory_lock(${sql.lit(PREPARE_LOCK_KEY)})`.execute(conn);
      try {
        return await migrateAndSeed(conn, seed);
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(PREPARE_LOCK_KEY)})`.execute(conn);
      }
    }
    return sqliteTransactionRetried(conn, () => migrateAndSeed(conn, seed));
  });
}

async function migrateAndSeed(db: Db, seed: Seeder): Promise<string[]> {
  const applied = await migrateToLatest(db);
  if (seed) await seed(db);
  return applied;
}

/**
 * Runs `work` in a deferred transaction, again from the start when SQLite says another process holds or
 * changed the database (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT). Deferred, a start on a database that needs
 * nothing only reads, and is not kept waiting behind a busy site's writes for the write lock it would
 * never use; one that writes gets the lock only if nothing changed since it read, so two processes
 * cannot both apply a migration or insert the same seed row.
 */
async function sqliteTransactionRetried<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SQLITE_WAIT_MS;
  for (;;) {
    await sql`begin`.execute(db);
    try {
      const result = await work();
      await sql`commit`.execute(db);
      return result;
    } catch (error) {
      await sql`rollback`.execute(db).catch(() => {});
      const busy = String((error as { code?: unknown }).code).startsWith("SQLITE_BUSY");
      if (!busy || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}
