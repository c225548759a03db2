import { describe, expect, it } from "vitest";
import { insertDemoBooking } from "#server/demos/demos.repository";
import { createMailOutbox, mailOf } from "#server/mail/outbox";
import { addressPseudonym } from "#server/privacy/erase-person";
import { createRetentionTask } from "#server/privacy/retention";
import { serverForFile } from "#tests/support/test-server";

/**
 * Retention of demo bookings and sales leads (docs/decisions/0122-demo-and-lead-retention.md): a booking
 * or request is erased, with its mails, DEMO_RETENTION_DAYS after the demo's time (a request's: when it
 * was sent) unless its lead changed since; a lead goes with its last booking once it has not changed for
 * as long. The /demo notice and the privacy policy state the configured period.
 */
const server = serverForFile({ env: { DEMO_RETENTION_DAYS: "400", MAIL_POLL_INTERVAL_MS: "3600000" } });
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();
const outbox = () => createMailOutbox({ mail: server.config.mail, siteUrl: server.config.siteUrl });

/** A booking (or a request, with no time) of `email` whose demo was `age` days ago, and its reminder mail. */
async function booking(email: string, age: number, state: "booked" | "requested" = "booked") {
  const uid = `demo-${age}-${email}`;
  const at = daysAgo(age);
  await insertDemoBooking(server.db, {
    ...{ uid, token_hash: `hash-${age}-${email}`, state, products: '["gi"]', company: "Retained Mutual" },
    ...{ name: `Visitor ${email}`, email, email_key: email.toLowerCase(), phone: "", country: "India", note: "" },
    ...{ start_at: state === "booked" ? at : null, end_at: state === "booked" ? at : null, sequence: 0 },
    ...{ reminder_sent_at: null, created_at: daysAgo(age + 3), updated_at: daysAgo(age + 3), client_ip: null },
    notice_version: "2026-11-27.2",
  });
  await outbox().enqueueAll(server.db, [
    mailOf("demo-reminder", {
      ...{ uid, start: at, minutes: 45, timeZone: "Asia/Kolkata", products: ["gi"], presenters: [], email },
    }),
  ]);
}

async function lead(email: string, changedDaysAgo: number) {
  await server.db
    .insertInto("demo_leads")
    .values({
      email_key: email,
      status: "contacted",
      owner_user_id: null,
      notes: `Called ${email}`,
      updated_at: daysAgo(changedDaysAgo),
    })
    .execute();
}

const bookingsOf = async (email: string) =>
  (await server.db.selectFrom("demo_bookings").select("id").where("email_key", "=", email).execute()).length;
const leadsOf = async (email: string) =>
  (await server.db.selectFrom("demo_leads").select("email_key").where("email_key", "=", email).execute()).length;
const mailsOf = async (email: string) =>
  (await server.db.selectFrom("mail_outbox").select("id").where("person_email", "=", email).execute()).length;

describe(`retention of demo bookings and leads on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("is the period the privacy page and the /demo notice state", async () => {
    const policy = await (await fetch(`${server.baseUrl}/privacy-policy`)).text();
    expect(policy).toContain(
      "Demo bookings and requests, with our notes on the sales lead: erased automatically 400 days (about 13 months) after the demo&#x27;s time",
    );
    const demo = await (await fetch(`${server.baseUrl}/demo?products=gi`)).text();
    expect(demo).toContain("We erase it, with our notes on it as a sales lead, 400 days (about 13 months) after");
    expect(demo).not.toContain("no end date");
  });

  it("erases old bookings, requests and leads with their mails, once, with two processes at it; nothing else", async () => {
    await booking("old@demo.example", 401);
    await lead("old@demo.example", 500);
    await booking("old-request@demo.example", 401, "requested");
    await booking("old-but-lead-changed@demo.example", 500);
    await lead("old-but-lead-changed@demo.example", 10);
    await booking("recent@demo.example", 399);
    await booking("two@demo.example", 600);
    await booking("two@demo.example", 5);
    await lead("two@demo.example", 600);
    // A lead's change audited before the trail named leads by pseudonym.
    await server.db
      .insertInto("audit_log")
      .values({
        ...{ at: daysAgo(500), actor_user_id: null, actor_label: "sales@x", ip: null, action: "lead.changed" },
        ...{ target_type: "lead", target_id: "old@demo.example", detail: null },
      })
      .execute();
    expect(await mailsOf("old@demo.example")).toBe(1);

    const task = () =>
      createRetentionTask({
        db: server.db,
        logger: server.logger,
        days: 365,
        demoDays: server.config.demoRetentionDays,
      });
    const [a, b] = await Promise.all([task().eraseDemoData(), task().eraseDemoData()]);
    expect(a.demoBookings + b.demoBookings).toBe(3);
    expect(a.leads + b.leads).toBe(1);
    expect(a.mails + b.mails).toBe(3);

    expect(await bookingsOf("old@demo.example")).toBe(0);
    expect(await leadsOf("old@demo.example")).toBe(0);
    expect(await mailsOf("old@demo.example")).toBe(0);
    expect(await bookingsOf("old-request@demo.example")).toBe(0);
    expect(await bookingsOf("old-but-lead-changed@demo.example")).toBe(1);
    expect(await leadsOf("old-but-lead-changed@demo.example")).toBe(1);
    expect(await bookingsOf("recent@demo.example")).toBe(1);
    expect(await mailsOf("recent@demo.example")).toBe(1);
    // Of two bookings, the old one goes; the lead stays with the recent one.
    expect(await bookingsOf("two@demo.example")).toBe(1);
    expect(await mailsOf("two@demo.example")).toBe(1);
    expect(await leadsOf("two@demo.example")).toBe(1);

    const trail = JSON.stringify(await server.db.selectFrom("audit_log").selectAll().execute());
    expect(trail).not.toContain("old@demo.example");
    expect(trail).toContain(addressPseudonym("old@demo.example"));
    const audits = await server.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "retention.erased")
      .where("target_type", "=", "demo-bookings")
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(await task().eraseDemoData()).toEqual({ demoBookings: 0, leads: 0, mails: 0 });
  });
});
