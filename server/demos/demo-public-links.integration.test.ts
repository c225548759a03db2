import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/domain/demo/availability";
import { demoMessages } from "~/domain/demo/demo-form";
import { DEMO_LIMITS } from "~/domain/demo/demo-limits";
import { PUBLIC_MAILS_PER_ADDRESS_PER_HOUR } from "#server/mail/outbox";
import { createStaffUser } from "#tests/support/staff";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/support/smtp-sink";
import { serverForFile } from "#tests/support/test-server";
import { fetchXsrf } from "#tests/support/xsrf";

/**
 * What one source can do through the public demo pages and the private link (issue 41, items 1, 2, 7
 * and 14; docs/product.md §2.20, "Limits"): moves per booking and every mail a link causes within the
 * hourly cap of its address; bookings bounded per client address and per e-mail domain, with a share of
 * the times kept for visitors who hold none; the link's token in no log line and no outbox row; the
 * cancellation's words promising no link it does not carry.
 */
const sink = {} as SmtpSink;
const lines: string[] = [];
beforeAll(async () => {
  Object.assign(sink, await startSmtpSink());
});
afterAll(async () => {
  await sink.stop?.();
});
const server = serverForFile(() => ({
  env: { SMTP_URL: sink.url, MAIL_POLL_INTERVAL_MS: "50", LOG_LEVEL: "info" },
  logDestination: { write: (line: string) => void lines.push(line) },
}));

const system = { ip: null, userAgent: null };
const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
/** Wednesdays 09:00 to 10:30 only: two starts a week for a 45-minute demo, one booking takes both. */
const WEDNESDAY_MORNINGS: WeeklyHours = Array.from({ length: 7 }, (_, d) =>
  d === 3 ? { from: 9 * 60, to: 10 * 60 + 30 } : null,
);
let asha: { id: number; email: string };

const visitor = (email: string, start: number, products = ["gi"]) => ({
  Products: products,
  Company: "Gulf Mutual Insurance",
  Name: "Omar Haddad",
  Email: email,
  Phone: "+971 50 123 4567",
  Country: "United Arab Emirates",
  Note: "",
  Start: new Date(start).toISOString(),
  Suggestion: "",
});

/** The form's fields but the products, the time and the intent. */
const details = (email: string): [string, string][] => [
  ["Company", "Gulf Mutual Insurance"],
  ["Name", "Omar Haddad"],
  ["Email", email],
  ["Phone", "+971 50 123 4567"],
  ["Country", "United Arab Emirates"],
];

async function post(path: string, fields: [string, string][]) {
  const xsrf = await fetchXsrf(server.baseUrl);
  return fetch(server.baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: xsrf.cookie, accept: "text/html" },
    body: new URLSearchParams([...fields, ["_xsrf", xsrf.token]]),
  });
}

const outboxRows = (template: string, emailKey: string) =>
  server.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("template", "=", template)
    .where("person_email", "=", emailKey)
    .orderBy("id")
    .execute();

function invitation(m: ReceivedMail) {
  const part = m.mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), sequence: event.sequence };
}
const to = (address: string) => (m: ReceivedMail) => m.envelope.to.some((a) => a.toLowerCase() === address);

beforeAll(async () => {
  const admin = (await createStaffUser(server, { role: "admin" })).user;
  asha = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
  const ravi = (await createStaffUser(server, { role: "sales", name: "Ravi Menon" })).user;
  const mina = (await createStaffUser(server, { role: "sales", name: "Mina Das" })).user;
  for (const [person, products, hours] of [
    [asha, ["gi"], EVERY_DAY],
    [ravi, ["broker"], EVERY_DAY],
    [mina, ["medical"], WEDNESDAY_MORNINGS],
  ] as const)
    expect(
      await server.services.demoStaff.savePresenter(
        { staffUserId: person.id, products: [...products], hours },
        admin,
        system,
      ),
    ).toEqual({ ok: true });
});

