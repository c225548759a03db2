import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/domain/demo/availability";
import { jobApplication, subscription } from "../support/factories";
import { JOBS } from "../support/seeded-jobs";
import { waitForOutboxMail } from "../support/outbox-folder";
import { createStaffUser, STAFF_TEST_PASSWORD, StaffBrowser } from "../support/staff";
import { serverForFile } from "../support/test-server";
import { REDACTED, SECRET_AFTER } from "#server/http/loggable-url";
import { outboxFolder } from "#server/mail/mail-files";

/**
 * The access log keeps one line per request with its URL. Secrets that open something (a status link's
 * token, a set-password link's secret, a newsletter link's signed token) and what staff look people up
 * by (the search box, an e-mail address, a mobile number) are in URLs: a walk through every such page
 * leaves none of them in the log, while the lines themselves are there.
 */
const lines: string[] = [];
const server = serverForFile({
  env: { LOG_LEVEL: "info", MAIL_POLL_INTERVAL_MS: "50" },
  logDestination: { write: (line: string) => void lines.push(line) },
});

const FILTER_EMAIL = "hidden.person@private-inbox.example";
const FILTER_MOBILE = "9847061234";
const FILTER_WORDS = "confidentialsearchword";

describe(`secrets in the access log on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("logs every request of the walk with none of the secrets in its URL", async () => {
    // Start-up tells the operator the first admin's link on purpose; only the requests count here.
    const from = lines.length;
    const browser = new StaffBrowser(server.baseUrl);
    const secrets: string[] = [FILTER_EMAIL, encodeURIComponent(FILTER_EMAIL), FILTER_MOBILE, FILTER_WORDS];

    // The first admin's set-password link: its page, its data request, and its form.
    const setPassword = new URL(server.firstAdminLink!).pathname;
    secrets.push(setPassword.split("/").pop()!);
    expect((await browser.get(setPassword)).status).toBe(200);
    expect((await browser.get(`${setPassword}.data`)).status).toBe(200);
    const created = await browser.postForm(setPassword, {
      name: "Walk Admin",
      email: "walk.admin@staff.example",
      password: STAFF_TEST_PASSWORD,
    });
    expect(created.status).toBe(302);

    // An applicant's status link: the page, its data request and its download address (the last two are
    // answered as an unknown link, which the log shows as such).
    const job = await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirst();
    const applied = await server.client().post("/api/Career/PostJobApplication", jobApplication(Number(job!.code)));
    expect(applied.status).toBe(200);
    const statusPath = new URL(applied.body.StatusLink as string, server.baseUrl).pathname;
    secrets.push(statusPath.split("/").pop()!);
    expect((await fetch(server.baseUrl + statusPath)).status).toBe(200);
    await fetch(`${server.baseUrl}${statusPath}.data`);
    await fetch(`${server.baseUrl}${statusPath}/data`, { redirect: "manual" });

    // A newsletter confirmation link and the unsubscribe links that carry the same kind of token.
    const subscriber = "walk.subscriber@example.com";
    expect(
      (await server.client().post("/api/Subscribe/PostSubscriber", subscription({ Email: subscriber }))).status,
    ).toBe(200);
    const mail = await waitForOutboxMail(outboxFolder(server.config.dataDir), subscriber);
    const confirm = /\/newsletter\/confirm\?s=\d+&t=([\w-]+)/.exec(mail.text ?? "");
    expect(confirm).not.toBeNull();
    secrets.push(confirm![1]!);
    expect((await fetch(server.baseUrl + confirm![0])).status).toBe(200);
    const query = confirm![0].slice(confirm![0].indexOf("?"));
    await fetch(`${server.baseUrl}/newsletter/unsubscribe${query}`);
    await fetch(`${server.baseUrl}/newsletter/unsubscribe/one-click${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

    // The console's filters and look-ups, each page and export, signed in and (the way back) signed out.
    const filters = new URLSearchParams({ q: FILTER_WORDS, email: FILTER_EMAIL, mobile: FILTER_MOBILE }).toString();
    for (const path of [
      `/staff/applications?${filters}`,
      `/staff/applications.data?${filters}`,
      `/staff/applications/export.csv?${filters}`,
      `/staff/messages?q=${FILTER_WORDS}`,
      `/staff/subscribers?q=${FILTER_WORDS}`,
      `/staff/subscribers/export?q=${FILTER_WORDS}`,
      `/staff/people?email=${encodeURIComponent(FILTER_EMAIL)}`,
      `/staff/people/export?email=${encodeURIComponent(FILTER_EMAIL)}`,
    ]) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
    }
    const signedOut = await fetch(`${server.baseUrl}/staff/people?email=${encodeURIComponent(FILTER_EMAIL)}`, {
      redirect: "manual",
      headers: { accept: "text/html" },
    });
    expect(signedOut.status).toBe(302);
    expect((await fetch(server.baseUrl + signedOut.headers.get("location")!)).status).toBe(200);

    // Each response's line follows its end; the last request's line is the one to wait for.
    await expect.poll(() => lines.slice(from).join("").includes('"url":"/staff/login?redirectTo=')).toBe(true);
    const logged = lines.slice(from).join("");
    for (const secret of secrets) expect(logged, secret).not.toContain(secret);
    const urls = lines
      .slice(from)
      .map((l) => JSON.parse(l) as { msg: string; url?: string })
      .filter((l) => l.msg === "request")
      .map((l) => l.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/staff/set-password/REDACTED",
        "/staff/set-password/REDACTED.data",
        "/careers/application/REDACTED",
        expect.stringMatching(/^\/newsletter\/confirm\?s=\d+&t=REDACTED$/),
        "/staff/applications/export.csv?q=REDACTED&email=REDACTED&mobile=REDACTED",
        "/staff/people?email=REDACTED",
      ]),
    );
  });

  it("leaves no secret of any link in the log: every path in the table requested, and the query links", async () => {
    const from = lines.length;
    const secrets: string[] = [];
    const get = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(server.baseUrl + path, { redirect: "manual", ...init });
      await res.arrayBuffer();
      return res;
    };
    const admin = (await createStaffUser(server, { role: "admin" })).user;
    const system = { ip: null, userAgent: null };

    // A staff person's calendar feed, in every letter case, its data address, and a revoked one.
    const feed = await server.services.interviews.issueFeed((await createStaffUser(server, { role: "hr" })).user, null);
    secrets.push(feed);
    expect((await get(`/calendar/${feed}.ics`)).status).toBe(200);
    expect((await get(`/Calendar/${feed}.ICS`)).status).toBe(404);
    const revoked = "R".repeat(43);
    secrets.push(revoked);
    expect((await get(`/calendar/${revoked}.ics`)).status).toBe(404);

    // A demo booking's private link: its page, its data request, and a post to it.
    const everyDay: WeeklyHours = Array.from({ length: 7 }, () => ({ from: 9 * 60, to: 17 * 60 }));
    await server.services.demoStaff.savePresenter(
      { staffUserId: admin.id, products: ["gi"], hours: everyDay },
      admin,
      system,
    );
    const { times } = await server.services.demos.freeTimes(["gi"]);
    const booked = await server.services.demos.book(
      {
        ...{ Products: ["gi"], Company: "Log Walk Insurance", Name: "Log Walker", Email: "log.walker@example.com" },
        ...{ Phone: "+91 98470 55500", Country: "India", Note: "", Suggestion: "" },
        Start: new Date(times[0]!.start).toISOString(),
      },
      "127.0.0.1",
    );
    expect(booked.ok).toBe(true);
    const demoToken = (booked as { token: string }).token;
    secrets.push(demoToken);
    expect((await get(`/demo/booking/${demoToken}`)).status).toBe(200);
    await get(`/demo/booking/${demoToken}.data`);
    await get(`/Demo/Booking/${demoToken}`, { method: "POST", body: new URLSearchParams({ intent: "cancel" }) });

    // A job alert's confirmation and unsubscribe links (the token in the query, as the newsletter's).
    const alerts = new StaffBrowser(server.baseUrl);
    const alertAddress = "log.walk.alert@example.com";
    const set = await alerts.postForm("/careers/alerts", {
      ...{ Email: alertAddress, q: "", location: "", level: "", frequency: "immediate" },
    });
    expect(set.status).toBe(200);
    const alertMail = await waitForOutboxMail(outboxFolder(server.config.dataDir), alertAddress);
    const alertLink = /\/careers\/alerts\/confirm\?s=\d+&t=([\w-]+)/.exec(alertMail.text ?? "");
    expect(alertLink).not.toBeNull();
    secrets.push(alertLink![1]!);
    expect((await get(alertLink![0])).status).toBe(200);
    const alertQuery = alertLink![0].slice(alertLink![0].indexOf("?"));
    await get(`/careers/alerts/unsubscribe${alertQuery}`);
    await get(`/careers/alerts/unsubscribe/one-click${alertQuery}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    await get("/healthz?last=1");

    await expect.poll(() => lines.slice(from).join("").includes('"url":"/healthz?last=1"')).toBe(true);
    const requests = lines
      .slice(from)
      .map((l) => JSON.parse(l) as { msg: string; url?: string })
      .filter((l) => l.msg === "request");
    // Every secret is looked for in the URLs logged, and in each whole line as well.
    for (const secret of secrets) {
      expect(
        requests.filter((r) => r.url?.includes(secret)),
        secret,
      ).toEqual([]);
      expect(
        lines.slice(from).filter((l) => l.includes(secret)),
        secret,
      ).toEqual([]);
    }
    const urls = requests.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/calendar/REDACTED.ics",
        "/Calendar/REDACTED.ics",
        "/demo/booking/REDACTED",
        "/demo/booking/REDACTED.data",
        "/Demo/Booking/REDACTED",
        expect.stringMatching(/^\/careers\/alerts\/confirm\?s=\d+&t=REDACTED$/),
        expect.stringMatching(/^\/careers\/alerts\/unsubscribe\?s=\d+&t=REDACTED$/),
        expect.stringMatching(/^\/careers\/alerts\/unsubscribe\/one-click\?s=\d+&t=REDACTED$/),
      ]),
    );
    // Each path of the table of secret-bearing paths was requested here or in the walk above: a route added
    // to the table without a request here fails.
    const everyUrl = lines
      .map((l) => (JSON.parse(l) as { msg: string; url?: string }).url ?? "")
      .map((url) => url.toLowerCase());
    for (const prefix of SECRET_AFTER) {
      const redacted = `/${prefix.join("/")}/${REDACTED}`.toLowerCase();
      expect(
        everyUrl.some((url) => url.startsWith(redacted)),
        redacted,
      ).toBe(true);
    }
  });
});
