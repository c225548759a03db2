import type SQLite from "better-sqlite3";
import pg from "pg";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "./connection";

/**
 * Newsletter mails' sent marks, made for the hand-off (docs/decisions/0160, 0161): after `ready`, `mark`
 * writes the mark at once, just before or just after the mail's last line leaves (`markFirst`), and settles
 * when the database has committed it.
 */
export type SentMarks = {
  /** The mark commits before the mail's dot is written (see HandOff in server/mail/smtp-connection.ts). */
  markFirst: boolean;
  ready(): Promise<void>;
  mark(id: number, sentAt: string): Promise<void>;
  close(): Promise<void>;
};

/** The statement of one mark, with its two values as SQL: the columns markMailsSent sets (repositories/mail-outbox.ts). */
const sentMark = (sentAt: string, id: string) =>
  `update mail_outbox set status = 'sent', sent_at = ${sentAt}, last_error = null where id = ${id}`;

/**
 * SQLite commits in the server's thread: the mark runs on the connection itself, synchronously, so it is
 * committed before `mark` returns (through Kysely it would wait for promises, and for the connection's
 * lock). A transaction open at that moment (one awaiting between its statements) would take the statement
 * in, so then the mark waits for it to end: `ready` waits first, which makes that rare. At `NORMAL` like
 * every sent mark (docs/decisions/0124).
 */
export function syncSentMarks(sqlite: SQLite.Database): SentMarks {
  const update = sqlite.prepare(sentMark("?", "?"));
  const normal = sqlite.prepare("pragma synchronous = normal");
  const full = sqlite.prepare("pragma synchronous = full");
  const outsideTransactions = async () => {
    while (sqlite.inTransaction) await new Promise((resolve) => setImmediate(resolve));
  };
  const run = (id: number, sentAt: string) => {
    normal.run();
    try {
      update.run(sentAt, id);
    } finally {
      full.run();
    }
  };
  return {
    // Committed here, before the dot leaves: nothing outside the process learns of the mail before its mark.
    markFirst: true,
    ready: outsideTransactions,
    // Runs synchronously to its first await, so without an open transaction the mark commits before it returns.
    async mark(id, sentAt) {
      if (sqlite.inTransaction) await outsideTransactions();
      run(id, sentAt);
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
    // Its commit is PostgreSQL's, at a time this process does not choose: the dot goes first.
    markFirst: false,
    ready: async () => void (await connect()),
    async mark(id, sentAt) {
      // The simple-query protocol: one message, written before query() returns when the connection is open.
      // Both values are the worker's own (an integer id, an ISO time), never a visitor's text.
      const statement = sentMark(`'${new Date(sentAt).toISOString()}'`, String(Math.trunc(id)));
      await (open ?? (await connect())).query(statement);
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
