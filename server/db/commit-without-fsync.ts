import { PostgresAdapter, sql } from "kysely";
import type { Executor } from "./database";

/**
 * Runs one autocommit write whose loss can only make work be done again (a mail's "sent" mark) without
 * waiting for the disk (docs/decisions/0124). On SQLite the connection runs `synchronous = FULL`; in WAL
 * mode `NORMAL` still hands the commit to the operating system before the statement returns, so it survives
 * the process being killed, and only an OS crash or power loss can lose it. The level is per connection
 * and the driver has one: holding that connection for the three statements keeps every other write at
 * FULL. PostgreSQL, or a transaction already open, runs the write as it is.
 */
export async function commitWithoutFsync<T>(db: Executor, write: (db: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction || db.getExecutor().adapter instanceof PostgresAdapter) return write(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await write(connection);
    } finally {
      await sql`pragma synchronous = full`.execute(connection);
    }
  });
}
