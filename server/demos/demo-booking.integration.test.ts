import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/domain/demo/availability";
import { demoMessages } from "~/domain/demo/demo-form";
import { noticeVersion } from "~/domain/privacy-notices";
import { erasePerson } from "#server/privacy/erase-person";
import { createStaffUser } from "#tests/support/staff";
import { addressesIn, smtpSinkForFile, type ReceivedMail } from "#tests/support/smtp-sink";
import { fetchXsrf } from "#tests/support/xsrf";

/**
 * Booking a demo at /demo without JavaScript (form posts), the race for one time, and the private link's
 * move and cancellation, with the invitations parsed by ical.js (docs/product.md §2.20).
 */
const { sink, server } = smtpSinkForFile();
const system = { ip: null, userAgent: null };
const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
let asha: { id: number; email: string };
let ravi: { id: number; email: string };

async function post(path: string, fields: [string, string][]) {
  const xsrf = await fetchXsrf(server.baseUrl);
  const body = new URLSearchParams([...fields, ["_xsrf", xsrf.token]]);
  return fetch(server.baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: xsrf.cookie, accept: "text/html" },
    body,
  });
}

const details = (email: string): [string, string][] => [
  ["Company", "Gulf Mutual <b>Insurance</b>"],
  ["Name", "Omar Haddad"],
  ["Email", email],
  ["Phone", "+971 50 123 4567"],
  ["Country", "United Arab Emirates"],
  ["Note", "Motor & medical"],
];

function invitation(m: ReceivedMail) {
  const part = m.mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!part) throw new Error("the mail has no calendar part");
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  event.startDate.zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toUnixTime() * 1000,
    tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    attendees: event.attendees.map((a) => String(a.getFirstValue()).replace("mailto:", "")),
    summary: event.summary,
  };
}
/**
 * What a mail says, decoded: its header values, text, HTML and the calendar file unfolded. The raw message's
 * parts are encoded (quoted-printable breaks a long line anywhere, base64 spells nothing), so a search of it
 * can miss a word that is there and find one made by chance.
 */
function decoded(m: ReceivedMail): string {
  const headers = [...m.mail.headers.values()].map((v) =>
    typeof v === "string" ? v : ((v as { text?: string }).text ?? JSON.stringify(v)),
  );
  const calendar = m.mail.attachments.map((a) => a.content.toString("utf8").replace(/\r?\n[ \t]/g, ""));
  return [...headers, m.mail.text ?? "", String(m.mail.html || ""), ...calendar].join("\n");
}
const to = (address: string) => (m: ReceivedMail) =>
  m.envelope.to.some((a) => a.toLowerCase() === address.toLowerCase());

beforeAll(async () => {
  const admin = (await createStaffUser(server, { role: "admin" })).user;
  asha = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
  ravi = (await createStaffUser(server, { role: "sales", name: "Ravi Menon" })).user;
  await server.services.demoStaff.savePresenter(
    { staffUserId: asha.id, products: ["gi"], hours: EVERY_DAY },
    admin,
    system,
  );
  await server.services.demoStaff.savePresenter(
    { staffUserId: ravi.id, products: ["broker"], hours: EVERY_DAY },
    admin,
    system,
  );
});

