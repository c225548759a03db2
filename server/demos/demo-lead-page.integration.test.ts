import { beforeAll, describe, expect, it } from "vitest";
import { productName } from "~/content/product-index";
import type { WeeklyHours } from "~/domain/demo/availability";
import { leadMessages } from "~/domain/demo/demo-settings";
import { demoMoment } from "~/domain/demo/demo-time";
import { spreadsheetTimesIn } from "~/domain/dates";
import { csvCell } from "~/shared/csv";
import { createStaffUser, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Sales' page of one lead and the leads' CSV (issue 41, item 16; docs/product.md §10.14): what was booked
 * (products, time, phone, country, note) on the page and in the CSV, times in the CSV on the company's
 * clock as HR's export writes them, and only people who may work leads offered and accepted as owners.
 */
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "3600000" } });
const system = { ip: null, userAgent: null };
const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
const EMAIL = "Priya.Lead@Lead-Insurer.example";
const KEY = EMAIL.toLowerCase();
const leadPath = `/staff/demos/lead?email=${encodeURIComponent(KEY)}`;

let start = 0;
let hr: { id: number; name: string };
let interviewer: { id: number; name: string };
let marketing: { id: number; name: string };

beforeAll(async () => {
  const admin = (await createStaffUser(server, { role: "admin" })).user;
  const asha = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
  hr = (await createStaffUser(server, { role: "hr", name: "Hema HR" })).user;
  interviewer = (await createStaffUser(server, { role: "interviewer", name: "Ivan Interviewer" })).user;
  marketing = (await createStaffUser(server, { role: "marketing", name: "Mira Marketing" })).user;
  await server.services.demoStaff.savePresenter(
    { staffUserId: asha.id, products: ["gi", "broker"], hours: EVERY_DAY },
    admin,
    system,
  );
  start = (await server.services.demos.freeTimes(["gi", "broker"])).times[4]!.start;
  const booked = await server.services.demos.book(
    {
      ...{ Products: ["gi", "broker"], Company: "Lead Insurer Ltd", Name: "Priya Lead", Email: EMAIL },
      ...{ Phone: "+91 98470 12345", Country: "India", Note: "Motor first, then health" },
      ...{ Start: new Date(start).toISOString(), Suggestion: "" },
    },
    "192.0.2.60",
  );
  expect(booked.ok).toBe(true);
});

describe(`a lead's page and the leads' CSV on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("shows what was booked: products, time, phone, country and note", async () => {
    const sales = await signedInAs(server, "sales");
    const res = await sales.browser.get(leadPath);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const shown of [
      productName("gi"),
      productName("broker"),
      demoMoment(start, server.config.timeZone),
      "+91 98470 12345",
      "India",
      "Motor first, then health",
    ])
      expect(html, shown).toContain(shown);
  });

  it("offers as owners only people who work on leads, and refuses anyone else", async () => {
    const sales = await signedInAs(server, "sales");
    const html = await (await sales.browser.get(leadPath)).text();
    const owners = [...html.matchAll(/<option value="(\d+)"[^>]*>([^<]*)</g)].map((m) => Number(m[1]));
    expect(owners).toContain(marketing.id);
    expect(owners).toContain(sales.user.id);
    expect(owners).not.toContain(hr.id);
    expect(owners).not.toContain(interviewer.id);
    for (const person of [hr, interviewer]) {
      const res = await sales.browser.postForm(leadPath, {
        intent: "save",
        status: "contacted",
        owner: String(person.id),
        notes: "",
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(leadMessages.ownerInvalid);
    }
    expect((await server.services.demoStaff.lead(KEY))!.owner_user_id).toBeNull();
    const ok = await sales.browser.postForm(leadPath, {
      intent: "save",
      status: "contacted",
      owner: String(marketing.id),
      notes: "",
    });
    expect(ok.status).toBe(200);
  });

  it("exports what was booked, its times on the company's clock as HR's export writes them", async () => {
    const sales = await signedInAs(server, "sales");
    const csv = await (await sales.browser.get("/staff/demos/export")).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      [
        ...["E-mail", "Name", "Company", "Status", "Owner", "Demo bookings", "Contact messages", "Last contact"],
        ...["Notes", "Latest booking", "Products", "Demo time", "Phone", "Country", "Visitor's note"],
        ...["Source", "Landing page"],
      ]
        .map((h) => `"${h}"`)
        .join(","),
    );
    const lead = (await server.services.demoStaff.lead(KEY))!;
    const wallClock = spreadsheetTimesIn(server.config.timeZone);
    expect(row).toBe(
      [
        ...[`"${EMAIL}"`, '"Priya Lead"', '"Lead Insurer Ltd"', '"Contacted"', `"${marketing.name}"`, "1", "0"],
        `"${wallClock(lead.last_at)}"`,
        '""',
        '"Booked"',
        `"${productName("gi")}, ${productName("broker")}"`,
        `"${wallClock(new Date(start).toISOString())}"`,
        // As every export writes a cell (app/shared/csv.ts).
        csvCell("+91 98470 12345"),
        '"India"',
        '"Motor first, then health"',
        // Booked through the service, not from a visit: no first touch.
        '"Not recorded"',
        '""',
      ].join(","),
    );
    expect(row).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
