import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
} from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database, Db } from "./database";

/**
 * Kysely's SQLite driver begins transactions with a plain BEGIN (deferred), which can fail with
 * SQLITE_BUSY when a read is later upgraded to a write. Writers here take the lock up front.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly options: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(options);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.options);
  }
}

export function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // First, so that switching to WAL waits for another process opening the same new file at once.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before the request is acknowledged, so it survives power loss. Mails' sent
  // marks alone commit at NORMAL (server/db/commit-without-fsync.ts, docs/decisions/0124).
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

/**
 * Kysely prepares every query afresh; on SQLite, preparing costs as much as running a small insert. The
 * site runs a few dozen distinct statements, so each is prepared once and reused (least recently used
 * beyond `size`). A statement still iterating a streamed result is busy: a query meeting it gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Map order is insertion order: moving it to the end keeps the least recently used first.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

export type DatabaseHandle = {
  db: Db;
  engine: "sqlite" | "postgres";
  close: () => Promise<void>;
  /** The connection pool's use, for /metrics: PostgreSQL only (SQLite has one connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** SQLite's connection itself, for the one write that must not wait for a promise (server/db/sent-marks.ts). */
  sqlite?: SQLite.Database;
};

export function createDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "postgres") {
    // A database that does not answer fails a request after 5 s (a 503) instead of holding it forever.
    const pool = new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis: 5000 });
    // A dropped connection must not crash the process, idle (the pool's event) or checked out (the
    // client's own, which pg emits when no query is running to receive it); the pool replaces it.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, engine: "postgres", close: () => db.destroy(), poolStats };
  }
  const sqlite = openSqlite(database.file);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, engine: "sqlite", close: () => db.destroy(), sqlite };
}
