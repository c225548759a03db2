import { beforeAll, describe, expect, it } from "vitest";
import { insertContactMessage } from "#server/contact/contact-messages.repository";
import { insertDemoBooking, upsertLead } from "#server/demos/demos.repository";
import { insertSubscriptionOnce } from "#server/newsletter/subscriptions.repository";
import { jobApplication } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import { todayIn } from "~/domain/dates";
import { addDays, parseReportPeriod } from "~/domain/insights/report-period";
import { foldDay, insertPageViews, type PageViewRow } from "./insights.repository";

/**
 * The reports of /staff/insights (decision 0173) against rows made here, ten to fifteen days ago so nothing
 * else in the database falls in the periods and the server's hourly fold (which takes days past 30) leaves
 * them: D0 folded into daily totals here and D1, D2 raw, so the period D0..D2 spans both; the previous
 * period P0..P2 has one folded view, on P1.
 */
const server = serverForFile();
const TODAY = todayIn("Asia/Kolkata");
const [P0, P1, P2, D0, D1, D2] = [15, 14, 13, 12, 11, 10].map((n) => addDays(TODAY, -n)) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const PERIOD = `from=${D0}&to=${D2}`;
const MARKUP = "=<b>bold</b>";
const at = (day: string) => `${day}T06:00:00.000Z`;

function view(day: string, path: string, visitor: string, touch: Partial<PageViewRow> = {}): PageViewRow {
  return {
    ...{ day, viewed_at: at(day), path, source: "", medium: "", campaign: "", referrer_host: "" },
    ...{ device: "desktop", country: "", visitor_hash: visitor, ...touch },
  };
}
const LINKEDIN = { source: "linkedin", medium: "social", campaign: "launch" };
const INDEED = { source: "indeed", referrer_host: "indeed.com" };
const touchOf = (
  landing: string | null,
  source: string | null = null,
  medium: string | null = null,
  campaign: string | null = null,
) => ({
  first_landing_path: landing,
  first_referrer_host: null,
  first_source: source,
  first_medium: medium,
  first_campaign: campaign,
});

async function booking(email: string, day: string, state: "booked" | "requested", touch: ReturnType<typeof touchOf>) {
  await insertDemoBooking(server.db, {
    ...{ uid: `${email}@localhost`, token_hash: email.padEnd(64, "0").slice(0, 64), state, products: '["gi"]' },
    ...{ company: "Insurer", name: "Lead", email, email_key: email, phone: "", country: "India", note: "" },
    ...{ start_at: null, end_at: null, sequence: 0, reminder_sent_at: null, client_ip: null },
    ...{ created_at: at(day), updated_at: at(day), ...touch },
  });
}
const lead = (email: string, status: string) =>
  upsertLead(server.db, { email_key: email, status, owner_user_id: null, notes: "", updated_at: at(D2) });

/** A move; `since` is the stay_started_at a move writes (left out: a row from before the column, found the long way). */
type Move = { from: string; to: string; at: string; since?: string };

/** An application sent through the API, then dated, sourced and moved (each move in its history) as the test needs. */
async function application(day: string, touch: ReturnType<typeof touchOf>, moves: Move[]) {
  const job = await server.db
    .selectFrom("jobs")
    .select("code")
    .where("title", "=", JOBS.trainee)
    .executeTakeFirstOrThrow();
  expect((await server.client().post("/api/Career/PostJobApplication", jobApplication(Number(job.code)))).status).toBe(
    200,
  );
  const { id } = await server.db
    .selectFrom("job_applications")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const last = moves.at(-1);
  await server.db
    .updateTable("job_applications")
    .set({ created_at: at(day), ...touch, status: last?.to ?? "new", status_changed_at: last?.at ?? at(day) })
    .where("id", "=", id)
    .execute();
  for (const move of moves)
    await server.db
      .insertInto("application_status_changes")
      .values({
        ...{ kind: "application", application_id: id, at: move.at, actor_user_id: null, actor_label: "test" },
        ...{ from_status: move.from, to_status: move.to, note: "", stay_started_at: move.since ?? null },
      })
      .execute();
}

const browsers = new Map<string, StaffBrowser>();

