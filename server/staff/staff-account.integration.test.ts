import { describe, expect, it } from "vitest";
import { ROLE_DESCRIPTIONS } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { asHtml, signedInAs, StaffBrowser, STAFF_TEST_PASSWORD, auditRowsFor } from "../../tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();

const NEW_PASSWORD = "harbour-quartz-meadow-19";
const auditRows = (action: string, userId: number) => auditRowsFor(server, action, userId);

describe(`the account page on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("shows every signed-in person their name, email and role, and their sessions", async () => {
    for (const role of ["admin", "hr", "marketing", "interviewer"] as const) {
      const { browser, email } = await signedInAs(server, role);
      const res = await browser.get("/staff/account", {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0",
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<h1");
      expect(html).toContain("Your account");
      expect(html).toContain(`Test ${role}`);
      expect(html).toContain(email);
      expect(html).toContain(
        asHtml(
          `${{ admin: "Admin", hr: "HR", marketing: "Marketing", interviewer: "Interviewer", sales: "Sales" }[role]}: ${ROLE_DESCRIPTIONS[role]}`,
        ),
      );
      expect(html).toContain("This browser");
      expect(html).toMatch(/<button type="submit"[^>]*>Sign out other sessions<\/button>/);
    }
  });

  it("changes the password only with the current one, under the policy, and ends every other session", async () => {
    const { browser, email, user } = await signedInAs(server, "hr");
    const elsewhere = new StaffBrowser(server.baseUrl);
    expect((await elsewhere.signIn(email, STAFF_TEST_PASSWORD)).status).toBe(302);

    for (const [currentPassword, newPassword, status, message] of [
      ["not my password at all", NEW_PASSWORD, 401, staffMessages.currentPasswordIncorrect],
      [STAFF_TEST_PASSWORD, "short", 400, staffMessages.passwordTooShort],
      [STAFF_TEST_PASSWORD, "password1234", 400, staffMessages.passwordTooCommon],
    ] as const) {
      const refused = await browser.postForm("/staff/account", {
        intent: "change-password",
        currentPassword,
        newPassword,
      });
      expect(refused.status, message).toBe(status);
      expect(await refused.text()).toContain(message);
    }
    expect((await elsewhere.get("/staff")).status).toBe(200);

    const changed = await browser.postForm("/staff/account", {
      intent: "change-password",
      currentPassword: STAFF_TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Your password is changed. Every other session of yours has ended.");
    expect((await browser.get("/staff")).status).toBe(200);
    expect((await elsewhere.get("/staff")).headers.get("location")).toBe("/staff/login?redirectTo=%2Fstaff");
    expect((await new StaffBrowser(server.baseUrl).signIn(email, STAFF_TEST_PASSWORD)).status).toBe(401);
    expect((await new StaffBrowser(server.baseUrl).signIn(email, NEW_PASSWORD)).status).toBe(302);
    expect(await auditRows("staff.password-changed", user.id)).toHaveLength(1);
  });

  it("signs out the person's other sessions, keeps this one, and records it", async () => {
    const { browser, email, user } = await signedInAs(server, "marketing");
    const others = [new StaffBrowser(server.baseUrl), new StaffBrowser(server.baseUrl)];
    for (const b of others) expect((await b.signIn(email, STAFF_TEST_PASSWORD)).status).toBe(302);
    const { browser: someoneElse } = await signedInAs(server, "marketing");

    const page = await (await browser.get("/staff/account")).text();
    expect(page.match(/<li class="flex flex-wrap items-center justify-between/g)).toHaveLength(3);

    const ended = await browser.postForm("/staff/account", {
      intent: "end-other-sessions",
      currentPassword: STAFF_TEST_PASSWORD,
    });
    expect(ended.status).toBe(200);
    expect(await ended.text()).toContain("Signed out 2 other sessions.");
    for (const b of others) expect((await b.get("/staff")).status).toBe(302);
    expect((await browser.get("/staff")).status).toBe(200);
    expect((await someoneElse.get("/staff")).status).toBe(200);
    const audit = await auditRows("staff.sessions-ended", user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe(user.id);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ ended: 2, which: "others" });

    const none = await browser.postForm("/staff/account", {
      intent: "end-other-sessions",
      currentPassword: STAFF_TEST_PASSWORD,
    });
    expect(await none.text()).toContain("You had no other sessions.");
  });

  it("asks for the password to sign out other sessions and to turn on two-step sign-in", async () => {
    const { browser, email, user } = await signedInAs(server, "marketing");
    const elsewhere = new StaffBrowser(server.baseUrl);
    expect((await elsewhere.signIn(email, STAFF_TEST_PASSWORD)).status).toBe(302);
    for (const [currentPassword, status, message] of [
      ["", 400, staffMessages.currentPasswordMissing],
      ["not my password at all", 401, staffMessages.currentPasswordIncorrect],
    ] as const) {
      const refused = await browser.postForm("/staff/account", { intent: "end-other-sessions", currentPassword });
      expect(refused.status).toBe(status);
      expect(await refused.text()).toContain(asHtml(message));
    }
    expect((await elsewhere.get("/staff")).status).toBe(200);

    expect((await browser.postForm("/staff/account", { intent: "two-factor-start" })).status).toBe(200);
    const noPassword = await browser.postForm("/staff/account", { intent: "two-factor-confirm", code: "123456" });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.text()).toContain(asHtml(staffMessages.currentPasswordMissing));
    const page = await (await browser.get("/staff/account")).text();
    expect(page).toContain('id="two-factor-on-password"');
    expect(page).toContain('id="end-other-sessions-password"');
    expect(await auditRows("staff.two-factor-enabled", user.id)).toEqual([]);
  });

  it("refuses a form it does not know, and a post without the XSRF field", async () => {
    const { browser } = await signedInAs(server, "hr");
    const unknown = await browser.postForm("/staff/account", { intent: "make-me-admin" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(asHtml(staffMessages.unknownAction));
    const noXsrf = await browser.postForm(
      "/staff/account",
      { intent: "end-other-sessions", currentPassword: STAFF_TEST_PASSWORD },
      { xsrf: false },
    );
    expect(noXsrf.status).toBe(403);
  });
});
