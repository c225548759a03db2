import { createServer } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { serverForFile, type TestServer } from "./test-server";

/** A mail as it arrived: the SMTP envelope (who was really sent it) and the parsed message. */
export type ReceivedMail = { envelope: { from: string; to: string[] }; mail: ParsedMail; raw: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): it holds a real SMTP conversation
 * with the site's worker and keeps every message it accepted, parsed by `mailparser`. It can be stopped
 * and started again on the same port, as a mail server that goes down and comes back.
 */
export async function startSmtpSink() {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  // What the sink does before its 250 (a test's): by default, nothing; a throw refuses the mail with a 554.
  let beforeAccepting: (mail: ReceivedMail) => Promise<void> = async () => {};

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          void simpleParser(raw)
            .then(async (mail) => {
              const got = {
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                mail,
                raw,
              };
              try {
                await beforeAccepting(got);
              } catch (err) {
                return callback(Object.assign(err as Error, { responseCode: 554 }));
              }
              received.push(got);
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  };
  await start();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    /**
     * Runs `check` on each mail after its data arrived and before the sink's 250 (which waits for it);
     * a check that throws refuses the mail. `null` puts the default back: accept at once.
     */
    beforeAccepting(check: ((mail: ReceivedMail) => Promise<void>) | null) {
      beforeAccepting = check ?? (async () => {});
    },
    /** Stops listening: connections are refused until start() is called again. */
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    /** Waits until `count` mails that match have arrived, and answers them. */
    async waitFor(match: (m: ReceivedMail) => boolean, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} matching mail(s), ${found.length} arrived (of ${received.length})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * For one test file: an SMTP sink, and a test server whose mail worker sends to it every 50 ms with
 * `env` on top. The sink starts before the server (its address is in the server's SMTP_URL) and stops
 * after it; a test may stop and start the sink itself in between, as a mail server that goes down.
 */
export function smtpSinkForFile(env: Record<string, string> = {}): { sink: SmtpSink; server: TestServer } {
  const sink = {} as SmtpSink;
  beforeAll(async () => {
    Object.assign(sink, await startSmtpSink());
  });
  afterAll(async () => {
    await sink.stop?.();
  });
  const server = serverForFile(() => ({ env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: "50", ...env } }));
  return { sink, server };
}

/** The addresses of a parsed To, Cc or Reply-To header. */
export function addressesIn(header: AddressObject | AddressObject[] | undefined): string[] {
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return list.flatMap((h) => h.value.map((a) => a.address ?? ""));
}
