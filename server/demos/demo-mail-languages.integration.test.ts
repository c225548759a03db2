import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "~/content/site-config";
import type { WeeklyHours } from "~/domain/demo/availability";
import { createStaffUser } from "#tests/support/staff";
import { smtpSinkForFile } from "#tests/support/smtp-sink";
import { fetchXsrf } from "#tests/support/xsrf";
import { DEMO_MAIL_WORDS } from "./demo-mail-words";

/**
 * A demo booked from the Arabic demo page is confirmed in Arabic, right to left, its private link to the
 * Arabic booking page; the presenters' copy stays English (docs/decisions/0192).
 */
const SITE = "https://www.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE });
const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
let asha: { id: number; email: string };

beforeAll(async () => {
  const admin = (await createStaffUser(server, { role: "admin" })).user;
  asha = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
  await server.services.demoStaff.savePresenter({ staffUserId: asha.id, products: ["gi"], hours: EVERY_DAY }, admin, {
    ip: null,
    userAgent: null,
  });
});

async function post(path: string, fields: [string, string][]) {
  const xsrf = await fetchXsrf(server.baseUrl);
  return fetch(server.baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: xsrf.cookie, accept: "text/html" },
    body: new URLSearchParams([...fields, ["_xsrf", xsrf.token]]),
  });
}

describe(`a demo's mails in the visitor's language on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("confirms a booking from /ar/demo in Arabic, dir=rtl, its link under /ar/", async () => {
    const email = "omar.haddad@gulfmutual.example";
    const { times } = await server.services.demos.freeTimes(["gi"]);
    const start = times[1]!.start;
    const res = await post("/ar/demo?products=gi", [
      ["Products", "gi"],
      ["Start", new Date(start).toISOString()],
      ["Company", "Gulf Mutual"],
      ["Name", "Omar Haddad"],
      ["Email", email],
      ["Phone", "+971 50 123 4567"],
      ["Country", "United Arab Emirates"],
      ["Note", ""],
      ["intent", "book"],
    ]);
    expect(res.status).toBe(200);
    const w = DEMO_MAIL_WORDS.ar;
    const [mail] = await sink.waitFor((m) => m.envelope.to.includes(email));
    expect(mail!.mail.subject).toBe(`تم حجز العرض التوضيحي: ${siteConfig.name}`);
    const html = String(mail!.mail.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const text = mail!.mail.text ?? "";
    expect(text).toContain(w.heading.booked);
    expect(text).toContain(w.calendarAttached);
    expect(text).toMatch(new RegExp(`${w.reschedule}:\\n${SITE}/ar/demo/booking/[\\w-]+`));
    expect(text).toContain(`${w.products}: `);
    expect(text).toContain(w.minutes(30).split(" ")[1]!);

    const [presenters] = await sink.waitFor((m) => m.envelope.to.includes(asha.email));
    expect(presenters!.mail.subject).toMatch(/^Demo booked \(/);
    expect(String(presenters!.mail.html)).toContain('<html lang="en">');
  });
});
