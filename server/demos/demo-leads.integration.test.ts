import { beforeAll, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/domain/demo/availability";
import { demoMessages } from "~/domain/demo/demo-form";
import { noticeVersion } from "~/domain/privacy-notices";
import { staffMessages } from "~/domain/staff/messages";
import { listAuditRows } from "#server/audit/audit-log.repository";
import { insertContactMessage } from "#server/contact/contact-messages.repository";
import { createMailOutbox } from "#server/mail/outbox";
import { createDemoReminderTask } from "#server/demos/demo-reminders";
import { addressPseudonym } from "#server/privacy/erase-person";
import { createStaffUser, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * /staff/demos: upcoming demos and the leads joined with contact messages by e-mail, their status,
 * owner and notes (audited), the CSV export, visitors' markup kept as text; the reminder written once
 * however many processes look; the free-webmail setting (docs/product.md §2.20, docs/staff-console.md).
 */
const server = serverForFile({ env: { DEMO_REFUSE_FREE_WEBMAIL: "true", MAIL_POLL_INTERVAL_MS: "3600000" } });
const system = { ip: null, userAgent: null };
const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
const MARKUP = "<img src=x onerror=alert(1)>";

const request = (over: Record<string, unknown>) => ({
  Products: ["gi"],
  Company: "Insurer Ltd",
  Name: "Priya Nair",
  Email: "Priya.Nair@Insurer.example",
  Phone: "",
  Country: "India",
  Note: "",
  Start: "",
  Suggestion: "",
  ...over,
});
const message = (email: string) =>
  insertContactMessage(server.db, {
    ...{ name: "Priya N", email, mobile: "9876543210", subject: "Pricing question", message: "How much is it?" },
    ...{ ip_address: "", browser_info: "", created_at: new Date().toISOString(), client_ip: null },
  });

let times: number[] = [];

beforeAll(async () => {
  const admin = (await createStaffUser(server, { role: "admin" })).user;
  const asha = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
  await server.services.demoStaff.savePresenter(
    { staffUserId: asha.id, products: ["gi"], hours: EVERY_DAY },
    admin,
    system,
  );
  times = (await server.services.demos.freeTimes(["gi"])).times.map((t) => t.start);
  const book = await server.services.demos.book(request({ Start: new Date(times.at(-1)!).toISOString() }), "192.0.2.5");
  expect(book.ok).toBe(true);
  const markup = await server.services.demos.book(
    request({
      Name: MARKUP,
      Company: '=HYPERLINK("http://evil.example")',
      Email: "markup@insurer.example",
      Note: "<script>alert(2)</script>",
      Start: new Date(times.at(-5)!).toISOString(),
    }),
    "192.0.2.6",
  );
  expect(markup.ok).toBe(true);
  await message("priya.nair@insurer.example");
  await message("only.a.message@elsewhere.example");
});

describe(`demos and leads on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("joins bookings and contact messages by e-mail, whatever its case; a message alone is no lead", async () => {
    const leads = await server.services.demoStaff.leads();
    expect(leads.map((l) => l.email_key).sort()).toEqual(["markup@insurer.example", "priya.nair@insurer.example"]);
    const priya = leads.find((l) => l.email_key === "priya.nair@insurer.example")!;
    expect(priya).toMatchObject({
      bookings: 1,
      messages: 1,
      company: "Insurer Ltd",
      name: "Priya Nair",
      status: "new",
    });
  });

  it("lets marketing move a lead to Contacted with an owner and notes, audited; HR is refused", async () => {
    const marketing = await signedInAs(server, "marketing");
    const list = await marketing.browser.get("/staff/demos");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Upcoming demos");
    expect(html).toContain("Priya Nair");
    const path = `/staff/demos/lead?email=${encodeURIComponent("priya.nair@insurer.example")}`;
    const res = await marketing.browser.postForm(path, {
      intent: "save",
      status: "contacted",
      owner: String(marketing.user.id),
      notes: "Called on Monday",
    });
    expect(res.status).toBe(200);
    const lead = (await server.services.demoStaff.lead("priya.nair@insurer.example"))!;
    expect(lead).toMatchObject({ status: "contacted", owner_user_id: marketing.user.id, notes: "Called on Monday" });
    const [row] = await listAuditRows(server.db, { action: "lead.changed" }, 1);
    expect(row).toMatchObject({
      actor_user_id: marketing.user.id,
      target_type: "lead",
      target_id: addressPseudonym("priya.nair@insurer.example"),
    });
    expect(JSON.parse(row!.detail!)).toEqual({
      status: { from: "new", to: "contacted" },
      owner: { from: null, to: marketing.user.id },
      notesChanged: true,
    });
    const bad = await marketing.browser.postForm(path, { intent: "save", status: "sold", owner: "", notes: "" });
    expect(bad.status).toBe(400);
    // Marketing may not change who presents: that is sales' and admins'.
    expect((await marketing.browser.get("/staff/demos/settings")).status).toBe(403);
    const hr = await signedInAs(server, "hr");
    const refused = await hr.browser.get("/staff/demos");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(staffMessages.forbidden);
    expect((await hr.browser.postForm(path, { intent: "save", status: "won", owner: "", notes: "" })).status).toBe(403);
    expect((await server.services.demoStaff.lead("priya.nair@insurer.example"))!.status).toBe("contacted");
  });

  it("shows what visitors typed as text in the console", async () => {
    const sales = await signedInAs(server, "sales");
    for (const path of ["/staff/demos", `/staff/demos/lead?email=${encodeURIComponent("markup@insurer.example")}`]) {
      const html = await (await sales.browser.get(path)).text();
      expect(html).not.toContain(MARKUP);
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    }
  });

  it("exports the leads as CSV, a formula made text, with an audit row", async () => {
    const sales = await signedInAs(server, "sales");
    const res = await sales.browser.get("/staff/demos/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csv).toContain('"Priya.Nair@Insurer.example","Priya Nair","Insurer Ltd","Contacted"');
    expect((await listAuditRows(server.db, { action: "leads.exported", actorUserId: sales.user.id }, 1)).length).toBe(
      1,
    );
  });

  it("writes one reminder a day before a demo, however many processes look at once", async () => {
    const demo = await server.db
      .selectFrom("demo_bookings")
      .selectAll()
      .where("email_key", "=", "priya.nair@insurer.example")
      .executeTakeFirstOrThrow();
    // The service stamps the notice version, however the booking reaches it (docs/product.md §2.18).
    expect(demo.notice_version).toBe(noticeVersion("demo"));
    const at = new Date(Date.parse(demo.start_at!) - 23 * 3600_000);
    const mail = createMailOutbox({ mail: server.config.mail, siteUrl: server.config.siteUrl });
    const tasks = Array.from({ length: 3 }, () =>
      createDemoReminderTask({ db: server.db, config: server.config, mail, logger: server.logger, now: () => at }),
    );
    const written = await Promise.all(tasks.map((t) => t.runOnce()));
    // Both demos of the last day start within the next 24 hours: one reminder each, from whichever process.
    expect(written.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await tasks[0]!.runOnce()).toBe(0);
    const reminders = await server.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("template", "=", "demo-reminder")
      .execute();
    expect(reminders.filter((r) => r.person_email === "priya.nair@insurer.example")).toHaveLength(1);
    expect(reminders.filter((r) => r.person_email === "markup@insurer.example")).toHaveLength(1);
  });

  it("refuses free webmail addresses with a clear message when the setting is on", async () => {
    const r = await server.services.demos.book(
      request({ Email: "someone@gmail.com", Start: new Date(times[0]!).toISOString() }),
      "192.0.2.7",
    );
    expect(r).toMatchObject({ ok: false, errors: { Email: demoMessages.freeMail } });
  });
});
