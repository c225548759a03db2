import { beforeAll, describe, expect, it } from "vitest";
import { zonedMoment, type WeeklyHours } from "~/domain/demo/availability";
import { listAuditRows } from "#server/audit/audit-log.repository";
import { createStaffUser, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import { insertBookedInterview } from "#tests/support/booked-interview";

/**
 * The free times /demo offers, from what the console stores: presenters and their products, their
 * hours, the holidays, the demo length and the other demos (docs/product.md §2.20).
 */
const server = serverForFile();
const system = { ip: null, userAgent: null };
const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 8 * 60, to: 18 * 60 }));
const TZ = "Asia/Kolkata";
const dayOf = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let asha: { id: number; name: string };
let ravi: { id: number; name: string };
let admin: Awaited<ReturnType<typeof createStaffUser>>["user"];

const visitor = (over: Record<string, unknown> = {}) => ({
  Products: ["gi"],
  Company: "Gulf Mutual Insurance",
  Name: "Omar Haddad",
  Email: `omar.${Math.random().toString(36).slice(2)}@gulfmutual.example`,
  Phone: "",
  Country: "United Arab Emirates",
  Note: "",
  Start: "",
  Suggestion: "",
  ...over,
});

beforeAll(async () => {
  admin = (await createStaffUser(server, { role: "admin" })).user;
  asha = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
  ravi = (await createStaffUser(server, { role: "sales", name: "Ravi Menon" })).user;
  expect(
    await server.services.demoStaff.savePresenter(
      { staffUserId: asha.id, products: ["gi", "medical"], hours: EVERY_DAY },
      admin,
      system,
    ),
  ).toEqual({ ok: true });
  expect(
    await server.services.demoStaff.savePresenter(
      { staffUserId: ravi.id, products: ["broker"], hours: EVERY_DAY },
      admin,
      system,
    ),
  ).toEqual({ ok: true });
});

describe(`free demo times on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("offers the presenters' hours in the company's zone, a demo's length apart from the end of the day", async () => {
    const { times, demoMinutes } = await server.services.demos.freeTimes(["gi"]);
    expect(demoMinutes).toBe(45);
    const days = [...new Set(times.map((t) => dayOf(t.start)))];
    expect(days.length).toBe(15);
    const later = days[1]!;
    const ofDay = times.filter((t) => dayOf(t.start) === later);
    expect(ofDay[0]!.start).toBe(zonedMoment(later, 8 * 60, TZ));
    // 17:00 + 45 minutes ends by 18:00; 17:30 would not.
    expect(ofDay.at(-1)!.start).toBe(zonedMoment(later, 17 * 60, TZ));
    expect(ofDay.every((t) => t.presenters.length === 1 && t.presenters[0] === asha.id)).toBe(true);
  });

  it("offers nothing for a product nobody presents, and needs a presenter of every product chosen", async () => {
    expect((await server.services.demos.freeTimes(["hrms"])).times).toEqual([]);
    const both = await server.services.demos.freeTimes(["gi", "broker"]);
    expect(both.times[0]!.presenters).toEqual([asha.id, ravi.id].sort((a, b) => a - b));
  });

  it("skips the company's holidays, still counting 15 working days", async () => {
    const before = (await server.services.demos.freeTimes(["gi"])).times;
    const holiday = addDays(dayOf(before.at(-1)!.start), -3);
    const sales = await signedInAs(server, "sales");
    const res = await sales.browser.postForm("/staff/demos/settings", {
      intent: "settings",
      minutes: "60",
      holidays: `${holiday} Company day\n`,
    });
    expect(res.status).toBe(200);
    const after = (await server.services.demos.freeTimes(["gi"])).times;
    const days = [...new Set(after.map((t) => dayOf(t.start)))];
    expect(days).not.toContain(holiday);
    expect(days.length).toBe(15);
    expect(days.at(-1)).toBe(addDays(dayOf(before.at(-1)!.start), 1));
    expect((await server.services.demos.freeTimes(["gi"])).demoMinutes).toBe(60);
    const audit = await listAuditRows(server.db, { action: "demo.settings-saved" }, 5);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ minutes: 60, holidays: [holiday] });
    // A bad date is refused beside its field and changes nothing.
    const bad = await sales.browser.postForm("/staff/demos/settings", {
      intent: "settings",
      minutes: "60",
      holidays: "2026-02-30",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("is not a date written as YYYY-MM-DD");
  });

  it("takes a presenter's other demos out of their free times, and gives the time to another presenter when there is one", async () => {
    // 10:00 on the second day: times on both sides of it are offered whatever the hour the test runs at.
    const medical = (await server.services.demos.freeTimes(["medical"])).times;
    const secondDay = [...new Set(medical.map((t) => dayOf(t.start)))][1]!;
    const first = medical.find((t) => t.start === zonedMoment(secondDay, 10 * 60, TZ))!;
    const booked = await server.services.demos.book(
      visitor({ Products: ["medical"], Start: new Date(first.start).toISOString() }),
      "203.0.113.9",
    );
    expect(booked.ok).toBe(true);
    const gi = (await server.services.demos.freeTimes(["gi"])).times.map((t) => t.start);
    // Asha is busy for the hour: the times overlapping it are gone, the one after it is offered.
    expect(gi).not.toContain(first.start);
    expect(gi).not.toContain(first.start + 30 * 60_000);
    expect(gi).not.toContain(first.start - 30 * 60_000);
    expect(gi).toContain(first.start + 60 * 60_000);
    // A second presenter of the product makes the time free again, given to her.
    const sara = (await createStaffUser(server, { role: "sales", name: "Sara Thomas" })).user;
    await server.services.demoStaff.savePresenter(
      { staffUserId: sara.id, products: ["gi"], hours: EVERY_DAY },
      admin,
      system,
    );
    const again = (await server.services.demos.freeTimes(["gi"])).times.find((t) => t.start === first.start);
    expect(again?.presenters).toEqual([sara.id]);
  });

  it("keeps each presenter to their own weekdays and hours", async () => {
    const early: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 8 * 60, to: 10 * 60 }));
    const ok = await server.services.demoStaff.savePresenter(
      { staffUserId: ravi.id, products: ["broker"], hours: early },
      admin,
      system,
    );
    expect(ok).toEqual({ ok: true });
    const times = (await server.services.demos.freeTimes(["broker"])).times;
    const day = dayOf(times.at(-1)!.start);
    expect(times.filter((t) => dayOf(t.start) === day).map((t) => t.start)).toEqual([
      zonedMoment(day, 8 * 60, TZ),
      zonedMoment(day, 8 * 60 + 30, TZ),
      zonedMoment(day, 9 * 60, TZ),
    ]);
  });

  it("counts a presenter's booked interviews as busy time", async () => {
    const times = (await server.services.demos.freeTimes(["broker"])).times.map((t) => t.start);
    const start = times.at(-1)!;
    await insertBookedInterview(server.db, {
      applicationId: 1,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 30 * 60_000).toISOString(),
      place: "https://meet.example/x",
      timeZone: TZ,
      interviewerIds: [ravi.id],
    });
    const after = (await server.services.demos.freeTimes(["broker"])).times.map((t) => t.start);
    expect(after).not.toContain(start);
    expect(after).toContain(times.at(-2)! - 30 * 60_000);
  });
});
