import { parseSetCookie } from "cookie";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { staffMessages } from "~/domain/staff/messages";
import { XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";
import { createStaffUser, signedInAs, StaffBrowser, STAFF_TEST_PASSWORD } from "../../tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();

const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");
/** No session has this id, and a browser that brings it is sent to sign in. */
async function expectSessionGone(id: string) {
  expect(await server.db.selectFrom("staff_sessions").selectAll().where("id_hash", "=", sha256(id)).execute()).toEqual(
    [],
  );
  const other = new StaffBrowser(server.baseUrl);
  other.cookies.set("staff", id);
  expect((await other.get("/staff")).status).toBe(302);
}

const auditRows = (action: string) =>
  server.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

describe(`staff sign-in on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("sends a signed-out visitor of /staff to the sign-in page, with the path to come back to", async () => {
    const browser = new StaffBrowser(server.baseUrl);
    const res = await browser.get("/staff");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/staff/login?redirectTo=%2Fstaff");
    const deeper = await browser.get("/staff?tab=2");
    expect(deeper.headers.get("location")).toBe("/staff/login?redirectTo=%2Fstaff%3Ftab%3D2");
  });

  it("shows a sign-in form with Email, Password and Sign in, never cached or indexed", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.baseUrl}/staff/login`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("x-cache")).toBeNull();
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      const html = await res.text();
      expect(html).toMatch(/<label[^>]*for="sign-in-email"[^>]*>Email<\/label>/);
      expect(html).toMatch(/<label[^>]*for="sign-in-password"[^>]*>Password<\/label>/);
      expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
      expect(html).toContain('name="_xsrf"');
    }
    const redirect = await fetch(`${server.baseUrl}/staff`, { redirect: "manual" });
    expect(redirect.headers.get("cache-control")).toBe("no-store");
    expect(redirect.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("signs in, sets an HttpOnly SameSite=Strict cookie (no Secure over http) and stores only its SHA-256", async () => {
    const { email, user } = await createStaffUser(server, { role: "hr", name: "Asha Rao" });
    const browser = new StaffBrowser(server.baseUrl);
    const res = await browser.signIn(email.toUpperCase(), STAFF_TEST_PASSWORD);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/staff");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("staff="))!;
    expect(parseSetCookie(cookie)).toEqual({
      name: "staff",
      value: expect.stringMatching(/^[\w-]{43}$/),
      path: "/",
      maxAge: 604800,
      httpOnly: true,
      sameSite: "strict",
    });
    const id = browser.cookies.get("staff")!;

    const rows = await server.db.selectFrom("staff_sessions").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).toBe(sha256(id));
    expect(JSON.stringify(rows)).not.toContain(id);

    const home = await browser.get("/staff");
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe("no-store");
    const html = await home.text();
    expect(html).toContain("Asha Rao");
    expect(html).toMatch(/Signed in as/);
    expect(html).toContain(">HR<");
    expect(html).toMatch(/<button type="submit"[^>]*>Sign out<\/button>/);

    const audit = await auditRows("staff.sign-in");
    expect(audit.some((r) => r.actor_user_id === user.id && r.target_id === String(user.id) && r.ip)).toBe(true);
  });

  it("answers a wrong password and an unknown address with the same message, and records both", async () => {
    const { email, user } = await createStaffUser(server);
    const browser = new StaffBrowser(server.baseUrl);
    for (const [address, password] of [
      [email, "not-the-right-password"],
      ["nobody-here@staff.example", STAFF_TEST_PASSWORD],
    ] as const) {
      const res = await browser.signIn(address, password);
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain(staffMessages.signInIncorrect);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("staff="))).toBe(false);
    }
    const failed = await auditRows("staff.sign-in-failed");
    expect(failed.some((r) => r.target_type === "staff_user" && r.target_id === String(user.id))).toBe(true);
    expect(failed.some((r) => r.target_id === "nobody-here@staff.example" && r.actor_user_id === null)).toBe(true);
  });

  it("goes back to a same-site redirectTo after signing in, and refuses every other target", async () => {
    const { email } = await createStaffUser(server);
    const cases: [string, string][] = [
      ["/staff?tab=2", "/staff?tab=2"],
      ["//evil.example/staff", "/staff"],
      ["/\\evil.example", "/staff"],
      ["https://evil.example/", "/staff"],
      ["javascript:alert(1)", "/staff"],
      // An encoded backslash is one once decoded; and only console paths are kept.
      ["/%5Cevil.example", "/staff"],
      ["\t//evil.example", "/staff"],
    ];
    // Side by side: each case hashes a password, which takes seconds on a loaded machine.
    await Promise.all(
      cases.map(async ([asked, landed]) => {
        const browser = new StaffBrowser(server.baseUrl);
        const res = await browser.signIn(email, STAFF_TEST_PASSWORD, asked);
        expect(res.status, asked).toBe(302);
        expect(res.headers.get("location"), asked).toBe(landed);
        // Signed in already, the sign-in page sends on at once, with the same rule.
        const again = await browser.get(`/staff/login?redirectTo=${encodeURIComponent(asked)}`);
        expect(again.headers.get("location"), asked).toBe(landed);
      }),
    );
  });

  it("never adopts a session id the browser brought: signing in issues a new one", async () => {
    const { email } = await createStaffUser(server);
    const planted = "A".repeat(43);
    const victim = new StaffBrowser(server.baseUrl);
    victim.cookies.set("staff", planted);
    const res = await victim.signIn(email, STAFF_TEST_PASSWORD);
    expect(res.status).toBe(302);
    expect(victim.cookies.get("staff")).not.toBe(planted);
    await expectSessionGone(planted);

    // A second sign-in in the same browser replaces the session: the old id stops working.
    const first = victim.cookies.get("staff")!;
    await victim.signIn(email, STAFF_TEST_PASSWORD);
    expect(victim.cookies.get("staff")).not.toBe(first);
    const stale = new StaffBrowser(server.baseUrl);
    stale.cookies.set("staff", first);
    expect((await stale.get("/staff")).status).toBe(302);
  });

  it("refuses a session from before a password change, even if its row survived", async () => {
    const { browser, user } = await signedInAs(server, "marketing");
    const row = await server.db
      .selectFrom("staff_sessions")
      .selectAll()
      .where("id_hash", "=", sha256(browser.cookies.get("staff")!))
      .executeTakeFirstOrThrow();
    expect((await browser.get("/staff")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    const changed = await server.services.staffAuth.changePassword(
      user.id,
      "a-brand-new-passphrase-9",
      { userId: user.id, label: user.email },
      { ip: null, userAgent: null },
    );
    expect(changed.ok).toBe(true);
    expect((await browser.get("/staff")).status).toBe(302);
    // Put the old row back (as a race might): its creation time still predates the change.
    await server.db.insertInto("staff_sessions").values(row).execute();
    expect((await browser.get("/staff")).status).toBe(302);
    expect(await auditRows("staff.password-changed")).toEqual(
      expect.arrayContaining([expect.objectContaining({ actor_user_id: user.id, target_id: String(user.id) })]),
    );
  });

  it("ends a session idle for 8 hours, or 7 days old, whatever the activity", async () => {
    for (const change of [
      { last_seen_at: new Date(Date.now() - 8 * 3600_000 - 1000).toISOString() },
      { expires_at: new Date(Date.now() - 1000).toISOString() },
    ]) {
      const { browser } = await signedInAs(server, "hr");
      expect((await browser.get("/staff")).status).toBe(200);
      const idHash = sha256(browser.cookies.get("staff")!);
      await server.db.updateTable("staff_sessions").set(change).where("id_hash", "=", idHash).execute();
      expect((await browser.get("/staff")).status).toBe(302);
      expect(await server.db.selectFrom("staff_sessions").selectAll().where("id_hash", "=", idHash).execute()).toEqual(
        [],
      );
    }
  });

  it("signs out with a POST: the row is deleted, the cookie cleared, and the action recorded", async () => {
    const { browser, user } = await signedInAs(server, "admin");
    const id = browser.cookies.get("staff")!;
    const res = await browser.postForm("/staff/logout", {});
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/staff/login");
    expect(parseSetCookie(res.headers.getSetCookie().find((c) => c.startsWith("staff="))!)).toMatchObject({
      name: "staff",
      value: "",
      path: "/",
      maxAge: 0,
    });
    await expectSessionGone(id);
    expect((await auditRows("staff.sign-out")).some((r) => r.actor_user_id === user.id)).toBe(true);
  });

  it("refuses staff form posts without the XSRF field with 403", async () => {
    const { email } = await createStaffUser(server);
    const browser = new StaffBrowser(server.baseUrl);
    await browser.xsrfToken();
    const login = await browser.postForm("/staff/login", { email, password: STAFF_TEST_PASSWORD }, { xsrf: false });
    expect(login.status).toBe(403);
    expect(await login.text()).toContain(XSRF_REJECTED_MESSAGE);
    expect(browser.cookies.has("staff")).toBe(false);

    const { browser: signedIn } = await signedInAs(server, "hr");
    const logout = await signedIn.postForm("/staff/logout", {}, { xsrf: false });
    expect(logout.status).toBe(403);
    expect(logout.headers.get("cache-control")).toBe("no-store");
    expect((await signedIn.get("/staff")).status).toBe(200);
    // A token from another browser is no better than none.
    const other = new StaffBrowser(server.baseUrl);
    const forged = await signedIn.postForm("/staff/logout", { _xsrf: await other.xsrfToken() }, { xsrf: false });
    expect(forged.status).toBe(403);
  });

  it("keeps /staff out of robots.txt's allowed paths and out of the sitemap", async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots.split("\n")).toContain("Disallow: /staff");
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/staff");
  });
});
