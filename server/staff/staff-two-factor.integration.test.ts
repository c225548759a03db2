import { parseSetCookie } from "cookie";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInLockedMessage, staffMessages } from "~/domain/staff/messages";
import {
  asHtml,
  authenticatorCode,
  awaitFreshTotpStep,
  enrolTwoFactor,
  signedInAs,
  StaffBrowser,
  STAFF_TEST_PASSWORD,
  auditRowsFor,
} from "../../tests/support/staff";
import { serverForFile, startTestServer, type TestServer } from "#tests/support/test-server";

const server = serverForFile();

const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");
const userRow = (id: number) =>
  server.db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const auditRows = (action: string, userId: number) => auditRowsFor(server, action, userId);

/** A person with two-step sign-in on, and a fresh browser that has given the right password. */
async function atCodeStep(email: string, redirectTo?: string) {
  const browser = new StaffBrowser(server.baseUrl);
  const res = await browser.signIn(email, STAFF_TEST_PASSWORD, redirectTo);
  return { browser, res };
}

describe(`two-step sign-in (TOTP) on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("is set up on the account page: a QR code drawn inline, the key as text, a first code, ten recovery codes shown once", async () => {
    const { browser, user } = await signedInAs(server, "hr");
    const before = await (await browser.get("/staff/account")).text();
    expect(before).toMatch(/<button type="submit"[^>]*>Turn on two-step sign-in<\/button>/);

    expect((await browser.postForm("/staff/account", { intent: "two-factor-start" })).status).toBe(200);
    const page = await browser.get("/staff/account");
    const html = await page.text();
    // The QR code is SVG in the page itself: no image request, nothing the CSP must allow.
    expect(html).toMatch(/<svg role="img" aria-label="QR code for your authenticator app"[^>]*>/);
    expect(html).toMatch(/<path d="(M\d+ \d+h\d+v1h-\d+z)+"/);
    expect(html).not.toMatch(/<img[^>]+(qr|data:image)/i);
    const pending = (await userRow(user.id)).totp_pending_secret!;
    expect(html).toContain(pending.replace(/(.{4})(?=.)/g, "$1 "));
    expect((await userRow(user.id)).totp_secret).toBeNull();

    const wrong = await browser.postForm("/staff/account", {
      intent: "two-factor-confirm",
      code: "000000",
      currentPassword: STAFF_TEST_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(staffMessages.codeIncorrect);

    await awaitFreshTotpStep();
    const confirmed = await browser.postForm("/staff/account", {
      intent: "two-factor-confirm",
      code: authenticatorCode(pending),
      currentPassword: STAFF_TEST_PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    const shown = await confirmed.text();
    const codes = [...new Set(shown.match(/\b[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}\b/g))];
    expect(new Set(codes).size).toBe(10);
    expect(shown).toContain("This is the only time they are shown");

    const row = await userRow(user.id);
    expect(row.totp_secret).toBe(pending);
    expect(row.totp_pending_secret).toBeNull();
    const stored = await server.db
      .selectFrom("staff_recovery_codes")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(codes.map((c) => sha256(c.replace(/-/g, ""))).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.slice(0, 4) + "-");
    expect(await auditRows("staff.two-factor-enabled", user.id)).toHaveLength(1);

    // Afterwards the page says it is on, and never shows the codes again.
    const after = await (await browser.get("/staff/account")).text();
    expect(after).toContain("On. 10 of 10 recovery codes left.");
    for (const c of codes) expect(after).not.toContain(c);
  });

  it("asks for the code after a correct password, signs in with it, and takes each code once", async () => {
    const { browser: owner, email, user } = await signedInAs(server, "marketing");
    const { secret } = await enrolTwoFactor(owner);

    const { browser, res } = await atCodeStep(email, "/staff/account");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/staff/login/code?redirectTo=%2Fstaff%2Faccount");
    const cookies = res.headers.getSetCookie();
    const ticket = cookies.find((c) => c.startsWith("staff-code="));
    expect(parseSetCookie(ticket!)).toEqual({
      name: "staff-code",
      value: expect.stringMatching(/^[\w-]{43}$/),
      path: "/",
      maxAge: 300,
      httpOnly: true,
      sameSite: "strict",
    });
    expect(cookies.some((c) => c.startsWith("staff="))).toBe(false);
    // The password alone opens nothing.
    expect((await browser.get("/staff")).headers.get("location")).toBe("/staff/login?redirectTo=%2Fstaff");

    const form = await browser.get("/staff/login/code?redirectTo=%2Fstaff%2Faccount");
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toMatch(/<label[^>]*for="sign-in-code"[^>]*>Code<\/label>/);
    expect(formHtml).toMatch(/autoComplete="one-time-code"|autocomplete="one-time-code"/);

    const wrong = await browser.postForm("/staff/login/code", { code: "123456", redirectTo: "/staff/account" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(staffMessages.codeIncorrect);
    const failed = await auditRows("staff.sign-in-failed", user.id);
    expect(JSON.parse(failed.at(-1)!.detail!)).toEqual({ reason: "code" });

    await awaitFreshTotpStep();
    const code = authenticatorCode(secret);
    const ok = await browser.postForm("/staff/login/code", { code, redirectTo: "/staff/account" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/staff/account");
    expect(ok.headers.getSetCookie().some((c) => /^staff=[\w-]{43};/.test(c))).toBe(true);
    expect(parseSetCookie(ok.headers.getSetCookie().find((c) => c.startsWith("staff-code="))!)).toMatchObject({
      value: "",
      maxAge: 0,
    });
    expect((await browser.get("/staff")).status).toBe(200);
    const signIns = await auditRows("staff.sign-in", user.id);
    expect(JSON.parse(signIns.at(-1)!.detail!)).toEqual({ via: "password", secondFactor: "totp" });
    expect((await userRow(user.id)).last_sign_in_at).not.toBeNull();

    // The same code again, from another browser that knows the password: refused (used once).
    const again = await atCodeStep(email);
    const replay = await again.browser.postForm("/staff/login/code", { code });
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain(staffMessages.codeIncorrect);
    // Without a ticket (no correct password first), the step refuses and its page sends back.
    const stranger = new StaffBrowser(server.baseUrl);
    expect((await stranger.get("/staff/login/code")).headers.get("location")).toBe("/staff/login?redirectTo=%2Fstaff");
    const noTicket = await stranger.postForm("/staff/login/code", { code: authenticatorCode(secret, 1) });
    expect(noTicket.status).toBe(302);
    expect(noTicket.headers.get("location")).toBe("/staff/login?redirectTo=%2Fstaff&reason=expired");
    const told = await stranger.get(noTicket.headers.get("location")!);
    expect(await told.text()).toContain(asHtml(staffMessages.signInStepExpired));
  });

  it("takes a recovery code, however typed, once", async () => {
    const { browser: owner, email, user } = await signedInAs(server, "hr");
    const { recoveryCodes } = await enrolTwoFactor(owner);
    const code = recoveryCodes[3]!;

    const first = await atCodeStep(email);
    const typed = code.toUpperCase().replace(/-/g, " ");
    const ok = await first.browser.postForm("/staff/login/code", { code: typed });
    expect(ok.status).toBe(302);
    expect((await first.browser.get("/staff")).status).toBe(200);
    const used = await auditRows("staff.recovery-code-used", user.id);
    expect(JSON.parse(used[0]!.detail!)).toEqual({ left: 9 });
    expect(await (await first.browser.get("/staff/account")).text()).toContain("On. 9 of 10 recovery codes left.");

    const second = await atCodeStep(email);
    const reuse = await second.browser.postForm("/staff/login/code", { code });
    expect(reuse.status).toBe(401);
    expect(await reuse.text()).toContain(staffMessages.codeIncorrect);
  });

  it("counts wrong codes with wrong passwords: a right password between them does not reset the count", async () => {
    const { browser: owner, email } = await signedInAs(server, "hr");
    await enrolTwoFactor(owner);
    let step = await atCodeStep(email);
    for (let i = 0; i < 4; i++) {
      const r = await step.browser.postForm("/staff/login/code", { code: "000000" });
      expect(r.status).toBe(401);
    }
    step = await atCodeStep(email);
    expect(step.res.status).toBe(302);
    const fifth = await step.browser.postForm("/staff/login/code", { code: "000000" });
    expect(fifth.status).toBe(429);
    expect(await fifth.text()).toContain(asHtml(signInLockedMessage(15)));
    // Locked: the password step refuses too, even with the right password.
    const locked = await new StaffBrowser(server.baseUrl).signIn(email, STAFF_TEST_PASSWORD);
    expect(locked.status).toBe(429);
  });

  it("never takes the code step's ticket as a set-password link", async () => {
    const { browser: owner, email } = await signedInAs(server, "hr");
    await enrolTwoFactor(owner);
    const { browser } = await atCodeStep(email);
    const ticket = browser.cookies.get("staff-code")!;
    expect(ticket).toMatch(/^[\w-]{43}$/);
    const page = await new StaffBrowser(server.baseUrl).get(`/staff/set-password/${ticket}`);
    expect(page.status).toBe(404);
    const post = await new StaffBrowser(server.baseUrl).postForm(`/staff/set-password/${ticket}`, {
      password: "a brand new passphrase 77",
    });
    expect(post.status).toBe(404);
  });

  it("still asks for the code after a password reset link", async () => {
    const { browser: owner, user } = await signedInAs(server, "hr");
    const { secret } = await enrolTwoFactor(owner);
    const { user: admin } = await signedInAs(server, "admin");
    const reset = await server.services.staffAccounts.resetLink(user.id, admin, { ip: null, userAgent: null });
    if (!reset.ok) throw new Error(reset.message);
    const browser = new StaffBrowser(server.baseUrl);
    const used = await browser.postForm(new URL(reset.link).pathname, { password: "a brand new passphrase 77" });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/staff/login/code?redirectTo=%2Fstaff");
    expect((await browser.get("/staff")).status).toBe(302);
    await awaitFreshTotpStep();
    const ok = await browser.postForm("/staff/login/code", { code: authenticatorCode(secret) });
    expect(ok.status).toBe(302);
    expect((await browser.get("/staff")).status).toBe(200);
  });

  it("is turned off only with the password", async () => {
    const { browser, email, user } = await signedInAs(server, "marketing");
    await enrolTwoFactor(browser);
    const wrong = await browser.postForm("/staff/account", {
      intent: "two-factor-off",
      currentPassword: "not it at all",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(staffMessages.currentPasswordIncorrect);
    expect((await userRow(user.id)).totp_secret).not.toBeNull();

    const off = await browser.postForm("/staff/account", {
      intent: "two-factor-off",
      currentPassword: STAFF_TEST_PASSWORD,
    });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("Two-step sign-in is off.");
    expect((await userRow(user.id)).totp_secret).toBeNull();
    expect(
      await server.db.selectFrom("staff_recovery_codes").selectAll().where("user_id", "=", user.id).execute(),
    ).toEqual([]);
    const audit = await auditRows("staff.two-factor-disabled", user.id);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ by: "self" });
    // The password alone signs in again.
    expect((await new StaffBrowser(server.baseUrl).signIn(email, STAFF_TEST_PASSWORD)).headers.get("location")).toBe(
      "/staff",
    );
  });
});

describe("STAFF_REQUIRE_2FA=true", { timeout: 120_000 }, () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ env: { STAFF_REQUIRE_2FA: "true" } });
  });
  afterAll(async () => strict?.close());

  it("sends an admin without two-step sign-in to set it up before anything else, and keeps it on", async () => {
    const { browser } = await signedInAs(strict, "admin");
    for (const path of ["/staff", "/staff?x=1"]) {
      const res = await browser.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/staff/account");
    }
    const account = await browser.get("/staff/account");
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(staffMessages.twoFactorEnrolFirst);
    // Actions elsewhere too: nothing is done before the second factor is on.
    const invite = await browser.postForm("/staff/users", {
      intent: "invite",
      email: "not-yet@staff.example",
      name: "Not Yet",
      role: "hr",
    });
    expect(invite.status).toBe(302);
    expect(invite.headers.get("location")).toBe("/staff/account");
    expect(
      await strict.db.selectFrom("staff_users").select("id").where("email_key", "=", "not-yet@staff.example").execute(),
    ).toEqual([]);
    await enrolTwoFactor(browser);
    expect((await browser.get("/staff")).status).toBe(200);
    const page = await (await browser.get("/staff/account")).text();
    expect(page).toContain("Administrators must keep two-step sign-in on.");
    const off = await browser.postForm("/staff/account", {
      intent: "two-factor-off",
      currentPassword: STAFF_TEST_PASSWORD,
    });
    expect(off.status).toBe(403);
    expect(await off.text()).toContain(staffMessages.twoFactorRequired);
  });

  it("leaves other roles free to choose", async () => {
    for (const role of ["hr", "marketing"] as const) {
      const { browser } = await signedInAs(strict, role);
      expect((await browser.get("/staff")).status).toBe(200);
    }
  });
});
