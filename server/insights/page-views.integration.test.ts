import { beforeAll, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/domain/demo/availability";
import { demoMessages } from "~/domain/demo/demo-form";
import { jobApplication, subscription } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, createStaffUser, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import { fetchXsrf, jsonPostHeaders, type Xsrf } from "#tests/support/xsrf";
import { FIRST_TOUCH_COLUMNS } from "#server/db/common-columns";

/**
 * Page views counted first-party over HTTP (decision 0169): what is counted and what is not, no cookie, and
 * the first touch of a visit recorded with the demo booking and the job application sent in it.
 */
const server = serverForFile();
const CHROME = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;
const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
let xsrf: Xsrf;
let applicationId = 0;

const visit = (path: string, ua: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(server.baseUrl + path, { method, headers: { "user-agent": ua, cookie: xsrf.cookie, ...headers } });

const allViews = () => server.db.selectFrom("page_views").selectAll().orderBy("viewed_at").execute();

beforeAll(async () => {
  xsrf = await fetchXsrf(server.baseUrl);
  const admin = (await createStaffUser(server, { role: "admin" })).user;
  const asha = (await createStaffUser(server, { role: "sales", name: "Asha Rao" })).user;
  await server.services.demoStaff.savePresenter({ staffUserId: asha.id, products: ["gi"], hours: EVERY_DAY }, admin, {
    ip: null,
    userAgent: null,
  });
});

describe(`counting page views on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("counts a page with its UTM values, a cached copy too, and sets no cookie", async () => {
    await server.services.insights.flush();
    await server.db.deleteFrom("page_views").execute();
    const first = await visit(
      "/company/about-us?utm_source=LinkedIn&utm_medium=social&utm_campaign=launch",
      CHROME(1),
      // A visitor's own country header is not read: no INSIGHTS_COUNTRY_HEADER is set (decision 0186).
      { referer: "https://www.linkedin.com/feed/", "cf-ipcountry": "AE" },
    );
    await first.arrayBuffer();
    const second = await visit(
      "/company/about-us?utm_source=LinkedIn&utm_medium=social&utm_campaign=launch",
      CHROME(1),
    );
    await second.arrayBuffer();
    expect(first.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("HIT");
    for (const res of [first, second]) expect(res.headers.getSetCookie()).toEqual([]);

    await server.services.insights.flush();
    const rows = await allViews();
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        "campaign",
        "country",
        "day",
        "device",
        "medium",
        "path",
        "referrer_host",
        "source",
        "viewed_at",
        "visitor_hash",
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      path: "/company/about-us",
      source: "linkedin",
      medium: "social",
      campaign: "launch",
      referrer_host: "linkedin.com",
      device: "desktop",
      country: "",
    });
    expect(rows[1]).toMatchObject({ path: "/company/about-us", source: "linkedin", referrer_host: "" });
    expect(rows[0]!.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]!.visitor_hash).toBe(rows[0]!.visitor_hash);
    // Neither the address nor the browser string is anywhere in the row.
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Mozilla|Chrome/);
  });

  it("leaves out programs, the console, prefetches, files, the API, HEAD and errors", async () => {
    await server.services.insights.flush();
    await server.db.deleteFrom("page_views").execute();
    const ua = CHROME(2);
    const answers = await Promise.all([
      visit("/company/team", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
      visit("/company/team", "curl/8.5.0"),
      visit("/company/team", ""),
      visit("/staff/login", ua),
      visit("/company/team", ua, { "sec-purpose": "prefetch" }),
      visit("/company/team", ua, { purpose: "prefetch" }),
      visit("/robots.txt", ua),
      visit("/careers/feed.xml", ua),
      visit("/api/General/GetMyIpAddress", ua),
      visit("/company/team", ua, {}, "HEAD"),
      visit("/no-such-page", ua),
      visit("/company/team.data", ua),
    ]);
    for (const res of answers) await res.arrayBuffer();
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200]);
    await server.services.insights.flush();
    expect(await server.db.selectFrom("page_views").selectAll().execute()).toEqual([]);

    // The same page by a person is counted: what left the others out was who asked and how.
    await (await visit("/company/team", ua)).arrayBuffer();
    await server.services.insights.flush();
    expect(await server.db.selectFrom("page_views").select("path").execute()).toEqual([{ path: "/company/team" }]);
  });

  it("counts a navigation in the browser (the next page's data) from another page, not a revalidation", async () => {
    await server.services.insights.flush();
    await server.db.deleteFrom("page_views").execute();
    const ua = CHROME(5);
    const site = new URL(server.baseUrl);
    const from = (path: string) => ({ referer: `${site.origin}${path}` });
    const answers = await Promise.all([
      // Navigations: from the home page to /careers (with a campaign in its address), from /careers home. The
      // root's data is asked again on every navigation, so the router names no routes (`_routes`).
      visit("/careers.data?utm_source=newsletter", ua, from("/")),
      visit("/_root.data", ua, from("/careers")),
      // Not views: the page's own data again (a revalidation after a form), no Referer, another site's,
      // a prefetch, the console's data, and a page that is not there.
      visit("/careers.data", ua, from("/careers")),
      visit("/careers.data", ua),
      visit("/careers.data", ua, { referer: "https://elsewhere.example/" }),
      visit("/careers.data", ua, { ...from("/"), "sec-purpose": "prefetch" }),
      visit("/staff/login.data", ua, from("/")),
      visit("/no-such-page.data", ua, from("/")),
    ]);
    for (const res of answers) await res.arrayBuffer();
    expect(answers.slice(0, 2).map((r) => r.status)).toEqual([200, 200]);
    expect(answers[0]!.headers.get("content-type")).toMatch(/^text\/x-script/);
    await server.services.insights.flush();
    const rows = await server.db
      .selectFrom("page_views")
      .select(["path", "source", "referrer_host"])
      .orderBy("path")
      .execute();
    expect(rows).toEqual([
      { path: "/", source: "", referrer_host: "" },
      { path: "/careers", source: "newsletter", referrer_host: "" },
    ]);
  });

  it("counts a navigation to a page without a loader, and to the demo page, once each", async () => {
    await server.services.insights.flush();
    await server.db.deleteFrom("page_views").execute();
    const ua = CHROME(8);
    const from = (page: string) => ({ referer: `${new URL(server.baseUrl).origin}${page}` });
    // What the browser asks on each click: home -> /terms (no loader of its own: the request carries the root's
    // data) -> /demo, which asks twice: the navigation's request (`_routes=root`) and its clientLoader's own
    // (`_routes=routes/demo`). Then a fetcher's load of another page's data (`_routes` naming only its route),
    // and the demo page's data asked again from the demo page.
    const answers = [
      await visit("/terms.data", ua, from("/")),
      await visit("/demo.data?products=gi&_routes=root", ua, from("/terms")),
      await visit("/demo.data?products=gi&_routes=routes%2Fdemo", ua, from("/terms")),
      await visit("/careers.data?_routes=routes%2Fcareers._index", ua, from("/demo")),
      await visit("/demo.data?_routes=root", ua, from("/demo?products=gi")),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/x-script/);
      expect(res.headers.get("x-page-cache")).toBeNull();
      await res.arrayBuffer();
    }
    // The page itself, loaded twice: rendered and kept, then answered from the cache; both are views.
    const pages = [await visit("/terms", ua), await visit("/terms", ua)];
    for (const res of pages) await res.arrayBuffer();
    expect(pages.map((r) => [r.status, r.headers.get("x-cache")])).toEqual([
      [200, null],
      [200, "HIT"],
    ]);
    await server.services.insights.flush();
    const rows = await server.db.selectFrom("page_views").select("path").orderBy("path").execute();
    expect(rows.map((r) => r.path)).toEqual(["/demo", "/terms", "/terms", "/terms"]);
  });

  it("records a job board's `source` as the source", async () => {
    await server.services.insights.flush();
    await server.db.deleteFrom("page_views").execute();
    await (await visit("/careers?source=indeed", CHROME(3))).arrayBuffer();
    await server.services.insights.flush();
    expect(await server.db.selectFrom("page_views").select(["path", "source"]).execute()).toEqual([
      { path: "/careers", source: "indeed" },
    ]);
  });
});

describe(`the first touch of a visit on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("records the same source on a demo booking and a job application sent in the visit", async () => {
    const ua = CHROME(4);
    await (
      await visit("/?utm_source=linkedin&utm_campaign=launch", ua, { referer: "https://www.linkedin.com/" })
    ).arrayBuffer();
    // Written before the next page, as after a flush round; the next view waits in the buffer.
    await server.services.insights.flush();
    await (await visit("/demo?products=gi", ua)).arrayBuffer();

    const { times } = await server.services.demos.freeTimes(["gi"]);
    const booking = await fetch(`${server.baseUrl}/demo?products=gi`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: xsrf.cookie,
        accept: "text/html",
        "user-agent": ua,
        referer: `${server.baseUrl}/demo?products=gi`,
      },
      body: new URLSearchParams([
        ["Products", "gi"],
        ["Start", new Date(times[0]!.start).toISOString()],
        ["Company", "Gulf Mutual"],
        ["Name", "Omar Haddad"],
        ["Email", "omar@gulfmutual.example"],
        ["Country", "United Arab Emirates"],
        ["intent", "book"],
        ["_xsrf", xsrf.token],
      ]),
    });
    expect(booking.status).toBe(200);
    expect(await booking.text()).toContain(demoMessages.booked);

    const trainee = await server.db
      .selectFrom("jobs")
      .select("code")
      .where("title", "=", JOBS.trainee)
      .executeTakeFirstOrThrow();
    const applied = await fetch(`${server.baseUrl}/api/Career/PostJobApplication`, {
      method: "POST",
      headers: { ...jsonPostHeaders(xsrf), "user-agent": ua, referer: `${server.baseUrl}/careers/job/${trainee.code}` },
      body: JSON.stringify(jobApplication(Number(trainee.code))),
    });
    expect(applied.status).toBe(200);
    applicationId = Number(/A-0*(\d+)/.exec(((await applied.json()) as { Reference: string }).Reference)![1]);

    const touch = {
      first_landing_path: "/",
      first_referrer_host: "linkedin.com",
      first_source: "linkedin",
      first_medium: null,
      first_campaign: "launch",
    };
    const columns = FIRST_TOUCH_COLUMNS;
    expect(
      await server.db
        .selectFrom("demo_bookings")
        .select(columns)
        .where("email", "=", "omar@gulfmutual.example")
        .execute(),
    ).toEqual([touch]);
    expect(
      await server.db
        .selectFrom("job_applications")
        .select(columns)
        .where("job_code", "=", Number(trainee.code))
        .execute(),
    ).toEqual([touch]);
  });

  it("falls back to the form page's own source when no view is known, else records nothing", async () => {
    const viaFeed = await server
      .client()
      .post("/api/Subscribe/PostSubscriber", subscription({ Email: "feed@reader.example" }), {
        headers: { "user-agent": CHROME(5), referer: `${server.baseUrl}/careers/job/3?source=rss` },
      });
    expect(viaFeed.status).toBe(200);
    const unknown = await server
      .client()
      .post("/api/Subscribe/PostSubscriber", subscription({ Email: "direct@reader.example" }), {
        headers: { "user-agent": CHROME(6), referer: `${server.baseUrl}/` },
      });
    expect(unknown.status).toBe(200);
    const rows = await server.db
      .selectFrom("subscriptions")
      .select(["email", "first_landing_path", "first_source", "first_campaign"])
      .where("email", "in", ["feed@reader.example", "direct@reader.example"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "direct@reader.example", first_landing_path: null, first_source: null, first_campaign: null },
      { email: "feed@reader.example", first_landing_path: "/careers/job/3", first_source: "rss", first_campaign: null },
    ]);
  });

  it("shows sales the source on the lead and in the leads' CSV", async () => {
    const sales = await signedInAs(server, "sales");
    const page = await (await sales.browser.get("/staff/demos/lead?email=omar%40gulfmutual.example")).text();
    expect(page).toContain('data-source="true">linkedin / launch</dd>');
    expect(page).toContain(">linkedin.com</dd>");
    const csv = (await (await sales.browser.get("/staff/demos/export")).text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = csv.split("\r\n");
    expect(header!.endsWith('"Source","Landing page"')).toBe(true);
    expect(rows.find((r) => r.startsWith('"omar@gulfmutual.example"'))!.endsWith('"linkedin / launch","/"')).toBe(true);
  });

  it("shows HR the source on the application, in the CSV and as a filter of the inbox", async () => {
    const hr = await signedInAs(server, "hr");
    const page = await (await hr.browser.get(`/staff/applications/${applicationId}`)).text();
    expect(page).toContain(">linkedin / launch<");
    const filtered = await (await hr.browser.get("/staff/applications?source=linkedin")).text();
    expect(filtered).toContain('<option value="linkedin" selected="">linkedin</option>');
    expect(filtered).toContain(`href="/staff/applications/${applicationId}"`);
    const other = await (await hr.browser.get("/staff/applications?source=indeed")).text();
    expect(other).not.toContain(`href="/staff/applications/${applicationId}"`);
    const csv = (await (await hr.browser.get("/staff/applications/export.csv?source=linkedin")).text()).replace(
      /^\uFEFF/,
      "",
    );
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"linkedin / launch","/",');
  });

  it("shows a campaign with markup as text", async () => {
    const ua = CHROME(7);
    const markup = "<img src=x onerror=alert(1)>";
    await (await visit(`/careers?utm_source=mail&utm_campaign=${encodeURIComponent(markup)}`, ua)).arrayBuffer();
    const trainee = await server.db
      .selectFrom("jobs")
      .select("code")
      .where("title", "=", JOBS.trainee)
      .executeTakeFirstOrThrow();
    const applied = await fetch(`${server.baseUrl}/api/Career/PostJobApplication`, {
      method: "POST",
      headers: { ...jsonPostHeaders(xsrf), "user-agent": ua },
      body: JSON.stringify(jobApplication(Number(trainee.code), { personal: { Email: "markup@example.in" } })),
    });
    expect(applied.status).toBe(200);
    const id = Number(/A-0*(\d+)/.exec(((await applied.json()) as { Reference: string }).Reference)![1]);
    const hr = await signedInAs(server, "hr");
    const page = await (await hr.browser.get(`/staff/applications/${id}`)).text();
    expect(page).toContain(asHtml(`mail / ${markup}`));
    expect(page).not.toContain(markup);
  });
});
