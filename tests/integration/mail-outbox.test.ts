import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDueMails } from "#server/mail/mail-outbox.repository";
import { createMailOutbox } from "#server/mail/outbox";
import { CLAIM_LEASE_MS, createOutboxWorker } from "#server/outbox-worker";
import { GIVE_UP_AFTER_MS } from "#server/mail/retry-schedule";
import { smtpTransport } from "#server/mail/transport";
import { readOutboxFolder } from "#tests/support/outbox-folder";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink";
import { serverForFile } from "#tests/support/test-server";
import { contactMessage } from "#tests/support/factories";

/**
 * The outbox on its own: the folder of .eml files when no SMTP server is set, claims that never hand one
 * row to two workers, a lease that frees the rows of a worker that died, and a mail given up after 24 hours.
 */
let sink: SmtpSink;
const silent = { info() {}, warn() {}, error() {} } as never;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});
// No SMTP_URL: the embedded default writes each mail into DATA_DIR/outbox.
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "50", INFO_EMAIL: "info@insurer-site.example" } });

const outbox = () => createMailOutbox({ mail: server.config.mail, siteUrl: "https://www.insurer-site.example" });
const payload = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  mobile: "9847000000",
  subject: `Question ${n}`,
  message: "A question long enough for the rules.",
});
const row = (id: number) =>
  server.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe(`mail outbox on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("without SMTP_URL writes each mail as a .eml file under DATA_DIR/outbox", async () => {
    const sender = "folder.test@example.com";
    const res = await server
      .client()
      .post("/api/Message/PostMessage", contactMessage({ Email: sender, Subject: "Where do mails go?" }));
    expect(res.status).toBe(200);
    const folder = path.join(server.config.dataDir, "outbox");
    let files: Awaited<ReturnType<typeof readOutboxFolder>> = [];
    for (let i = 0; i < 200 && files.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      files = await readOutboxFolder(folder);
    }
    const rows = await server.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    expect(files.map((f) => f.file)).toEqual([
      `${String(rows[0]!.id).padStart(8, "0")}-contact-receipt.eml`,
      `${String(rows[1]!.id).padStart(8, "0")}-contact-to-info.eml`,
    ]);
    expect(files[0]!.mail.to).toMatchObject({ value: [{ address: sender }] });
    expect(files[0]!.mail.messageId).toBe(rows[0]!.message_id);
    expect(files[1]!.mail.subject).toBe("A message from the contact form");
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("never gives one row to two workers claiming at once, and frees a dead worker's rows after the lease", async () => {
    const mails = outbox();
    // Rows due only in the far future, so the running server's own worker never takes them.
    const later = new Date("2999-01-01T00:00:00.000Z");
    const ids: number[] = [];
    await server.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i++) ids.push(await mails.enqueue(trx, "contact-receipt", payload(i), { now: later }));
    });
    const claim = () =>
      claimDueMails(server.db, {
        now: "2999-01-01T00:00:01.000Z",
        leaseUntil: "2999-01-01T00:15:01.000Z",
        limit: 12,
      });
    const claims = await Promise.all([claim(), claim(), claim(), claim()]);
    const claimed = claims.flat().map((r) => r.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    // A claimed row waits out its lease; then it is due again (its worker died before sending it).
    expect(await claim()).toEqual([]);
    const afterLease = await claimDueMails(server.db, {
      now: "2999-01-01T00:15:01.000Z",
      leaseUntil: "2999-01-01T00:30:01.000Z",
      limit: 100,
    });
    expect(afterLease.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    expect(afterLease.every((r) => r.attempts === 2)).toBe(true);
    await server.db.deleteFrom("mail_outbox").where("id", "in", ids).execute();
  });

  // Far in the future too, for the same reason.
  it("retries a refused mail with a growing delay and marks it failed 24 hours after it was written", async () => {
    await sink.stop();
    const writtenAt = new Date("2999-02-01T08:00:00.000Z");
    const id = await outbox().enqueue(server.db, "contact-receipt", payload(99), { now: writtenAt });
    let clock = writtenAt;
    const worker = createOutboxWorker({
      db: server.db,
      transport: smtpTransport(sink.url),
      from: "website@insurer-site.example",
      site: { name: "Kavach InsureTech", url: "https://www.insurer-site.example" },
      pollIntervalMs: 1_000_000,
      retryDelayMs: 60_000,
      logger: silent,
      now: () => clock,
    });

    expect(await worker.runOnce()).toBe(1);
    let mail = await row(id);
    expect(mail).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: "2999-02-01T08:01:00.000Z" });
    expect(mail.last_error).toMatch(/ECONNREFUSED/);
    // Not due before its time.
    clock = new Date("2999-02-01T08:00:59.000Z");
    expect(await worker.runOnce()).toBe(0);
    clock = new Date("2999-02-01T08:01:00.000Z");
    expect(await worker.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({
      status: "pending",
      attempts: 2,
      next_attempt_at: "2999-02-01T08:03:00.000Z",
    });

    // Near the end of the day: the next wait would pass 24 hours, so the mail is given up.
    clock = new Date(writtenAt.getTime() + GIVE_UP_AFTER_MS - 30_000);
    await server.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: clock.toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await worker.runOnce()).toBe(1);
    mail = await row(id);
    expect(mail).toMatchObject({ status: "failed", attempts: 3, sent_at: null });
    expect(mail.last_error).toMatch(/ECONNREFUSED/);
    // A failed mail is never taken again.
    clock = new Date(writtenAt.getTime() + 2 * GIVE_UP_AFTER_MS + CLAIM_LEASE_MS);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await sink.start();
  });
});