describe(`the private link and its mails on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it(`allows ${DEMO_LIMITS.movesPerBooking} moves, and counts every mail to the visitor against the hourly cap`, async () => {
    const victim = "victim@victim-insurer.example";
    const times = (await server.services.demos.freeTimes(["gi"])).times.map((t) => t.start);
    const booked = await server.services.demos.book(visitor(victim, times[40]!), "192.0.2.50");
    expect(booked.ok).toBe(true);
    const page = `/demo/booking/${booked.ok ? booked.token : ""}`;
    expect(await (await fetch(server.baseUrl + page)).text()).toContain('name="intent" value="reschedule"');
    const moves: Response[] = [];
    for (const i of [1, 2, 3, 4]) {
      const res = await post(page, [
        ["intent", "reschedule"],
        ["Start", new Date(times[40 + i * 3]!).toISOString()],
      ]);
      moves.push(res);
    }
    expect(moves.map((r) => r.status)).toEqual([303, 303, 303, 409]);
    // The third move's invitation is the fourth mail of the hour: held back, and the page says so.
    expect(moves.map((r) => r.headers.get("location"))).toEqual([
      `${page}?done=moved`,
      `${page}?done=moved`,
      `${page}?done=moved-unmailed`,
      null,
    ]);
    expect(await moves[3]!.text()).toContain(demoMessages.movesUsed);
    const left = await (await fetch(server.baseUrl + page)).text();
    expect(left).toContain(demoMessages.movesUsed);
    // No form to move it (the page's words, sent with it, still name the button).
    expect(left).not.toContain('name="intent" value="reschedule"');

    const cancel = await post(page, [["intent", "cancel"]]);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe(`${page}?done=cancelled-unmailed`);
    // The visitor: the booking and two moves, then the cap. The presenters: every change.
    expect(await outboxRows("demo-invitation", victim)).toHaveLength(PUBLIC_MAILS_PER_ADDRESS_PER_HOUR);
    expect(await outboxRows("demo-to-presenters", victim)).toHaveLength(1 + DEMO_LIMITS.movesPerBooking + 1);
  });

  it("keeps the link's token out of the access log and the outbox; the mails still carry the working link", async () => {
    const keeper = "link.keeper@keeper-insurer.example";
    const { times } = await server.services.demos.freeTimes(["gi"]);
    const from = lines.length;
    const res = await post("/demo?products=gi", [
      ["Products", "gi"],
      ["Start", new Date(times[5]!.start).toISOString()],
      ...details(keeper),
      ["intent", "book"],
    ]);
    expect(res.status).toBe(200);
    const token = /href="\/demo\/booking\/([\w-]+)"/.exec(await res.text())![1]!;
    const page = `/demo/booking/${token}`;
    expect((await fetch(server.baseUrl + page)).status).toBe(200);
    await fetch(`${server.baseUrl}${page}.data`);
    await fetch(`${server.baseUrl}/DEMO/Booking/${token}`);
    const moved = await post(page, [
      ["intent", "reschedule"],
      ["Start", new Date(times[9]!.start).toISOString()],
    ]);
    expect(moved.status).toBe(303);

    const logged = lines.slice(from).join("\n");
    expect(logged).toContain("/demo/booking/REDACTED");
    expect(logged).not.toContain(token);
    const rows = await server.db.selectFrom("mail_outbox").select(["template", "payload"]).execute();
    for (const row of rows) expect(row.payload, row.template).not.toContain(token);
    const [first] = await outboxRows("demo-invitation", keeper);
    expect(JSON.parse(first!.payload)).toMatchObject({ seed: expect.any(String) });
    expect(JSON.parse(first!.payload)).not.toHaveProperty("link");

    // Sent, each invitation holds the link the visitor was shown, made again from the seed.
    const [booking] = await sink.waitFor((m) => to(keeper)(m) && invitation(m).sequence === 0);
    const [move] = await sink.waitFor((m) => to(keeper)(m) && invitation(m).sequence === 1);
    for (const mail of [booking!, move!]) expect(mail.mail.text).toContain(`${server.config.siteUrl}${page}`);
  });

  it("sends a cancellation that promises no link it does not carry", async () => {
    const keeper = "link.keeper@keeper-insurer.example";
    const token = (await sink.waitFor(to(keeper)))[0]!.mail.text!.match(/\/demo\/booking\/([\w-]+)/)![1]!;
    expect((await post(`/demo/booking/${token}`, [["intent", "cancel"]])).status).toBe(303);
    const [cancelled] = await sink.waitFor((m) => to(keeper)(m) && invitation(m).method === "CANCEL");
    const text = cancelled!.mail.text!;
    expect(text).not.toMatch(/link above/i);
    expect(text).not.toContain("/demo/booking/");
    expect(text).toContain("reply to this mail");
  });
});

describe(`bounds on bookings from one source on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it(`takes at most ${DEMO_LIMITS.futureDemosPerClientAddress} demos to come from one client address`, async () => {
    const times = (await server.services.demos.freeTimes(["broker"])).times.map((t) => t.start);
    const book = (i: number) =>
      post("/demo?products=broker", [
        ["Products", "broker"],
        ["Start", new Date(times[i * 3]!).toISOString()],
        ...details(`bot${i}@throwaway-${i}.example`),
        ["intent", "book"],
      ]);
    // Every form post here comes from the test's own address, each with another domain.
    for (let i = 0; i < DEMO_LIMITS.futureDemosPerClientAddress; i++) expect((await book(i)).status).toBe(200);
    const refused = await book(DEMO_LIMITS.futureDemosPerClientAddress);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(demoMessages.networkLimit);
    // Another address still books.
    const other = await server.services.demos.book(
      visitor("someone@else.example", times[36]!, ["broker"]),
      "203.0.113.11",
    );
    expect(other.ok).toBe(true);
  });

  it(`takes at most ${DEMO_LIMITS.futureDemosPerMailDomain} demos to come for one e-mail domain`, async () => {
    const times = (await server.services.demos.freeTimes(["broker"])).times.map((t) => t.start);
    for (let i = 0; i < DEMO_LIMITS.futureDemosPerMailDomain; i++)
      expect(
        (
          await server.services.demos.book(
            visitor(`p${i}@one-domain.example`, times[i * 3]!, ["broker"]),
            `198.51.100.${i + 20}`,
          )
        ).ok,
      ).toBe(true);
    const refused = await server.services.demos.book(
      visitor("P.Last@One-Domain.example", times[20]!, ["broker"]),
      "198.51.100.99",
    );
    expect(refused).toMatchObject({ ok: false, limited: true, message: demoMessages.domainLimit });
  });

  it("keeps the last quarter of the times for visitors who hold no demo", async () => {
    const offered = (await server.services.demos.freeTimes(["medical"])).times.length;
    const reserve = Math.ceil(offered * DEMO_LIMITS.reservedShare);
    expect(offered).toBeGreaterThan(8);
    const free = async () => (await server.services.demos.freeTimes(["medical"])).times.map((t) => t.start);
    // One source books, then many others until only the reserve is left.
    expect(
      (
        await server.services.demos.book(
          visitor("first@repeat-source.example", (await free())[0]!, ["medical"]),
          "192.0.2.200",
        )
      ).ok,
    ).toBe(true);
    let i = 0;
    while ((await free()).length > reserve) {
      const r = await server.services.demos.book(
        visitor(`v${i}@source-${i}.example`, (await free())[0]!, ["medical"]),
        `198.18.0.${++i}`,
      );
      expect(r.ok, r.message).toBe(true);
    }
    const left = await free();
    expect(left.length).toBeGreaterThan(0);
    // The repeat source, by its client address or by its domain, is refused; a new one books.
    expect(
      await server.services.demos.book(visitor("again@other-source.example", left[0]!, ["medical"]), "192.0.2.200"),
    ).toMatchObject({ ok: false, limited: true, message: demoMessages.reservedTimes });
    expect(
      await server.services.demos.book(visitor("second@repeat-source.example", left[0]!, ["medical"]), "192.0.2.201"),
    ).toMatchObject({ ok: false, limited: true, message: demoMessages.reservedTimes });
    expect(
      (await server.services.demos.book(visitor("new@new-source.example", left[0]!, ["medical"]), "192.0.2.202")).ok,
    ).toBe(true);
  });
});

describe(`free times far out on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("offers no time a demo holds, however many weeks out a presenter's working days go", async () => {
    // Wednesdays only: the 15 working days reach 15 weeks out.
    const times = (await server.services.demos.freeTimes(["medical"])).times.map((t) => t.start);
    const last = times.at(-1)!;
    expect(last - Date.now()).toBeGreaterThan(60 * 86_400_000);
    expect(
      (await server.services.demos.book(visitor("far@far-out.example", last, ["medical"]), "192.0.2.210")).ok,
    ).toBe(true);
    expect((await server.services.demos.freeTimes(["medical"])).times.map((t) => t.start)).not.toContain(last);
  });
});
