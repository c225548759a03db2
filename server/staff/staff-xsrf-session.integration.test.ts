import { describe, expect, it } from "vitest";
import { XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";
import { asHtml, createStaffUser, StaffBrowser, STAFF_TEST_PASSWORD } from "../../tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The staff console's forms carry a token derived from the session: a token of another session, or
 * the visitor token of a signed-out page, is refused on a staff action; the sign-in itself and the
 * public forms keep the visitor token.
 */
const server = serverForFile();

async function signedIn(email: string) {
  const browser = new StaffBrowser(server.baseUrl);
  expect((await browser.signIn(email, STAFF_TEST_PASSWORD)).status).toBe(302);
  return browser;
}

describe(`the staff forms' XSRF token on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("is the session's own: another session's token, or the signed-out page's, is refused", async () => {
    const { email } = await createStaffUser(server, { role: "marketing" });
    const mine = await signedIn(email);
    const other = await signedIn(email);
    const post = (token: string) =>
      mine.postForm(
        "/staff/account",
        { intent: "end-other-sessions", currentPassword: STAFF_TEST_PASSWORD, _xsrf: token },
        { xsrf: false },
      );

    const otherToken = await other.xsrfToken();
    const visitorToken = mine.visitorToken()!;
    expect(otherToken).not.toBe(await mine.xsrfToken());
    for (const token of [otherToken, visitorToken, ""]) {
      const res = await post(token);
      expect(res.status, token).toBe(403);
      expect(await res.text()).toContain(asHtml(XSRF_REJECTED_MESSAGE));
    }
    // Signing out needs it too.
    expect((await mine.postForm("/staff/logout", { _xsrf: visitorToken }, { xsrf: false })).status).toBe(403);
    expect((await post(await mine.xsrfToken())).status).toBe(200);
  });

  it("is in the console's pages, and the sign-in page keeps the visitor's token", async () => {
    const { email } = await createStaffUser(server, { role: "hr" });
    const browser = new StaffBrowser(server.baseUrl);
    const login = await (await browser.get("/staff/login")).text();
    expect(login).toContain(`name="_xsrf" value="${browser.visitorToken()}"`);
    expect((await browser.signIn(email, STAFF_TEST_PASSWORD)).status).toBe(302);
    const page = await (await browser.get("/staff")).text();
    const token = /name="_xsrf" value="([^"]+)"/.exec(page)![1]!;
    expect(token).not.toBe(browser.visitorToken());
    expect(token).toBe(await browser.xsrfToken());
    // A new session (signing in again) has a new token; the old one stops working.
    const again = await signedIn(email);
    expect(await again.xsrfToken()).not.toBe(token);
  });

  it("leaves the public forms on the visitor's token, signed in or not", async () => {
    const { email } = await createStaffUser(server, { role: "marketing" });
    const browser = await signedIn(email);
    const res = await browser.postForm(
      "/newsletter",
      { Email: "xsrf-session-check@example.in", _xsrf: browser.visitorToken()! },
      { xsrf: false },
    );
    expect(res.status).not.toBe(403);
  });
});
