import { describe, expect, it } from "vitest";
import { createRetentionTask } from "#server/privacy/retention";
import { contactMessage, subscription } from "#tests/support/factories";
import { serverForFile } from "#tests/support/test-server";

/**
 * The retention the privacy policy promises for the marketing lists (docs/product.md §10.5): contact
 * messages CONTACT_RETENTION_DAYS after their last change, with the outbox's copies of them, and newsletter
 * sign-ups and job alerts never confirmed within 30 days; the policy states the configured period.
 */
const server = serverForFile({ env: { CONTACT_RETENTION_DAYS: "90" } });
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();

/** Sends a contact message through the API, then moves its arrival (and its mails) `age` days back. */
async function messageFrom(email: string, age: number, handledDaysAgo?: number) {
  const res = await server.client().post("/api/Message/PostMessage", contactMessage({ Email: email }));
  expect(res.status).toBe(200);
  await server.db
    .updateTable("contact_messages")
    .set({ created_at: daysAgo(age), handled_at: handledDaysAgo === undefined ? null : daysAgo(handledDaysAgo) })
    .where("email", "=", email)
    .execute();
  await server.db
    .updateTable("mail_outbox")
    .set({ created_at: daysAgo(age) })
    .where("payload", "like", `%${email}%`)
    .execute();
}

/** Signs an address up through the API, then moves the sign-up `age` days back, confirmed or not. */
async function signUp(email: string, age: number, confirmed: boolean) {
  const res = await server.client().post("/api/Subscribe/PostSubscriber", subscription({ Email: email }));
  expect(res.status).toBe(200);
  await server.db
    .updateTable("subscriptions")
    .set({ created_at: daysAgo(age), confirmed_at: confirmed ? daysAgo(age - 1) : null })
    .where("email_key", "=", email)
    .execute();
}

/** Sets a job alert through the service, then moves it `age` days back, confirmed or not. */
async function alertOf(email: string, age: number, confirmed: boolean) {
  const made = await server.services.jobAlerts.create(
    { Email: email, frequency: "daily", q: "java", location: "", level: "" },
    "192.0.2.9",
  );
  expect(made.ok).toBe(true);
  await server.db
    .updateTable("job_alerts")
    .set({ created_at: daysAgo(age), confirmed_at: confirmed ? daysAgo(age - 1) : null })
    .where("email_key", "=", email)
    .execute();
}

const alertsOf = async (email: string) =>
  (await server.db.selectFrom("job_alerts").select("id").where("email_key", "=", email).execute()).length;
const messagesOf = async (email: string) =>
  (await server.db.selectFrom("contact_messages").select("id").where("email", "=", email).execute()).length;
const mailsAbout = async (email: string) =>
  (await server.db.selectFrom("mail_outbox").select("id").where("payload", "like", `%${email}%`).execute()).length;
const signedUp = async (email: string) =>
  (await server.db.selectFrom("subscriptions").select("id").where("email_key", "=", email).execute()).length;

describe(`retention of the marketing lists on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("is the period the privacy page states, for messages and for unconfirmed sign-ups", async () => {
    const html = await (await fetch(`${server.baseUrl}/privacy-policy`)).text();
    expect(html).toContain("Contact messages: erased automatically 90 days (about 3 months) after their last change");
    expect(html).toContain("is erased automatically 30 days after it was made");
    expect(html).toContain(
      "An alert whose confirmation link is never used is erased automatically 30 days after it was set.",
    );
    expect(html).not.toContain("two years");
  });

  it("erases old messages with their mails and old unconfirmed sign-ups and job alerts, once, with two processes at it; nothing else", async () => {
    await messageFrom("old@retention.example", 100);
    await messageFrom("handled-recently@retention.example", 100, 10);
    await messageFrom("handled-long-ago@retention.example", 120, 95);
    await messageFrom("recent@retention.example", 10);
    await signUp("never-confirmed@retention.example", 31, false);
    await signUp("just-signed-up@retention.example", 5, false);
    await signUp("confirmed-long-ago@retention.example", 400, true);
    await alertOf("alert-never-confirmed@retention.example", 31, false);
    await alertOf("alert-just-set@retention.example", 29, false);
    await alertOf("alert-confirmed-long-ago@retention.example", 400, true);
    expect(await mailsAbout("old@retention.example")).toBe(2);

    const task = () =>
      createRetentionTask({
        db: server.db,
        logger: server.logger,
        days: 365,
        contactDays: server.config.contactRetentionDays,
      });
    const [a, b] = await Promise.all([task().eraseContactData(), task().eraseContactData()]);
    expect(a.messages + b.messages).toBe(2);
    expect(a.signUps + b.signUps).toBe(1);
    expect(a.jobAlerts + b.jobAlerts).toBe(1);

    expect(await messagesOf("old@retention.example")).toBe(0);
    expect(await messagesOf("handled-long-ago@retention.example")).toBe(0);
    expect(await messagesOf("handled-recently@retention.example")).toBe(1);
    expect(await messagesOf("recent@retention.example")).toBe(1);
    expect(await mailsAbout("old@retention.example")).toBe(0);
    expect(await mailsAbout("recent@retention.example")).toBe(2);
    expect(await signedUp("never-confirmed@retention.example")).toBe(0);
    expect(await signedUp("just-signed-up@retention.example")).toBe(1);
    expect(await signedUp("confirmed-long-ago@retention.example")).toBe(1);
    expect(await alertsOf("alert-never-confirmed@retention.example")).toBe(0);
    expect(await alertsOf("alert-just-set@retention.example")).toBe(1);
    expect(await alertsOf("alert-confirmed-long-ago@retention.example")).toBe(1);

    const audits = await server.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "retention.erased")
      .where("target_type", "=", "marketing-lists")
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(await task().eraseContactData()).toEqual({ messages: 0, mails: 0, signUps: 0, jobAlerts: 0 });
  });
});