describe(`booking a demo on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  let token = "";
  let booked = 0;

  it("shows the products first, then the free times of the chosen ones as a plain form", async () => {
    const first = await (await fetch(`${server.baseUrl}/demo`)).text();
    expect(first).toContain('name="products" value="gi"');
    expect(first).not.toContain('name="Start"');
    const res = await fetch(`${server.baseUrl}/demo?products=gi&products=broker`);
    expect(res.headers.get("x-page-cache")).toBeNull();
    const html = await res.text();
    const { times } = await server.services.demos.freeTimes(["gi", "broker"]);
    expect(html).toContain(`name="Start" value="${new Date(times[0]!.start).toISOString()}"`);
    expect(html).toContain('action="/demo?products=gi&amp;products=broker" method="post"');
    // The notice beside "Book the demo" and beside "Suggest another time" (docs/product.md §2.18).
    expect(html.match(/data-privacy-notice="demo"/g)).toHaveLength(2);
  });

  it("keeps what was typed and says beside each field what is wrong", async () => {
    const res = await post("/demo?products=gi", [
      ["Products", "gi"],
      ["Company", "Gulf Mutual"],
      ["Name", "Omar Haddad"],
      ["Email", "not-an-address"],
      ["Country", ""],
      ["Note", "Keep this note"],
    ]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('id="demo-email-error"');
    expect(html).toContain("A valid e-mail address must be entered");
    expect(html).toContain(demoMessages.countryRequired);
    expect(html).toContain(demoMessages.startRequired);
    expect(html).toContain("Keep this note");
    expect(html).toContain('value="Gulf Mutual"');
  });

  it("books a free time: confirmed on the page, invitations (REQUEST, TZID, UID) to the visitor and the presenters", async () => {
    const { times } = await server.services.demos.freeTimes(["gi", "broker"]);
    booked = times[2]!.start;
    const res = await post("/demo?products=gi&products=broker", [
      ["Products", "gi"],
      ["Products", "broker"],
      ["Start", new Date(booked).toISOString()],
      ...details("Omar.Haddad@GulfMutual.example"),
      ["intent", "book"],
    ]);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(demoMessages.booked);
    expect(html).toContain("Asha Rao, Ravi Menon");
    token = /href="\/demo\/booking\/([\w-]+)"/.exec(html)![1]!;
    const row = await server.db
      .selectFrom("demo_bookings")
      .select(["state", "notice_version"])
      .where("email_key", "=", "omar.haddad@gulfmutual.example")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "booked", notice_version: noticeVersion("demo", "en") });

    const [visitor] = await sink.waitFor(to("Omar.Haddad@GulfMutual.example"));
    const v = invitation(visitor!);
    expect(v).toMatchObject({ method: "REQUEST", sequence: 0, start: booked, tzid: "Asia/Kolkata" });
    expect(visitor!.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    // Nothing the visitor typed goes to the address they typed (decision 0090).
    const said = decoded(visitor!);
    expect(said).toContain("BEGIN:VCALENDAR");
    expect(said).not.toContain("Gulf Mutual");
    expect(said).not.toContain("Omar Haddad");
    expect(said).not.toMatch(/\bMotor\b/);
    const [presenters] = await sink.waitFor(to(asha.email));
    expect(addressesIn(presenters!.mail.to).sort()).toEqual([asha.email, ravi.email].sort());
    const p = invitation(presenters!);
    expect(p.uid).toBe(v.uid);
    expect(p.attendees).toEqual(expect.arrayContaining([asha.email, ravi.email, "Omar.Haddad@GulfMutual.example"]));
  });

  it("gives one time to exactly one of 20 visitors booking it at once; the others are told and see the rest", async () => {
    const { times } = await server.services.demos.freeTimes(["gi"]);
    const contested = times[5]!.start;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.services.demos.book(
          {
            Products: ["gi"],
            Company: "Racing Insurers",
            Name: `Racer ${i}`,
            Email: `racer${i}@racing.example`,
            Phone: "",
            Country: "India",
            Note: "",
            Start: new Date(contested).toISOString(),
            Suggestion: "",
          },
          "198.51.100.7",
        ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.taken)).toHaveLength(19);
    const rows = await server.db
      .selectFrom("demo_booking_presenters")
      .selectAll()
      .where("start_at", "=", new Date(contested).toISOString())
      .execute();
    expect(rows).toHaveLength(1);
    // A form post for the taken time says so, and the page's times no longer offer it.
    const res = await post("/demo?products=gi", [
      ["Products", "gi"],
      ["Start", new Date(contested).toISOString()],
      ...details("late@late.example"),
      ["intent", "book"],
    ]);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain(demoMessages.taken);
    expect(html).not.toContain(`value="${new Date(contested).toISOString()}"`);
    expect(html).toContain(`value="${new Date(times[8]!.start).toISOString()}"`);
  });

  it("moves the demo by its private link: same UID, SEQUENCE 1, the new time, to everyone", async () => {
    const page = await fetch(`${server.baseUrl}/demo/booking/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const { times } = await server.services.demos.freeTimes(["gi", "broker"]);
    const later = times.find((t) => t.start > booked + 86_400_000)!.start;
    const res = await post(`/demo/booking/${token}`, [
      ["intent", "reschedule"],
      ["Start", new Date(later).toISOString()],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/demo/booking/${token}?done=moved`);
    const mails = await sink.waitFor((m) => to("Omar.Haddad@GulfMutual.example")(m) && invitation(m).sequence === 1);
    const moved = invitation(mails[0]!);
    expect(moved).toMatchObject({ method: "REQUEST", start: later, tzid: "Asia/Kolkata" });
    const first = invitation((await sink.waitFor(to("Omar.Haddad@GulfMutual.example")))[0]!);
    expect(moved.uid).toBe(first.uid);
    await sink.waitFor((m) => to(asha.email)(m) && invitation(m).sequence === 1);
    // The old time is free again.
    expect((await server.services.demos.freeTimes(["gi", "broker"])).times.map((t) => t.start)).toContain(booked);
    expect((await server.services.demos.freeTimes(["gi", "broker"])).times.map((t) => t.start)).not.toContain(later);
  });

  it("cancels it: METHOD:CANCEL with SEQUENCE 2 to the visitor and the presenters, and the time is free", async () => {
    const res = await post(`/demo/booking/${token}`, [["intent", "cancel"]]);
    expect(res.status).toBe(303);
    const [visitor] = await sink.waitFor(
      (m) => to("Omar.Haddad@GulfMutual.example")(m) && invitation(m).method === "CANCEL",
    );
    expect(invitation(visitor!).sequence).toBe(2);
    expect(visitor!.raw).toMatch(/method=CANCEL/i);
    const [presenters] = await sink.waitFor((m) => to(ravi.email)(m) && invitation(m).method === "CANCEL");
    expect(invitation(presenters!).sequence).toBe(2);
    const page = await (await fetch(`${server.baseUrl}/demo/booking/${token}`)).text();
    expect(page).toContain("This demo is cancelled");
    expect((await post(`/demo/booking/${token}`, [["intent", "cancel"]])).status).toBe(409);
    expect((await fetch(`${server.baseUrl}/demo/booking/not-a-token`)).status).toBe(404);
  });

  it("sends 'suggest another time' to INFO_EMAIL as a request, and a filled honeypot stores nothing", async () => {
    const res = await post("/demo?products=broker", [
      ["Products", "broker"],
      ...details("suggest@insurer.example"),
      ["Suggestion", "Thursday mornings"],
      ["intent", "request"],
    ]);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(demoMessages.requested);
    const [mail] = await sink.waitFor((m) => m.mail.subject === "A demo request for another time");
    expect(mail!.mail.text).toContain("Thursday mornings");
    const request = await server.db
      .selectFrom("demo_bookings")
      .select(["state", "notice_version"])
      .where("email_key", "=", "suggest@insurer.example")
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ state: "requested", notice_version: noticeVersion("demo", "en") });
    const before = await server.db.selectFrom("demo_bookings").select("id").execute();
    const { times } = await server.services.demos.freeTimes(["broker"]);
    const bot = await post("/demo?products=broker", [
      ["Products", "broker"],
      ["Start", new Date(times[0]!.start).toISOString()],
      ...details("bot@bots.example"),
      ["Website", "http://spam.example"],
      ["intent", "book"],
    ]);
    expect(bot.status).toBe(200);
    expect(await server.db.selectFrom("demo_bookings").select("id").execute()).toHaveLength(before.length);
  });

  it("cancels an erased visitor's demo still to come for its presenters, by a mail naming nobody", async () => {
    const start = (await server.services.demos.freeTimes(["gi"])).times[0]!.start;
    const visitor = "Erase.Me@Erased-Insurer.example";
    const booked = await server.services.demos.book(
      {
        ...{ Products: ["gi"], Company: "Erased Insurer", Name: "Eshan Erased", Email: visitor, Phone: "" },
        ...{ Country: "India", Note: "Please forget me", Start: new Date(start).toISOString(), Suggestion: "" },
      },
      "192.0.2.2",
    );
    expect(booked.ok).toBe(true);
    const [invited] = await sink.waitFor(to(visitor));
    const { uid } = invitation(invited!);
    await sink.waitFor((m) => to(asha.email)(m) && invitation(m).uid === uid);

    await erasePerson(
      server.db,
      visitor,
      { actor: { system: "test" }, ip: null },
      { cancelDemos: server.services.demos.cancelForErasure },
    );
    const [cancel] = await sink.waitFor(
      (m) => to(asha.email)(m) && invitation(m).uid === uid && invitation(m).method === "CANCEL",
    );
    expect(invitation(cancel!)).toMatchObject({ sequence: 1, start, attendees: [asha.email] });
    expect(cancel!.mail.text).toContain("asked us to erase their data");
    expect(cancel!.mail.replyTo).toBeUndefined();
    const said = decoded(cancel!).toLowerCase();
    expect(said).toContain("begin:vcalendar");
    for (const personal of ["erase.me", "Eshan", "Erased Insurer", "Please forget me"])
      expect(said, personal).not.toContain(personal.toLowerCase());
    // The visitor is not mailed again: the address is being erased.
    expect(sink.received.filter(to(visitor))).toHaveLength(1);
    expect((await server.services.demos.freeTimes(["gi"])).times.map((t) => t.start)).toContain(start);
  });

  it("sends at most three invitations an hour to one address, and still books", async () => {
    const { times } = await server.services.demos.freeTimes(["broker"]);
    // An hour apart: a 45-minute demo takes the half-hour step after its start too.
    for (const t of [10, 12, 14, 16].map((i) => times[i]!)) {
      const r = await server.services.demos.book(
        {
          Products: ["broker"],
          Company: "Capped Co",
          Name: "Cap Person",
          Email: "capped@capped.example",
          Phone: "",
          Country: "India",
          Note: "",
          Start: new Date(t.start).toISOString(),
          Suggestion: "",
        },
        "192.0.2.1",
      );
      expect(r.ok).toBe(true);
    }
    const written = await server.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("template", "=", "demo-invitation")
      .where("person_email", "=", "capped@capped.example")
      .execute();
    expect(written).toHaveLength(3);
  });
});
