import { describe, expect, it } from "vitest";
import { jobApplication, subscription } from "../support/factories";
import { JOBS } from "../support/seeded-jobs";
import { waitForOutboxMail } from "../support/outbox-folder";
import { STAFF_TEST_PASSWORD, StaffBrowser } from "../support/staff";
import { serverForFile } from "../support/test-server";
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
});
