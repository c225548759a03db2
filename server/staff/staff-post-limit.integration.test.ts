import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { RATE_LIMITED_MESSAGE } from "#server/security/rate-limit";
import { asHtml } from "#tests/support/html";
import { STAFF_POSTS_PER_MINUTE } from "#server/staff/staff-post-limit";
import { createStaffUser, StaffBrowser, STAFF_TEST_PASSWORD } from "../../tests/support/staff";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

const LIMIT = 3;

/** A server with a low general limit, for one test (the limit's counts are the server's). */
async function withServer(test: (server: TestServer) => Promise<void>) {
  const server = await startTestServer({ env: { RATE_LIMIT_POSTS_PER_MINUTE: String(LIMIT) } });
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

/**
 * A browser with a session of a new account, made through the service: signing in through the form
 * would itself count against the sign-in page's limit.
 */
async function sessionBrowser(server: TestServer, role: "admin" | "hr" | "marketing") {
  const { email } = await createStaffUser(server, { role });
  const signedIn = await server.services.staffAuth.signIn(
    { email, password: STAFF_TEST_PASSWORD },
    { ip: "127.0.0.1", userAgent: null },
  );
  if (signedIn.ok !== true) throw new Error("could not sign in");
  const browser = new StaffBrowser(server.baseUrl);
  browser.cookies.set("staff", signedIn.sessionId);
  return browser;
}

/** The statuses of `n` posts of the same form. */
async function statuses(browser: StaffBrowser, path: string, fields: Record<string, string>, n: number) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await browser.postForm(path, fields)).status);
  return out;
}

