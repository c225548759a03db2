import { describe, expect, it } from "vitest";
import { PRODUCTION_PASSWORD_HASH_COST } from "#server/security/passwords";
import { staffMessages } from "~/domain/staff/messages";
import { StaffBrowser, STAFF_TEST_PASSWORD } from "../../tests/support/staff";
import { serverForFile, startTestServer, type TestServer } from "#tests/support/test-server";

// The production cost, so the first test can check the parameters new hashes are stored with.
const server = serverForFile({ env: { PASSWORD_HASH_COST: String(PRODUCTION_PASSWORD_HASH_COST) } });

const pathOf = (link: string) => new URL(link).pathname;
const escaped = (text: string) => text.replace(/'/g, "&#x27;");

/** Adds a staff member as an admin does, and returns them with the path of their invitation link. */
async function invite(person: Parameters<TestServer["services"]["staffAuth"]["addUser"]>[0]) {
  const added = await server.services.staffAuth.addUser(person, { system: "test" }, { ip: null, userAgent: null });
  if (!added.ok || !added.link) throw new Error("no invitation link");
  return { user: added.user, path: pathOf(added.link) };
}

/** A link that no longer works: its page answers 410 with `message`, and a post to it 410 too. */
async function expectLinkRefused(baseUrl: string, path: string, message: string) {
  const page = await new StaffBrowser(baseUrl).get(path);
  expect(page.status).toBe(410);
  expect(await page.text()).toContain(escaped(message));
  const post = await new StaffBrowser(baseUrl).postForm(path, {
    name: "Mallory",
    email: "mallory@staff.example",
    password: STAFF_TEST_PASSWORD,
  });
  expect(post.status).toBe(410);
}

describe("one-time links", () => {
  it("a fresh installation's first-admin link creates the first admin once and only once", async () => {
    expect(server.firstAdminLink).toMatch(/^http:\/\/localhost:\d+\/staff\/set-password\/[\w-]{43}$/);
    const path = pathOf(server.firstAdminLink!);
    const browser = new StaffBrowser(server.baseUrl);
    const form = await browser.get(path);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("no-store");
    const html = await form.text();
    expect(html).toContain("Create the first admin");
    for (const label of ["Name", "Email", "Password"]) expect(html).toMatch(new RegExp(`>${label}</label>`));

    const weak = await browser.postForm(path, { name: "Meera Iyer", email: "meera@staff.example", password: "short" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain(staffMessages.passwordTooShort);

    const created = await browser.postForm(path, {
      name: "Meera Iyer",
      email: "Meera@Staff.example",
      password: STAFF_TEST_PASSWORD,
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/staff");
    const home = await browser.get("/staff");
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain("Meera Iyer");
    expect(homeHtml).toContain(">Admin<");
    const admins = await server.db.selectFrom("staff_users").selectAll().where("role", "=", "admin").execute();
    expect(admins.map((u) => u.email)).toEqual(["Meera@Staff.example"]);
    expect(admins[0]!.password_hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);

    // The same link again: refused, on the page and on a post.
    await expectLinkRefused(server.baseUrl, path, staffMessages.linkUsed);
    expect(await server.db.selectFrom("staff_users").selectAll().execute()).toHaveLength(1);
    // Once an account exists, no new first-admin link is issued.
    expect(await server.services.staffAuth.firstAdminLink()).toBeNull();
    const rows = await server.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "staff.first-admin-created")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("an invitation link sets the person's password with the policy, signs them in, and works once", async () => {
    const { user, path } = await invite({ email: "ravi@staff.example", name: "Ravi Kumar", role: "hr" });
    const browser = new StaffBrowser(server.baseUrl);
    const page = await (await browser.get(path)).text();
    expect(page).toContain("Set your password");
    expect(page).toContain("Ravi Kumar");

    const common = await browser.postForm(path, { password: "Password1234" });
    expect(common.status).toBe(400);
    const commonHtml = await common.text();
    expect(commonHtml).toContain(staffMessages.passwordTooCommon);
    expect(commonHtml).toMatch(/aria-describedby="set-password-password-hint set-password-password-error"/);
    expect(commonHtml).toContain('aria-invalid="true"');

    const set = await browser.postForm(path, { password: STAFF_TEST_PASSWORD });
    expect(set.status).toBe(302);
    expect((await browser.get("/staff")).status).toBe(200);
    const used = await new StaffBrowser(server.baseUrl).postForm(path, { password: "another-long-passphrase" });
    expect(used.status).toBe(410);
    expect(await used.text()).toContain(escaped(staffMessages.linkUsed));

    // The new password signs in.
    expect((await new StaffBrowser(server.baseUrl).signIn("ravi@staff.example", STAFF_TEST_PASSWORD)).status).toBe(302);
    const audit = await server.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "staff.password-set")
      .execute();
    expect(audit.map((r) => r.target_id)).toContain(String(user.id));
  });

  it("says so for an expired link (after 24 hours) and an unknown one", async () => {
    const { user, path } = await invite({ email: "late@staff.example", name: "Late Comer", role: "marketing" });
    const token = await server.db
      .selectFrom("staff_tokens")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(24 * 3600_000);
    await server.db
      .updateTable("staff_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", token.token_hash)
      .execute();
    await expectLinkRefused(server.baseUrl, path, staffMessages.linkExpired);

    const unknown = await new StaffBrowser(server.baseUrl).get(`/staff/set-password/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(escaped(staffMessages.linkUnknown));
  });

  it("refuses an unused first-admin link once an admin exists by another way", async () => {
    const fresh = await startTestServer();
    try {
      const path = pathOf(fresh.firstAdminLink!);
      await fresh.services.staffAuth.addUser(
        { email: "cli-admin@staff.example", name: "CLI Admin", role: "admin", password: STAFF_TEST_PASSWORD },
        { system: "cli" },
        { ip: null, userAgent: null },
      );
      await expectLinkRefused(fresh.baseUrl, path, staffMessages.firstAdminExists);
      expect(await fresh.db.selectFrom("staff_users").select("email").execute()).toEqual([
        { email: "cli-admin@staff.example" },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
