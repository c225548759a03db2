import type SQLite from "better-sqlite3";
import pg from "pg";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "./connection";

/**
 * Newsletter mails' sent marks, made for the hand-off (docs/decisions/0160, 0161, 0163): after `ready`,
 * `mark` writes the mark and calls `end` (which writes the mail's last line) in the order that suits the
 * database, nothing awaited between the two, and settles when the database has committed the mark.
 */
export type SentMarks = {
  ready(): Promise<void>;
  mark(id: number, sentAt: string, end: () => void): Promise<void>;
  close(): Promise<void>;
};

/** The statement of one mark, with its two values as SQL: the columns markMailsSent sets (server/mail/mail-outbox.repository.ts). */
export const sentMark = (sentAt: string, id: string) =>
  `update mail_outbox set status = 'sent', sent_at = ${sentAt}, last_error = null where id = ${id}`;

/**
 * SQLite commits in the server's thread, so its mark commits first and the dot follows in the same
 * synchronous run: nothing outside the process learns of the mail before its mark, and a kill between the
 * two (a lost mail) has only microseconds to land in. The mark runs on the connection itself (through
 * Kysely it would wait for promises, and for the connection's lock). A transaction open at that moment (one
 * awaiting between its statements) would take the statement in, so then the mark waits for it to end:
 * `ready` waits first, which makes that rare. At `NORMAL` like every sent mark (docs/decisions/0124), and
 * with the automatic checkpoint held off until the dot is written: a commit that reaches the WAL's limit
 * checkpoints after its own commit, milliseconds of writes and fsyncs that would sit between mark and dot
 * (docs/decisions/0163). The next commit after the dot checkpoints instead.
 */
export function syncSentMarks(sqlite: SQLite.Database): SentMarks {
  const update = sqlite.prepare(sentMark("?", "?"));
  const autocheckpoint = Number(sqlite.pragma("wal_autocheckpoint", { simple: true }));
  // A pragma that sets a value acts when it is prepared (a prepared one acts again only from its second
  // run), so each is prepared afresh, which `pragma()` does.
  const settings = (synchronous: string, checkpointAt: number) => {
    sqlite.pragma(`synchronous = ${synchronous}`);
    sqlite.pragma(`wal_autocheckpoint = ${checkpointAt}`);
  };
  const outsideTransactions = async () => {
    while (sqlite.inTransaction) await new Promise((resolve) => setImmediate(resolve));
  };
  const run = (id: number, sentAt: string, end: () => void) => {
    settings("normal", 0);
    try {
      update.run(sentAt, id);
      end();
    } finally {
      settings("full", autocheckpoint);
    }
  };
  return {
    ready: outsideTransactions,
    // Runs synchronously to its first await, so without an open transaction the mail has ended when it returns.
    async mark(id, sentAt, end) {
      if (sqlite.inTransaction) await outsideTransactions();
      run(id, sentAt, end);
    },
    close: async () => {},
  };
}

/**
 * PostgreSQL answers over the network, and a mark sent through the pool would first wait for a free
 * connection. A connection of its own, in pg's pipeline mode, writes each mark to its socket the moment it
 * is asked (it never waits for the previous answer): a process killed after the mail's last line and the
 * mark leaves both to the kernel, which delivers what it holds, and PostgreSQL commits a statement it
 * received whole. `ready` opens the connection, so that no mark waits for one.
 */
export function pipelinedSentMarks(url: string): SentMarks {
  let open: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  const connect = () =>
    (opening ??= (async () => {
      const c = new pg.Client({ connectionString: url, pipeline: true, connectionTimeoutMillis: 5000 });
      // A dropped connection is replaced by the next `ready`; a mark it failed is retried with its mail.
      c.on("error", () => {
        if (open === c) open = null;
        opening = null;
      });
      try {
        await c.connect();
      } catch (err) {
        opening = null;
        throw err;
      }
      open = c;
      return c;
    })());
  return {
    ready: async () => void (await connect()),
    async mark(id, sentAt, end) {
      // Both values are the worker's own (an integer id, an ISO time), never a visitor's text.
      const statement = sentMark(`'${new Date(sentAt).toISOString()}'`, String(Math.trunc(id)));
      // Opened before the dot if it was lost since `ready`, so that the mark still follows the dot at once.
      const client = open ?? (await connect());
      // Its commit is PostgreSQL's, at a time this process does not choose: the dot goes first, and the mark
      // right behind it in the same run (the simple-query protocol: one message, written before query()
      // returns).
      end();
      await client.query(statement);
    },
    async close() {
      const c = await opening?.catch(() => null);
      open = null;
      opening = null;
      await c?.end().catch(() => {});
    },
  };
}

/** The marks for this database. */
export function sentMarksFor(database: Config["database"], handle: DatabaseHandle): SentMarks {
  if (database.kind === "postgres") return pipelinedSentMarks(database.url);
  if (!handle.sqlite) throw new Error("SQLite's sent marks need its connection");
  return syncSentMarks(handle.sqlite);
}