beforeAll(async () => {
  // Countries as a proxy named them (decision 0186): A and E in the UAE, B and C in India, D none.
  const [AE, IN] = [{ country: "AE" }, { country: "IN" }];
  await insertPageViews(server.db, [
    view(P1, "/pricing", "E", { ...LINKEDIN, ...AE }),
    view(D0, "/pricing", "A", { ...LINKEDIN, ...AE }),
    view(D0, "/pricing", "A", { ...LINKEDIN, ...AE }),
    view(D0, "/", "B", IN),
    view(D1, "/pricing", "A", { ...LINKEDIN, ...AE }),
    view(D1, "/careers", "C", { ...INDEED, ...IN }),
    view(D1, "/careers", "C", { ...INDEED, ...IN }),
    view(D1, "/", "A", AE),
    view(D2, "/", "D", { source: MARKUP }),
  ]);
  await foldDay(server.db, P1);
  await foldDay(server.db, D0);

  await booking("won@insurer.example", D1, "booked", touchOf("/pricing", "linkedin", "social", "launch"));
  await lead("won@insurer.example", "won");
  await booking("qualified@insurer.example", D2, "booked", touchOf(null));
  await lead("qualified@insurer.example", "qualified");
  await booking("asked@insurer.example", D1, "requested", touchOf("/"));
  await booking("lost@insurer.example", P1, "booked", touchOf("/pricing", "linkedin", "social", "launch"));
  await lead("lost@insurer.example", "lost");
  await insertContactMessage(server.db, {
    ...{ name: "Asker", email: "asker@example.in", mobile: "9876543210", subject: "Hello", message: "A question." },
    ...{ ip_address: "", browser_info: "", created_at: at(D1), client_ip: null },
    ...touchOf("/careers", "indeed"),
  });
  await insertSubscriptionOnce(server.db, {
    ...{ email: "reader@example.in", email_key: "reader@example.in", ip_address: "", browser_info: "" },
    ...{ created_at: at(D2), client_ip: null, ...touchOf("/") },
  });
  // Hired a day after it came: a quarter day in New, a quarter in Screening, half a day in Interview.
  await application(D1, touchOf("/careers", "indeed"), [
    { from: "new", to: "screening", at: `${D1}T12:00:00.000Z`, since: at(D1) },
    { from: "screening", to: "interview", at: `${D1}T18:00:00.000Z`, since: `${D1}T12:00:00.000Z` },
    { from: "interview", to: "hired", at: at(D2), since: `${D1}T18:00:00.000Z` },
  ]);
  // Half a day in New; its next move falls after the period, so it is not counted. Its moves carry no
  // stay_started_at: the report finds each stay's start from the move before or the arrival.
  await application(D2, touchOf(null), [
    { from: "new", to: "screening", at: `${D2}T18:00:00.000Z` },
    { from: "screening", to: "shortlisted", at: at(addDays(TODAY, -5)) },
  ]);

  for (const role of ["marketing", "sales", "hr", "interviewer"] as const)
    browsers.set(role, (await signedInAs(server, role)).browser);
}, 60_000);

const period = parseReportPeriod(new URLSearchParams(PERIOD), TODAY).period;
const table = (tables: { id: string; rows: unknown[][] }[], id: string) => tables.find((t) => t.id === id)!.rows;

