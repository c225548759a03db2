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
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before the request is acknowledged, so it survives power loss.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

export type DatabaseHandle = { db: Db; engine: "sqlite" | "postgres"; close: () => Promise<void> };

export function createDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "postgres") {
    // A database that does not answer fails a request after 5 s (a 503) instead of holding it forever.
    const pool = new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis: 5000 });
    // A dropped connection must not crash the process, idle (the pool's event) or checked out (the
    // client's own, which pg emits when no query is running to receive it); the pool replaces it.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: openSqlite(database.file) }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}
