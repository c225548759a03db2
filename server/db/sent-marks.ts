import pg from "pg";
import type { Config } from "#server/config";
import type { Db } from "./database";
import { markMailsSent } from "./repositories/mail-outbox";

/**
 * Newsletter mails' sent marks, made for the hand-off (docs/decisions/0160): `mark` resolves once the mark
 * is beyond the process, committed or written whole to the database's socket, so that the mail's last
 * line can follow in the same turn; `committed` settles when the database has it.
 */
export type SentMarks = {
  mark(id: number, sentAt: string): Promise<{ committed: Promise<void> }>;
  close(): Promise<void>;
};

/**
 * SQLite commits in the server's thread: the mark is committed when its statement returns, and the
 * promise chain back to the caller runs before any other I/O.
 */
export const committingSentMarks = (db: Db): SentMarks => ({
  async mark(id, sentAt) {
    await markMailsSent(db, [id], sentAt);
    return { committed: Promise.resolve() };
  },
  close: async () => {},
});

/**
 * PostgreSQL answers over the network, and waiting for its answer before the last line would leave a
 * window in which the mark is committed and the mail not yet sent. Instead a connection of its own, in
 * pg's pipeline mode, writes each mark to the socket the moment it is asked (it never waits for the
 * previous answer), and the last line follows at once: a process killed after both writes leaves both to
 * the kernel, which delivers what it holds, and PostgreSQL commits a statement it received whole.
 */
export function pipelinedSentMarks(url: string): SentMarks {
  let client: Promise<pg.Client> | null = null;
  const connected = () =>
    (client ??= (async () => {
      const c = new pg.Client({ connectionString: url, pipeline: true });
      // A dropped connection is replaced at the next mark; the mark it failed is retried by its mail.
      c.on("error", () => (client = null));
      await c.connect().catch((err: unknown) => {
        client = null;
        throw err;
      });
      return c;
    })());
  return {
    async mark(id, sentAt) {
      const c = await connected();
      // The simple-query protocol: one message, written before query() returns. Both values are the
      // worker's own (an integer id, an ISO time), never a visitor's text.
      const statement = `update mail_outbox set status = 'sent', sent_at = '${new Date(sentAt).toISOString()}', last_error = null where id = ${Math.trunc(id)}`;
      const committed = c.query(statement).then(() => undefined);
      return { committed };
    },
    async close() {
      const c = await client?.catch(() => null);
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/** The marks for this database. */
export const sentMarksFor = (database: Config["database"], db: Db): SentMarks =>
  database.kind === "postgres" ? pipelinedSentMarks(database.url) : committingSentMarks(db);