describe(`insights reports on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("counts views and daily visitors across folded and raw days, beside the previous period", async () => {
    const report = await server.services.insights.marketingReport(period, 10);
    expect(table(report.tables, "visits")).toEqual([
      [D0, 3, 2, P0, 0, 0],
      [D1, 4, 2, P1, 1, 1],
      [D2, 1, 1, P2, 0, 0],
    ]);
    expect(table(report.tables, "pages")).toEqual([
      ["/", 3, 3, 0],
      ["/pricing", 3, 2, 1],
      ["/careers", 2, 1, 0],
    ]);
    expect(table(report.tables, "sources")).toEqual([
      ["linkedin / social / launch", 3, 2, 1],
      ["Direct", 2, 2, 0],
      ["indeed", 2, 1, 0],
      [MARKUP, 1, 1, 0],
    ]);
    expect(table(report.tables, "referrers")).toEqual([
      ["No referring site", 6, 4, 1],
      ["indeed.com", 2, 1, 0],
    ]);
    // D0 is folded (A's two views one total, so one visitor), D1 raw; D2's view has no country.
    expect(table(report.tables, "countries")).toEqual([
      ["United Arab Emirates (AE)", 4, 2, 1],
      ["India (IN)", 3, 2, 0],
      ["Not recorded", 1, 1, 0],
    ]);
  });

  it("counts conversions per source and landing page, the totals and the funnel", async () => {
    const report = await server.services.insights.marketingReport(period, 10);
    expect(table(report.tables, "conversions-by-source")).toEqual([
      ["indeed", 0, 0, 1, 0, 1],
      ["linkedin / social / launch", 1, 1, 0, 0, 0],
      ["Not recorded", 1, 0, 0, 0, 1],
      ["Direct", 0, 0, 0, 1, 0],
    ]);
    expect(table(report.tables, "conversions-by-landing")).toEqual([
      ["/careers", 0, 0, 1, 0, 1],
      ["/pricing", 1, 1, 0, 0, 0],
      ["Not recorded", 1, 0, 0, 0, 1],
      ["/", 0, 0, 0, 1, 0],
    ]);
    expect(table(report.tables, "totals")).toEqual([
      ["Page views", 8, 1],
      ["Visitors", 5, 1],
      ["Demos booked", 2, 1],
      ["Leads won", 1, 0],
      ["Contact messages", 1, 0],
      ["Subscriptions", 1, 0],
      ["Job applications", 2, 0],
    ]);
    expect(table(report.tables, "funnel")).toEqual([
      ["Visitors", 5, 1],
      ["Leads who booked a demo", 2, 1],
      ["Qualified", 2, 0],
      ["Won", 1, 0],
    ]);
  });

  it("gives the same numbers once the finished days are summed for the reports (decision 0176); a folded day counts once", async () => {
    const before = await server.services.insights.marketingReport(period, null);
    // The days summed (P1 and D0 are folded: no raw views left to sum).
    const summedDays = async () =>
      (await server.db.selectFrom("page_view_summaries").select("day").distinct().orderBy("day").execute()).map(
        (r) => r.day,
      );
    await server.services.insights.fold();
    expect(await summedDays()).toEqual([D1, D2]);
    expect(await server.services.insights.marketingReport(period, null)).toEqual(before);
    // A grouping without sums (as a newly added one) is read raw, then summed by the next round.
    await server.db.deleteFrom("page_view_summaries").where("grouping", "=", "path").execute();
    expect(await server.services.insights.marketingReport(period, null)).toEqual(before);
    await server.services.insights.fold();
    const pathDays = await server.db
      .selectFrom("page_view_summaries")
      .select("day")
      .distinct()
      .where("grouping", "=", "path")
      .orderBy("day")
      .execute();
    expect(pathDays.map((r) => r.day)).toEqual([D1, D2]);
    expect(await server.services.insights.marketingReport(period, null)).toEqual(before);

    // Folding a summed day removes its summaries; a summary left behind by a process that summed the day
    // while another folded it counts nothing.
    await foldDay(server.db, D1);
    expect(await summedDays()).toEqual([D2]);
    const folded = await server.services.insights.marketingReport(period, null);
    await server.db
      .insertInto("page_view_summaries")
      .values({
        ...{ grouping: "day", day: D1, path: "", source: "", medium: "", campaign: "", referrer_host: "" },
        ...{ views: 100, visitors: 100 },
      })
      .execute();
    expect(await server.services.insights.marketingReport(period, null)).toEqual(folded);
    expect(table(folded.tables, "visits")[1]!.slice(0, 2)).toEqual([D1, 4]);
  });

  it("counts a visitor once a day per group across raw days, and the same once the days are summed (decision 0189)", async () => {
    // Two raw days of their own, 7 and 6 days ago: after the latest day summed above (D2), so read raw, and
    // with no views in the two days before. V views /a twice and /b once on X0 and /a again on X1, W views
    // /a on X0. Read raw, then from the days' sums.
    const [X0, X1] = [7, 6].map((n) => addDays(TODAY, -n)) as [string, string];
    const SOCIAL = { ...LINKEDIN, referrer_host: "linkedin.com", country: "AE" };
    await insertPageViews(server.db, [
      view(X0, "/a", "V", SOCIAL),
      view(X0, "/a", "V", SOCIAL),
      view(X0, "/b", "V", SOCIAL),
      view(X0, "/a", "W", { country: "IN" }),
      view(X1, "/a", "V", SOCIAL),
    ]);
    const days = parseReportPeriod(new URLSearchParams(`from=${X0}&to=${X1}`), TODAY).period;
    const raw = await server.services.insights.marketingReport(days, null);
    expect(table(raw.tables, "visits")).toEqual([
      [X0, 4, 2, addDays(X0, -2), 0, 0],
      [X1, 1, 1, addDays(X1, -2), 0, 0],
    ]);
    expect(table(raw.tables, "pages")).toEqual([
      ["/a", 4, 3, 0],
      ["/b", 1, 1, 0],
    ]);
    expect(table(raw.tables, "sources")).toEqual([
      ["linkedin / social / launch", 4, 2, 0],
      ["Direct", 1, 1, 0],
    ]);
    expect(table(raw.tables, "referrers")).toEqual([
      ["linkedin.com", 4, 2, 0],
      ["No referring site", 1, 1, 0],
    ]);
    expect(table(raw.tables, "countries")).toEqual([
      ["United Arab Emirates (AE)", 4, 2, 0],
      ["India (IN)", 1, 1, 0],
    ]);
    await server.services.insights.fold();
    const summed = await server.db
      .selectFrom("page_view_summaries")
      .select("grouping")
      .distinct()
      .where("day", "in", [X0, X1])
      .execute();
    expect(summed).toHaveLength(5);
    expect(await server.services.insights.marketingReport(days, null)).toEqual(raw);
  });

  it("keeps the top rows on the page and every row in a CSV", async () => {
    expect(table((await server.services.insights.marketingReport(period, 2)).tables, "sources")).toHaveLength(2);
    const res = await browsers.get("marketing")!.get(`/staff/insights/export/sources?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // Read with its byte-order mark, which tells Excel the file is UTF-8.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe(
      [
        '\uFEFF"Source","Views","Visitors","Views in the previous period"',
        '"linkedin / social / launch",3,2,1',
        '"Direct",2,2,0',
        '"indeed",2,1,0',
        `"'${MARKUP}",1,1,0`,
        "",
      ].join("\r\n"),
    );
    expect((await browsers.get("marketing")!.get(`/staff/insights/export/nothing?${PERIOD}`)).status).toBe(404);
  });

  it("shows the numbers to marketing and sales, a utm value with markup as text", async () => {
    for (const role of ["marketing", "sales"]) {
      const res = await browsers.get(role)!.get(`/staff/insights?${PERIOD}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("=&lt;b&gt;bold&lt;/b&gt;");
      expect(html).not.toContain(MARKUP);
      expect(html).toContain('role="img"');
      expect(html).toContain("Top countries");
      expect(html).toContain("United Arab Emirates (AE)");
      expect(html).toContain(`Views per day, ${D0} to ${D2}: 8 views in all, 1 in the previous period`);
    }
  });

  it("refuses the marketing report to hr and interviewers, the hiring report to marketing and sales", async () => {
    for (const role of ["hr", "interviewer"]) {
      expect((await browsers.get(role)!.get("/staff/insights")).status).toBe(403);
      expect((await browsers.get(role)!.get("/staff/insights/export/pages")).status).toBe(403);
    }
    for (const role of ["marketing", "sales", "interviewer"]) {
      expect((await browsers.get(role)!.get("/staff/insights/hiring")).status).toBe(403);
      expect((await browsers.get(role)!.get("/staff/insights/hiring/export/applications-by-job")).status).toBe(403);
    }
  });

  it("gives HR applications and hires per job and source, the time to hire and the time in each stage", async () => {
    const report = await server.services.insights.hiringReport(period);
    expect(table(report.tables, "applications-by-job")).toEqual([[JOBS.trainee, 2, 1]]);
    expect(table(report.tables, "applications-by-source")).toEqual([
      ["indeed", 1, 1],
      ["Not recorded", 1, 0],
    ]);
    expect(table(report.tables, "time-to-hire")).toEqual([
      ["Hires", 1],
      ["Median days to hire", 1],
      ["Average days to hire", 1],
    ]);
    // Stays ended in the period: New 0.25 and 0.5 days (median and average 0.375), Screening 0.25, Interview 0.5.
    expect(table(report.tables, "time-in-stage")).toEqual([
      ["New", 2, 0.4, 0.4],
      ["Screening", 1, 0.3, 0.3],
      ["Shortlisted", 0, "None", "None"],
      ["Interview", 1, 0.5, 0.5],
      ["Offer", 0, "None", "None"],
    ]);
    const res = await browsers.get("hr")!.get(`/staff/insights/hiring?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      "Applications per source, with how many were hired: indeed 1, 1 hired; Not recorded 1, 0 hired.",
    );
  });
});
