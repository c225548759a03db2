import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#server/db/connection";
import { createMailOutbox } from "#server/mail/outbox";
import { startChildServer, type ChildServer } from "#tests/support/child-server";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink";
import { createFreshDatabase, testEngine } from "#tests/support/test-database";
import { ApiClient } from "#tests/support/api-client";
import { contactMessage } from "#tests/support/factories";

/**
 * Mail survives the process: a server killed with SIGKILL after committing a submission but before its
 * worker sent the mail sends it once restarted; two processes sharing PostgreSQL never send a row twice.
 */
let sink: SmtpSink;
let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
const children: ChildServer[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  fresh = await createFreshDatabase(testEngine);
});
afterAll(async () => {
  for (const c of children) await c.stop("SIGKILL");
  await sink?.stop();
  await fresh?.drop();
});

async function start(env: Record<string, string>) {
  const child = await startChildServer({
    dataDir: fresh.dataDir,
    env: {
      NODE_ENV: "production",
      DATABASE_URL: fresh.url,
      TOKEN_SECRET: "mail-durability-secret-0123456789abcdef",
      SMTP_URL: sink.url,
      ...env,
    },
  });
  children.push(child);
  return child;
}

describe.skipIf(testEngine === "postgres")("a mail committed but not sent when the server is killed", () => {
  it("is sent once after the restart", { timeout: 90_000 }, async () => {
    // A worker that looks only once an hour: the submission is committed, its mail not yet sent.
    const first = await start({ MAIL_POLL_INTERVAL_MS: "3600000" });
    const sender = "killed.before.send@example.com";
    const res = await new ApiClient(first.baseUrl).post(
      "/api/Message/PostMessage",
      contactMessage({ Email: sender, Subject: "Sent just before a crash" }),
    );
    expect(res.status).toBe(200);
    await first.stop("SIGKILL");
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(sink.received.filter((m) => m.raw.includes(sender))).toEqual([]);

    await start({ MAIL_POLL_INTERVAL_MS: "50" });
    const mails = await sink.waitFor((m) => m.raw.includes(sender), 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.received.filter((m) => m.raw.includes(sender))).toHaveLength(2);
    expect(mails.map((m) => m.mail.subject).sort()).toEqual([
      "A message from the contact form",
      "We have received your message to Kavach InsureTech",
    ]);
  });
});

describe.skipIf(testEngine !== "postgres")("two processes on one PostgreSQL database", () => {
  it("send every row exactly once between them", { timeout: 120_000 }, async () => {
    const sent: Record<string, number> = {};
    const count = (name: string) => (d: Buffer) => {
      sent[name] = (sent[name] ?? 0) + (d.toString().match(/"mail sent"/g)?.length ?? 0);
    };
    // The first migrates and seeds; the second starts on the ready database.
    const a = await start({ MAIL_POLL_INTERVAL_MS: "20" });
    const b = await start({ MAIL_POLL_INTERVAL_MS: "20" });
    a.child.stdout!.on("data", count("a"));
    b.child.stdout!.on("data", count("b"));

    // 120 mails committed at once, while both workers poll.
    const total = 120;
    const database = createDatabase({ kind: "postgres", url: fresh.url });
    const outbox = createMailOutbox({
      mail: {
        smtpUrl: sink.url,
        from: "website@insurer-site.example",
        hrEmail: "hr@insurer-site.example",
        infoEmail: "info@insurer-site.example",
        privacyEmail: "privacy@insurer-site.example",
        pollIntervalMs: 20,
        retryDelayMs: 1000,
        newsletterPerSecond: 50,
        newsletterConnections: 4,
      },
      siteUrl: "https://www.insurer-site.example",
    });
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < total; i++)
        await outbox.enqueue(trx, "contact-receipt", { email: `two.processes.${i}@example.com` });
    });

    const mails = await sink.waitFor((m) => m.envelope.to[0]!.startsWith("two.processes."), total, 60_000);
    await new Promise((r) => setTimeout(r, 1000));
    const delivered = sink.received.filter((m) => m.envelope.to[0]!.startsWith("two.processes."));
    expect(delivered).toHaveLength(total);
    expect(new Set(delivered.map((m) => m.mail.messageId)).size).toBe(total);
    expect(new Set(mails.map((m) => m.envelope.to[0])).size).toBe(total);
    const statuses = await database.db.selectFrom("mail_outbox").select("status").execute();
    await database.close();
    expect(statuses.every((r) => r.status === "sent")).toBe(true);
    // Both took part.
    expect((sent.a ?? 0) + (sent.b ?? 0)).toBe(total);
    expect(sent.a).toBeGreaterThan(0);
    expect(sent.b).toBeGreaterThan(0);
  });
});