describe(`the POST limit and the staff console on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("lets a signed-in person work: console actions count per person, far above the per-form limit", () =>
    withServer(async (server) => {
      const browser = await sessionBrowser(server, "admin");
      expect(
        await statuses(
          browser,
          "/staff/account",
          { intent: "end-other-sessions", currentPassword: STAFF_TEST_PASSWORD },
          LIMIT * 3,
        ),
      ).toEqual(Array(LIMIT * 3).fill(200));
      const invites = await statuses(
        browser,
        "/staff/users",
        { intent: "invite", email: "bad", name: "x", role: "hr" },
        5,
      );
      expect(invites).toEqual(Array(5).fill(400));
      // The person's own limit still holds, whatever the form.
      const rest = await statuses(
        browser,
        "/staff/account",
        { intent: "none" },
        STAFF_POSTS_PER_MINUTE - LIMIT * 3 - 5,
      );
      expect(rest.every((s) => s === 400)).toBe(true);
      const over = await browser.postForm("/staff/users/1", { intent: "end-all-sessions" });
      expect(over.status).toBe(429);
      expect(await over.text()).toBe(RATE_LIMITED_MESSAGE);
      // A colleague is not held by it.
      const colleague = await sessionBrowser(server, "admin");
      expect(
        (
          await colleague.postForm("/staff/account", {
            intent: "end-other-sessions",
            currentPassword: STAFF_TEST_PASSWORD,
          })
        ).status,
      ).toBe(200);
    }));

  it("keeps the general limit on the sign-in steps, even for someone signed in", () =>
    withServer(async (server) => {
      const browser = await sessionBrowser(server, "hr");
      const login = await statuses(
        browser,
        "/staff/login",
        { email: "x@staff.example", password: "wrong guess" },
        LIMIT + 1,
      );
      expect(login.slice(0, LIMIT)).not.toContain(429);
      expect(login[LIMIT]).toBe(429);
      const code = await statuses(browser, "/staff/login/code", { code: "123456" }, LIMIT + 1);
      expect(code.slice(0, LIMIT)).not.toContain(429);
      expect(code[LIMIT]).toBe(429);
      const link = await statuses(
        browser,
        `/staff/set-password/${"y".repeat(43)}`,
        { password: "whatever it is 12" },
        LIMIT + 1,
      );
      expect(link).toEqual([...Array(LIMIT).fill(404), 429]);
    }));

  it("keeps the general limit on console paths posted without a valid session, a forged cookie included", () =>
    withServer(async (server) => {
      const stranger = new StaffBrowser(server.baseUrl);
      expect(
        await statuses(
          stranger,
          "/staff/account",
          { intent: "end-other-sessions", currentPassword: STAFF_TEST_PASSWORD },
          LIMIT + 1,
        ),
      ).toEqual([...Array(LIMIT).fill(302), 429]);
      const forger = new StaffBrowser(server.baseUrl);
      forger.cookies.set("staff", "A".repeat(43));
      expect(await statuses(forger, "/staff/users", { intent: "invite" }, LIMIT + 1)).toEqual([
        ...Array(LIMIT).fill(302),
        429,
      ]);
    }));

  it("holds a browser to the general limit again once it has signed out", () =>
    withServer(async (server) => {
      const browser = await sessionBrowser(server, "marketing");
      expect(
        await statuses(
          browser,
          "/staff/account",
          { intent: "end-other-sessions", currentPassword: STAFF_TEST_PASSWORD },
          LIMIT,
        ),
      ).toEqual(Array(LIMIT).fill(200));
      expect((await browser.postForm("/staff/logout", {})).status).toBe(302);
      expect(
        await statuses(
          browser,
          "/staff/account",
          { intent: "end-other-sessions", currentPassword: STAFF_TEST_PASSWORD },
          LIMIT + 1,
        ),
      ).toEqual([...Array(LIMIT).fill(302), 429]);
    }));

  it("shows a sign-in step's own page with the message when its posts are over the limit, checking nothing", () =>
    withServer(async (server) => {
      const { email } = await createStaffUser(server, { role: "hr" });
      const failed = () =>
        server.db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", AUDIT_ACTIONS.signInFailed)
          .execute()
          .then((rows) => rows.length);
      const browser = new StaffBrowser(server.baseUrl);
      const login = await statuses(browser, "/staff/login", { email, password: "wrong guess" }, LIMIT);
      expect(login).toEqual(Array(LIMIT).fill(401));
      expect(await failed()).toBe(LIMIT);

      // The password form, as a browser without JavaScript posts it: the page, its message, 429, one Retry-After.
      const over = await browser.postForm("/staff/login", { email, password: STAFF_TEST_PASSWORD });
      expect(over.status).toBe(429);
      expect(over.headers.get("content-type")).toMatch(/^text\/html/);
      expect(over.headers.get("retry-after")).toBe("60");
      const html = await over.text();
      expect(html).toContain(asHtml(RATE_LIMITED_MESSAGE));
      expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
      expect(html).toContain(`value="${email}"`);
      // The right password was not even checked: no session, no failure counted or recorded.
      expect(browser.sessionCookie()).toBeUndefined();
      expect(await failed()).toBe(LIMIT);

      // The same post made by the page's script (React Router's data request): its data, not raw JSON.
      const data = await fetch(`${server.baseUrl}/staff/login.data`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: browser.cookieHeader() },
        body: new URLSearchParams({ email, password: STAFF_TEST_PASSWORD, _xsrf: await browser.xsrfToken() }),
      });
      expect(data.status).toBe(429);
      expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);
      expect(await data.text()).toContain(RATE_LIMITED_MESSAGE);

      // The code step and a set-password link show their own pages the same way.
      for (const path of ["/staff/login/code", `/staff/set-password/${"y".repeat(43)}`]) {
        const fields: Record<string, string> = path.endsWith("code")
          ? { code: "123456" }
          : { password: "whatever it is 12" };
        const answers = await statuses(browser, path, fields, LIMIT);
        expect(answers, path).not.toContain(429);
        const refused = await browser.postForm(path, fields);
        expect(refused.status, path).toBe(429);
        expect(refused.headers.get("content-type"), path).toMatch(/^text\/html/);
        expect(refused.headers.get("retry-after"), path).toBe("60");
        expect(await refused.text(), path).toContain(asHtml(RATE_LIMITED_MESSAGE));
      }
    }));
});
