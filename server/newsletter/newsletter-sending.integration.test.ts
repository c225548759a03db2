import Database from "better-sqlite3";
import { sql, type KyselyPlugin } from "kysely";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import { newsletterIssueMessages as m } from "~/domain/newsletter-issue";
import type { Db } from "#server/db/database";
import { insertSubscriptionOnce } from "#server/newsletter/subscriptions.repository";
import { claimDueBulkMails } from "#server/mail/mail-outbox.repository";
import { queueNewsletterMails } from "#server/newsletter/newsletter-issues.repository";
import { mailSite } from "#server/mail/mail-site";
import { BULK_LEASE_MS, createOutboxWorker } from "#server/outbox-worker";
import { pooledSmtpTransport } from "#server/mail/smtp-pool";
import { smtpTransport, type MailTransport } from "#server/mail/transport";
import { type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { subscription } from "#tests/support/factories";
import { createStaffUser } from "#tests/support/staff";

/**
 * Sending a newsletter issue through the outbox (docs/decisions/0140): who receives it, the headers each
 * copy carries (read from a real SMTP conversation), one copy per subscriber however often the send is
 * started or a worker dies, transactional mail first, pause and cancel. The server's own worker stays
 * away (it polls once an hour); each test drives a worker of its own, round by round.
 */
const SITE = "https://www.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE, MAIL_POLL_INTERVAL_MS: "3600000" });
const client = { ip: "203.0.113.9", userAgent: "test" };

let serial = 0;
/** A subscription as the double opt-in leaves it: confirmed, or still waiting for its link. */
async function subscriber(name: string, confirmed = true) {
  const email = `${name}.${++serial}@Subscribers.Example`;
  const at = new Date().toISOString();
  await insertSubscriptionOnce(server.db, {
    email,
    email_key: email.toLowerCase(),
    ip_address: "",
    browser_info: "",
    created_at: at,
    client_ip: null,
  });
  if (confirmed)
    await server.db
      .updateTable("subscriptions")
      .set({ confirmed_at: at })
      .where("email_key", "=", email.toLowerCase())
      .execute();
  const row = await server.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("email_key", "=", email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { email, key: email.toLowerCase(), id: row.id };
}

async function writer() {
  const { user } = await createStaffUser(server, { role: "marketing" });
  return user;
}

async function issue(subject: string) {
  const by = await writer();
  const saved = await server.services.newsletter.save(
    null,
    {
      subject,
      body: "Claims now settle in **two days**.\n\nSee [our services](https://www.insurer-site.example/service/software).",
    },
    null,
    by,
    client,
  );
  if (!saved.ok) throw new Error("not saved");
  return { id: saved.id, by };
}

/** The newsletter's transport as the server builds it: pooled connections to the sink, mails handed off. */
const pooled = (connections = 1) =>
  pooledSmtpTransport(sink.url, { connections, connectionTimeoutMs: 10_000, socketTimeoutMs: 20_000 });

/** A worker of the test's own, sending through `transport` (the sink unless a test wraps it). */
function worker(
  transport?: MailTransport,
  now?: () => Date,
  {
    db = server.db,
    concurrency = 1,
    perSecond = 1000,
    visitorsPerSecond,
  }: { db?: Db; concurrency?: number; perSecond?: number; visitorsPerSecond?: () => number } = {},
) {
  return createOutboxWorker({
    db,
    transport: smtpTransport(sink.url),
    from: "website@insurer-site.example",
    site: mailSite(SITE, server.config.tokenSecret),
    pollIntervalMs: 3_600_000,
    retryDelayMs: 1000,
    logger: { info() {}, warn() {}, error() {} } as never,
    bulk: {
      transport: transport ?? pooled(concurrency),
      marks: server.sentMarks,
      perSecond,
      concurrency,
      visitorsPerSecond,
    },
    now,
  });
}

/** Rounds until nothing is left to claim. */
async function drain(w: ReturnType<typeof worker>) {
  while ((await w.runOnce()) > 0);
}

const to = (email: string) => (x: ReceivedMail) => x.envelope.to.includes(email.replace(/@.*/, "@subscribers.example"));
const header = (x: ReceivedMail, name: string) =>
  x.mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");
const statusOf = async (id: number) => (await server.services.newsletter.get(id))!;

/**
 * The database as the worker sees it, recording each statement that marks mails sent (an UPDATE of
 * mail_outbox setting status 'sent') with the ids it covers, as it reaches the database.
 */
function recordingMarks() {
  const marks: number[][] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const { sql, parameters } = server.db.getExecutor().compileQuery(node, queryId);
      if (/^update "mail_outbox" set/i.test(sql) && parameters.includes("sent"))
        marks.push(parameters.filter((p): p is number => typeof p === "number"));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: server.db.withPlugin(plugin), marks };
}

/** A transport that holds each mail until the test accepts it: a mail server whose 250 has not come yet. */
function holdingTransport() {
  const held: { messageId: string; accept: () => void }[] = [];
  const transport: MailTransport = {
    description: "held until accepted",
    send: (mail) => new Promise<void>((accept) => held.push({ messageId: String(mail.messageId), accept })),
    close() {},
  };
  return { transport, held };
}

async function until(what: string, check: () => boolean | Promise<boolean>) {
  for (let i = 0; !(await check()); i++) {
    if (i > 1000) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe(`newsletter sending on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("reaches the subscribers confirmed when it starts, once each, and none who left during the send", async () => {
    const first = await subscriber("first");
    const leavesMidSend = await subscriber("leaves.mid.send");
    await subscriber("never.confirmed", false);
    const leavesBefore = await subscriber("leaves.before");
    const last = await subscriber("last");
    const { id, by } = await issue("December at Kavach");

    const started = await server.services.newsletter.sendNow(id, by, client);
    expect(started).toEqual({ ok: true, message: m.queued(4) });
    // Pressed again, or started again after a crash: nothing new is written.
    expect(await server.services.newsletter.sendNow(id, by, client)).toMatchObject({ ok: false, status: 409 });
    const again = await queueNewsletterMails(server.db, {
      issueId: id,
      subject: "December at Kavach",
      at: new Date().toISOString(),
      messageIdPrefix: "again.",
      host: "insurer-site.example",
    });
    expect(again).toBe(4);

    // One leaves by the link in the confirmation mail before any mail left: their copy is deleted.
    const links = mailSite(SITE, server.config.tokenSecret).newsletterLinks!(leavesBefore.id, leavesBefore.key);
    const token = new URL(links.oneClick).searchParams.get("t");
    expect(await server.services.subscriptions.unsubscribe(String(leavesBefore.id), token)).toBe(true);

    // Another leaves while the first mail is being sent: theirs, claimed already, is not sent either.
    const real = pooled();
    const leaving: MailTransport = {
      description: "sink, with a subscriber leaving",
      async send(mail, file, handOff) {
        await server.db.deleteFrom("subscriptions").where("id", "=", leavesMidSend.id).execute();
        await real.send(mail, file, handOff);
      },
      close: () => real.close(),
    };
    await drain(worker(leaving));

    const copies = sink.received.filter((x) => /^December at Kavach$/.test(x.mail.subject ?? ""));
    expect(copies.map((x) => x.envelope.to[0]).sort()).toEqual(
      [first.email, last.email].map((e) => e.replace(/@.*/, "@subscribers.example")).sort(),
    );
    const progress = (await statusOf(id)).progress;
    expect(progress).toMatchObject({ recipients: 4, sent: 2, failed: 0, queued: 0, skipped: 2, percentDone: 100 });
    await server.services.newsletter.runDue();
    expect((await statusOf(id)).status).toBe("sent");
  });

  it("gives each copy its own one-click unsubscribe, a visible link, Precedence: bulk and the web version", async () => {
    const reader = await subscriber("reader");
    const { id, by } = await issue("Headers issue");
    await server.services.newsletter.sendNow(id, by, client);
    await drain(worker());
    const [mail] = await sink.waitFor((x) => to(reader.email)(x) && x.mail.subject === "Headers issue");
    const oneClick = new RegExp(`^<${SITE}/newsletter/unsubscribe/one-click\\?s=${reader.id}&t=[\\w-]+>$`);
    expect(header(mail!, "list-unsubscribe")).toMatch(oneClick);
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail!, "precedence")).toBe("bulk");
    const text = mail!.mail.text ?? "";
    expect(text).toContain("Claims now settle in two days.");
    expect(text).toContain("our services (https://www.insurer-site.example/service/software)");
    expect(text).toContain(`${SITE}/newsletter/unsubscribe?s=${reader.id}&t=`);
    expect(text).toContain(`${SITE}/newsletter/issues/${id}`);
    expect(String(mail!.mail.html)).toContain("<strong>two days</strong>");
    expect(String(mail!.mail.html)).toContain(`${SITE}/newsletter/unsubscribe?s=${reader.id}&amp;t=`);

    // The header's address unsubscribes in one POST, as a mail program makes it.
    const url = /<([^>]+)>/.exec(header(mail!, "list-unsubscribe")!)![1]!.replace(SITE, server.baseUrl);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const left = await server.db.selectFrom("subscriptions").select("id").where("id", "=", reader.id).execute();
    expect(left).toEqual([]);
  });

  it("sends transactional mail before a newsletter written earlier", async () => {
    for (let i = 0; i < 5; i++) await subscriber("crowd");
    const { id, by } = await issue("Priority issue");
    await server.services.newsletter.sendNow(id, by, client);
    await server.services.subscriptions.subscribe(
      subscription({ Email: "applicant.first@priority.example" }),
      "203.0.113.10",
    );
    const before = sink.received.length;
    await drain(worker());
    const order = sink.received.slice(before).map((x) => x.mail.subject);
    expect(order[0]).toMatch(/confirm your subscription/);
    expect(order.filter((s) => s === "Priority issue").length).toBeGreaterThanOrEqual(5);
  });

  it("a worker that died holding a claim: its mails are sent by another after the short lease, once", async () => {
    const orphan = await subscriber("orphan");
    const { id, by } = await issue("Lease issue");
    await server.services.newsletter.sendNow(id, by, client);
    const now = new Date();
    // The dead worker's claim: taken, never sent, never marked.
    const claimed = await claimDueBulkMails(server.db, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + BULK_LEASE_MS).toISOString(),
      limit: 1000,
    });
    expect(claimed.length).toBeGreaterThan(0);
    await drain(worker());
    expect(sink.received.filter((x) => x.mail.subject === "Lease issue")).toHaveLength(0);
    const later = () => new Date(Date.now() + BULK_LEASE_MS + 1000);
    await drain(worker(undefined, later));
    await drain(worker(undefined, later));
    const copies = sink.received.filter((x) => x.mail.subject === "Lease issue");
    expect(copies.filter(to(orphan.email))).toHaveLength(1);
    expect(new Set(copies.map((x) => x.mail.messageId)).size).toBe(copies.length);
    expect((await statusOf(id)).progress).toMatchObject({ queued: 0, sent: copies.length });
  });

  it("paused, nothing leaves until it is resumed; cancelled, what was not sent never is", async () => {
    const paused = await subscriber("paused");
    const { id, by } = await issue("Paused issue");
    await server.services.newsletter.sendNow(id, by, client);
    expect(await server.services.newsletter.pause(id, by, client)).toEqual({ ok: true, message: m.paused });
    await drain(worker());
    expect(sink.received.filter((x) => x.mail.subject === "Paused issue")).toHaveLength(0);
    expect(await server.services.newsletter.resume(id, by, client)).toEqual({ ok: true, message: m.resumed });
    await drain(worker());
    expect(sink.received.filter((x) => x.mail.subject === "Paused issue").filter(to(paused.email))).toHaveLength(1);

    const cancelled = await issue("Cancelled issue");
    await server.services.newsletter.sendNow(cancelled.id, cancelled.by, client);
    await server.services.newsletter.pause(cancelled.id, cancelled.by, client);
    expect(await server.services.newsletter.cancel(cancelled.id, cancelled.by, client)).toEqual({
      ok: true,
      message: m.cancelled,
    });
    await drain(worker());
    expect(sink.received.filter((x) => x.mail.subject === "Cancelled issue")).toHaveLength(0);
    const view = await statusOf(cancelled.id);
    expect(view.status).toBe("cancelled");
    expect(view.progress).toMatchObject({ queued: 0, sent: 0 });
    expect(view.progress.skipped).toBe(view.progress.recipients);
    // Every step is in the audit trail.
    const audited = await server.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_type", "=", "newsletter")
      .where("target_id", "=", String(cancelled.id))
      .orderBy("id")
      .execute();
    expect(audited.map((a) => a.action)).toEqual([
      "newsletter.saved",
      "newsletter.send-started",
      "newsletter.paused",
      "newsletter.cancelled",
    ]);
  });

  it("marks a mail sent only after its 250, at once, and the 250s read in one turn with one UPDATE", async () => {
    // Every subscriber the file has confirmed so far gets it: at least these three.
    for (let i = 0; i < 3; i++) await subscriber("grouped");
    const { id, by } = await issue("Grouped marks issue");
    await server.services.newsletter.sendNow(id, by, client);
    const rows = await server.db
      .selectFrom("mail_outbox")
      .select(["id", "message_id"])
      .where("issue_id", "=", id)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const idOf = new Map(rows.map((r) => [r.message_id, r.id]));
    const sentIds = async () =>
      (
        await server.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("issue_id", "=", id)
          .where("status", "=", "sent")
          .orderBy("id")
          .execute()
      ).map((r) => r.id);
    const { db, marks } = recordingMarks();
    const issueRows = new Set(rows.map((r) => r.id));
    // Marks of this issue's mails only (a transactional round marks its own).
    const ours = () => marks.filter((ids) => ids.some((x) => issueRows.has(x)));
    const { transport, held } = holdingTransport();

    const round = worker(transport, undefined, { db, concurrency: rows.length }).runOnce();
    // All handed to the mail server, none answered: none is marked.
    await until("every mail in flight", () => held.length === rows.length);
    await sleep(50);
    expect(await sentIds()).toEqual([]);
    expect(ours()).toEqual([]);

    // One 250: that mail is marked while the others are still in flight, not at the end of the claim.
    const first = idOf.get(held[0]!.messageId)!;
    held[0]!.accept();
    await until("the first mail marked", async () => (await sentIds()).length > 0);
    expect(await sentIds()).toEqual([first]);
    expect(ours()).toEqual([[first]]);

    // The other 250s read in one turn of the event loop: one UPDATE for them all.
    for (const mail of held.slice(1)) mail.accept();
    await round;
    const rest = held.slice(1).map((mail) => idOf.get(mail.messageId)!);
    expect(ours()).toHaveLength(2);
    expect([...ours()[1]!].sort((a, b) => a - b)).toEqual([...rest].sort((a, b) => a - b));
    expect(await sentIds()).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  });

  it("hands each mail off: marked sent before the mail server's 250, and a mail refused at the end goes back to the queue", async () => {
    const kept = await subscriber("handed.off");
    const refused = await subscriber("refused.at.end");
    const { id, by } = await issue("Hand-off issue");
    await server.services.newsletter.sendNow(id, by, client);
    const rowOf = async (messageId: string) =>
      server.db
        .selectFrom("mail_outbox")
        .select(["status", "sent_at", "last_error"])
        .where("message_id", "=", messageId)
        .executeTakeFirstOrThrow();
    const markedBeforeAccepting: string[] = [];
    sink.beforeAccepting(async (mail) => {
      if (mail.mail.subject !== "Hand-off issue") return;
      // The sink's 250 waits for the mark: a worker that marked a mail only after its 250 is never answered.
      await until("the mail marked before its 250", async () => (await rowOf(mail.mail.messageId!)).status === "sent");
      markedBeforeAccepting.push(mail.envelope.to[0]!);
      if (to(refused.email)(mail)) throw new Error("mailbox unavailable");
    });
    try {
      await drain(worker(undefined, undefined, { concurrency: 2 }));
    } finally {
      sink.beforeAccepting(null);
    }
    const ours = (email: string) => sink.received.filter((x) => x.mail.subject === "Hand-off issue" && to(email)(x));
    expect(ours(kept.email)).toHaveLength(1);
    expect(ours(refused.email)).toHaveLength(0);
    expect(markedBeforeAccepting).toEqual(
      expect.arrayContaining([kept.email, refused.email].map((e) => e.replace(/@.*/, "@subscribers.example"))),
    );
    const rows = await server.db
      .selectFrom("mail_outbox")
      .select(["to_address", "status", "sent_at", "last_error"])
      .where("issue_id", "=", id)
      .execute();
    const keptRow = rows.find((r) => r.to_address.startsWith("handed.off"))!;
    const refusedRow = rows.find((r) => r.to_address.startsWith("refused.at.end"))!;
    expect(keptRow).toMatchObject({ status: "sent", last_error: null });
    expect(keptRow.sent_at).not.toBeNull();
    // Refused after its mark: the mark is undone and the mail waits for its retry.
    expect(refusedRow).toMatchObject({ status: "pending", sent_at: null });
    expect(refusedRow.last_error).toContain("mailbox unavailable");
  });

  it.runIf(process.env.TEST_ENGINE === "postgres")(
    "on PostgreSQL a mark is written to the database at once, and settles when it commits",
    async () => {
      const reader = await subscriber("pipelined");
      const { id, by } = await issue("Pipelined mark issue");
      await server.services.newsletter.sendNow(id, by, client);
      const row = await server.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("issue_id", "=", id)
        .where("to_address", "like", `${reader.email.replace(/@.*/, "")}%`)
        .executeTakeFirstOrThrow();
      // Another transaction holds the row: the mark's UPDATE cannot commit until it ends.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = server.db.transaction().execute(async (trx) => {
        await trx.selectFrom("mail_outbox").select("id").where("id", "=", row.id).forUpdate().execute();
        locked();
        await released;
      });
      await isLocked;
      // The server's own marks: on PostgreSQL, a pipelined connection of their own.
      const marks = server.sentMarks;
      await marks.ready();
      let ended = false;
      const committed = marks.mark(row.id, new Date().toISOString(), () => (ended = true));
      // The mail ends first, in the same run as the mark is written.
      expect(ended).toBe(true);
      let done = false;
      void committed.then(() => (done = true));
      // The UPDATE reached PostgreSQL, and waits there for the lock: written without waiting for an answer.
      await until("the mark waiting on the lock", async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like ${`update mail_outbox set status = 'sent'%where id = ${row.id}`}`.execute(
          server.db,
        );
        return rows[0]!.n === 1;
      });
      expect(done).toBe(false);
      release();
      await holder;
      await committed;
      const after = await server.db
        .selectFrom("mail_outbox")
        .select("status")
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe("sent");
    },
  );

  it.runIf((process.env.TEST_ENGINE ?? "sqlite") === "sqlite")(
    "on SQLite a mail's mark is committed before the dot that ends it leaves the process",
    async () => {
      const reader = await subscriber("marked.first");
      const { id, by } = await issue("Marked first issue");
      await server.services.newsletter.sendNow(id, by, client);
      const { file } = server.config.database as { file: string };
      // Another connection to the file sees only what is committed.
      const other = new Database(file, { readonly: true, fileMustExist: true });
      const statusWhenDotLeft: string[] = [];
      // What each socket wrote last: the dot that follows our reader's message is the one that counts.
      const lastWrite = new WeakMap<net.Socket, string>();
      const address = reader.email.replace(/@.*/, "@subscribers.example");
      const write = net.Socket.prototype.write;
      const spy = vi.spyOn(net.Socket.prototype, "write").mockImplementation(function (
        this: net.Socket,
        ...args: Parameters<net.Socket["write"]>
      ) {
        const text = Buffer.isBuffer(args[0]) ? args[0].toString() : String(args[0]);
        if (text === ".\r\n" && lastWrite.get(this)?.includes(`To: ${address}`)) {
          const row = other
            .prepare("select status from mail_outbox where issue_id = ? and to_address like ?")
            .get(id, `${reader.email.replace(/@.*/, "")}%`) as { status: string };
          statusWhenDotLeft.push(row.status);
        }
        lastWrite.set(this, text);
        return write.apply(this, args);
      });
      try {
        await drain(worker());
      } finally {
        spy.mockRestore();
        other.close();
      }
      expect(statusWhenDotLeft).toEqual(["sent"]);
      expect(sink.received.filter((x) => x.mail.subject === "Marked first issue" && to(reader.email)(x))).toHaveLength(
        1,
      );
    },
  );

  it("while visitors are being served, spaces its mails at a twentieth of the rate", async () => {
    for (let i = 0; i < 5; i++) await subscriber("visited");
    const { id, by } = await issue("Busy site issue");
    await server.services.newsletter.sendNow(id, by, client);
    // 40 a second (25 ms apart), with 50 requests a second coming in: 500 ms apart. Three mails are
    // timed, then the worker is stopped (it gives the rest of its claim back).
    const startedAt: number[] = [];
    const timed: MailTransport = {
      description: "accepts at once, timed",
      async send() {
        startedAt.push(performance.now());
        if (startedAt.length === 3) void busy.stop();
      },
      close() {},
    };
    const busy = worker(timed, undefined, { perSecond: 40, visitorsPerSecond: () => 50 });
    const before = performance.now();
    await busy.runOnce();
    expect(startedAt).toHaveLength(3);
    // The third leaves no earlier than 2 × 500 ms into the claim (a timer may fire a millisecond early by
    // this clock); at the rate alone it would have left after 50 ms, at a tenth of it after 500 ms.
    expect(startedAt[2]! - before).toBeGreaterThanOrEqual(999);
    await drain(worker());
    expect((await statusOf(id)).progress).toMatchObject({ queued: 0, failed: 0 });
  });
});
