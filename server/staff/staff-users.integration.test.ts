import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "~/domain/staff/messages";
import { composeMail } from "#server/mail/compose";
import { mailSite } from "#server/mail/mail-site";
import {
  asHtml,
  createStaffUser,
  enrolTwoFactor,
  signedInAs,
  StaffBrowser,
  STAFF_TEST_PASSWORD,
} from "../../tests/support/staff";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const MARKUP_NAME = `<img src=x onerror="alert(1)"> & <b>Bold</b>`;
const userRow = (id: number) =>
  server.db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
/** The audit rows about one account, oldest first. */
const auditOf = (id: number, action: string) =>
  server.db
    .selectFrom("audit_log")
    .selectAll()
    .where("target_id", "=", String(id))
    .where("action", "=", action)
    .orderBy("id")
    .execute();

/**
 * The newest mail of this kind to this address, rendered as it is sent: the one-time link an admin is
 * shown is mailed to the person through the outbox too, and the row itself keeps only the link's seed.
 */
async function mailedLink(template: string, email: string, link: string) {
  const row = await server.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("template", "=", template)
    .where("person_email", "=", email.toLowerCase())
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(row.to_address).toBe(email);
  expect(row.payload).not.toContain(link.split("/").pop()!);
  const mail = composeMail(row, {
    from: server.config.mail.from,
    site: mailSite(server.config.siteUrl, server.config.tokenSecret),
  });
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(link);
  return mail;
}

describe(`staff accounts (admins) on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("lists every account with its role, state, last sign-in and second factor, names shown as text", async () => {
    const { browser } = await signedInAs(server, "admin");
    const { user: marked } = await createStaffUser(server, { role: "marketing", name: MARKUP_NAME });
    await server.services.staffAuth.addUser(
      { email: "invitee@staff.example", name: "Ira Invitee", role: "hr" },
      { system: "test" },
      { ip: null, userAgent: null },
    );
    const res = await browser.get("/staff/users");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Staff accounts");
    expect(html).toContain(asHtml(MARKUP_NAME));
    expect(html).not.toContain(MARKUP_NAME);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain(`href="/staff/users/${marked.id}"`);
    expect(html).toContain("Ira Invitee");
    expect(html).toContain("Invited (no password yet)");
    expect(html).toMatch(/<td[^>]*><time dateTime="[^"]+">\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d<\/time><\/td>/);
    expect(html).toContain(">Never</td>");

    const detail = await browser.get(`/staff/users/${marked.id}`);
    expect(detail.status).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain(asHtml(MARKUP_NAME));
    expect(detailHtml).not.toContain("<img src=x");
    expect((await browser.get("/staff/users/999999")).status).toBe(404);
    expect((await browser.get("/staff/users/abc")).status).toBe(404);
  });

  it("invites someone: a one-time link shown once, valid 24 hours, recorded; markup in the name stays text", async () => {
    const { browser, user: admin } = await signedInAs(server, "admin");
    const res = await browser.postForm("/staff/users", {
      intent: "invite",
      email: "Neha.Joshi@staff.example",
      name: MARKUP_NAME,
      role: "hr",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(asHtml(`${MARKUP_NAME} is invited as HR.`));
    expect(html).not.toContain("<img src=x");
    const link = /value="(http:\/\/[^"]+\/staff\/set-password\/[\w-]{43})"/.exec(html)?.[1];
    expect(link).toBeDefined();
    const invited = await server.db
      .selectFrom("staff_users")
      .selectAll()
      .where("email_key", "=", "neha.joshi@staff.example")
      .executeTakeFirstOrThrow();
    expect(invited).toMatchObject({ role: "hr", password_hash: null, name: MARKUP_NAME });
    const token = await server.db
      .selectFrom("staff_tokens")
      .selectAll()
      .where("user_id", "=", invited.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(24 * 60 * 60 * 1000);
    const audit = await auditOf(invited.id, "staff.user-invited");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: admin.id, actor_label: admin.email });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ email: "Neha.Joshi@staff.example", name: MARKUP_NAME, role: "hr" });
    // Mailed to the person too, in plain words (the name as text), with the same link.
    const mail = await mailedLink("staff-invitation", "Neha.Joshi@staff.example", link!);
    expect(mail.subject).toMatch(/^Your account in the .+ staff console$/);
    expect(mail.text).toContain("with the role HR");
    expect(String(mail.html)).not.toContain("<img src=x");
    // The list afterwards does not show the link again.
    expect(await (await browser.get("/staff/users")).text()).not.toContain(link!);

    // The link works for the invited person.
    const invitee = new StaffBrowser(server.baseUrl);
    const set = await invitee.postForm(new URL(link!).pathname, { password: STAFF_TEST_PASSWORD });
    expect(set.status).toBe(302);
    expect((await invitee.get("/staff")).status).toBe(200);

    const again = await browser.postForm("/staff/users", {
      intent: "invite",
      email: "neha.joshi@STAFF.example",
      name: "Someone",
      role: "hr",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(staffMessages.emailTaken);
    const bad = await browser.postForm("/staff/users", { intent: "invite", email: "nope", name: "X", role: "hr" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(staffMessages.emailInvalid);
    const badRole = await browser.postForm("/staff/users", {
      intent: "invite",
      email: "r@staff.example",
      name: "X",
      role: "root",
    });
    expect(badRole.status).toBe(400);
    expect(await badRole.text()).toContain(staffMessages.roleInvalid);
  });

  it("changes a role, and records it", async () => {
    const { browser, user: admin } = await signedInAs(server, "admin");
    const { user, email } = await createStaffUser(server, { role: "hr", name: "Ravi Kumar" });
    const person = new StaffBrowser(server.baseUrl);
    await person.signIn(email, STAFF_TEST_PASSWORD);
    expect((await person.get("/staff/users")).status).toBe(403);

    const res = await browser.postForm(`/staff/users/${user.id}`, { intent: "set-role", role: "admin" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Ravi Kumar is now Admin.");
    expect((await userRow(user.id)).role).toBe("admin");
    // The person's open session has the new role at once.
    expect((await person.get("/staff/users")).status).toBe(200);
    const audit = await auditOf(user.id, "staff.role-changed");
    expect(audit[0]).toMatchObject({ actor_user_id: admin.id });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ from: "hr", to: "admin" });

    const same = await browser.postForm(`/staff/users/${user.id}`, { intent: "set-role", role: "admin" });
    expect(await same.text()).toContain("Ravi Kumar is already Admin.");
    expect(await auditOf(user.id, "staff.role-changed")).toHaveLength(1);
    const bad = await browser.postForm(`/staff/users/${user.id}`, { intent: "set-role", role: "owner" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(staffMessages.roleInvalid);
  });

  it("disables and enables an account: its sessions end, it cannot sign in, both recorded", async () => {
    const { browser, user: admin } = await signedInAs(server, "admin");
    const { user, email } = await createStaffUser(server, { role: "marketing", name: "Divya Menon" });
    const person = new StaffBrowser(server.baseUrl);
    await person.signIn(email, STAFF_TEST_PASSWORD);

    const off = await browser.postForm(`/staff/users/${user.id}`, { intent: "disable" });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("Divya Menon can no longer sign in; 1 session ended.");
    expect((await userRow(user.id)).disabled_at).not.toBeNull();
    expect((await person.get("/staff")).status).toBe(302);
    expect((await new StaffBrowser(server.baseUrl).signIn(email, STAFF_TEST_PASSWORD)).status).toBe(401);
    expect(JSON.parse((await auditOf(user.id, "staff.user-disabled"))[0]!.detail!)).toEqual({ sessionsEnded: 1 });
    expect(await (await browser.get("/staff/users")).text()).toContain(">Disabled</td>");

    const on = await browser.postForm(`/staff/users/${user.id}`, { intent: "enable" });
    expect(on.status).toBe(200);
    expect(await on.text()).toContain("Divya Menon can sign in again.");
    expect((await userRow(user.id)).disabled_at).toBeNull();
    expect((await new StaffBrowser(server.baseUrl).signIn(email, STAFF_TEST_PASSWORD)).status).toBe(302);
    expect(await auditOf(user.id, "staff.user-enabled")).toEqual([
      expect.objectContaining({ actor_user_id: admin.id }),
    ]);
  });

  it("never lets an admin disable themselves or leave the site without an enabled admin", async () => {
    const fresh = await startTestServer();
    try {
      const { browser, user: admin } = await signedInAs(fresh, "admin");
      const self = await browser.postForm(`/staff/users/${admin.id}`, { intent: "disable" });
      expect(self.status).toBe(409);
      expect(await self.text()).toContain(staffMessages.cannotDisableSelf);
      const page = await (await browser.get(`/staff/users/${admin.id}`)).text();
      expect(page).toContain("This is your own account: another admin can disable it.");

      const demote = await browser.postForm(`/staff/users/${admin.id}`, { intent: "set-role", role: "hr" });
      expect(demote.status).toBe(409);
      expect(await demote.text()).toContain(staffMessages.lastAdmin);
      expect(
        (await fresh.db.selectFrom("staff_users").select("role").where("id", "=", admin.id).executeTakeFirst())!.role,
      ).toBe("admin");

      // With a second admin, one can step down; then the other is the last one again.
      const { user: other } = await createStaffUser(fresh, { role: "admin", name: "Second Admin" });
      const down = await browser.postForm(`/staff/users/${admin.id}`, { intent: "set-role", role: "hr" });
      expect(down.status).toBe(200);
      const otherBrowser = new StaffBrowser(fresh.baseUrl);
      expect((await otherBrowser.signIn(other.email, STAFF_TEST_PASSWORD)).status).toBe(302);
      const last = await otherBrowser.postForm(`/staff/users/${other.id}`, { intent: "set-role", role: "marketing" });
      expect(last.status).toBe(409);
      // A disabled admin does not count as one.
      const { user: third } = await createStaffUser(fresh, { role: "admin", name: "Third Admin" });
      expect((await otherBrowser.postForm(`/staff/users/${third.id}`, { intent: "disable" })).status).toBe(200);
      const stillLast = await otherBrowser.postForm(`/staff/users/${other.id}`, { intent: "set-role", role: "hr" });
      expect(stillLast.status).toBe(409);
      expect(await stillLast.text()).toContain(staffMessages.lastAdmin);
    } finally {
      await fresh.close();
    }
  });

  it("shows anyone's sessions and ends one or all of them, recorded", async () => {
    const { browser, user: admin } = await signedInAs(server, "admin");
    const { user, email } = await createStaffUser(server, { role: "hr", name: "Sanjay Rao" });
    const phones = [
      new StaffBrowser(server.baseUrl),
      new StaffBrowser(server.baseUrl),
      new StaffBrowser(server.baseUrl),
    ];
    for (const b of phones) await b.signIn(email, STAFF_TEST_PASSWORD);

    const page = await (await browser.get(`/staff/users/${user.id}`)).text();
    const hashes = [...page.matchAll(/name="session" value="([0-9a-f]{64})"/g)].map((m) => m[1]!);
    expect(new Set(hashes).size).toBe(3);

    const one = await browser.postForm(`/staff/users/${user.id}`, { intent: "end-session", session: hashes[0]! });
    expect(one.status).toBe(200);
    expect(await one.text()).toContain("The session has ended.");
    const alive = await Promise.all(phones.map(async (b) => (await b.get("/staff")).status));
    expect(alive.filter((s) => s === 200)).toHaveLength(2);
    expect(JSON.parse((await auditOf(user.id, "staff.sessions-ended"))[0]!.detail!)).toEqual({
      ended: 1,
      which: "one",
    });

    const gone = await browser.postForm(`/staff/users/${user.id}`, { intent: "end-session", session: hashes[0]! });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(staffMessages.noSuchSession);
    // A session of someone else cannot be ended through this account's page.
    const mine = await (await browser.get(`/staff/users/${admin.id}`)).text();
    const myHash = /name="session" value="([0-9a-f]{64})"/.exec(mine)![1]!;
    expect((await browser.postForm(`/staff/users/${user.id}`, { intent: "end-session", session: myHash })).status).toBe(
      404,
    );
    expect((await browser.get("/staff")).status).toBe(200);

    const all = await browser.postForm(`/staff/users/${user.id}`, { intent: "end-all-sessions" });
    expect(await all.text()).toContain("2 sessions ended.");
    for (const b of phones) expect((await b.get("/staff")).status).toBe(302);
    const rows = await auditOf(user.id, "staff.sessions-ended");
    expect(rows.map((r) => JSON.parse(r.detail!))).toEqual([
      { ended: 1, which: "one" },
      { ended: 2, which: "all" },
    ]);
    expect(rows.every((r) => r.actor_user_id === admin.id)).toBe(true);
  });

  it("issues a password reset link that works once and retires the older one, recorded", async () => {
    const { browser, user: admin } = await signedInAs(server, "admin");
    const { user, email } = await createStaffUser(server, { role: "marketing", name: "Lata Shah" });
    const linkIn = async () => {
      const res = await browser.postForm(`/staff/users/${user.id}`, { intent: "reset-link" });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("A password reset link for Lata Shah is ready.");
      return /value="(http:\/\/[^"]+\/staff\/set-password\/[\w-]{43})"/.exec(html)![1]!;
    };
    const older = await linkIn();
    const newer = await linkIn();
    expect(newer).not.toBe(older);
    const mail = await mailedLink("staff-password-reset", email, newer);
    expect(mail.text).toContain("Hello Lata Shah");
    expect((await new StaffBrowser(server.baseUrl).get(new URL(older).pathname)).status).toBe(410);
    const person = new StaffBrowser(server.baseUrl);
    const set = await person.postForm(new URL(newer).pathname, { password: "lantern-harbour-quartz-8" });
    expect(set.status).toBe(302);
    expect((await new StaffBrowser(server.baseUrl).signIn(email, "lantern-harbour-quartz-8")).status).toBe(302);
    expect((await new StaffBrowser(server.baseUrl).get(new URL(newer).pathname)).status).toBe(410);
    expect(await auditOf(user.id, "staff.reset-link-issued")).toEqual([
      expect.objectContaining({ actor_user_id: admin.id }),
      expect.objectContaining({ actor_user_id: admin.id }),
    ]);
    // Not for a disabled account.
    await browser.postForm(`/staff/users/${user.id}`, { intent: "disable" });
    const refused = await browser.postForm(`/staff/users/${user.id}`, { intent: "reset-link" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(staffMessages.accountDisabled);
  });

  it("turns off someone's two-step sign-in when they lost their phone, recorded", async () => {
    const { browser: admin, user: adminUser } = await signedInAs(server, "admin");
    const { browser: owner, user, email } = await signedInAs(server, "hr");
    await enrolTwoFactor(owner);
    expect(await (await admin.get("/staff/users")).text()).toMatch(/>On<\/td>/);
    const res = await admin.postForm(`/staff/users/${user.id}`, { intent: "two-factor-off" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Two-step sign-in is off for Test hr");
    expect((await userRow(user.id)).totp_secret).toBeNull();
    expect(
      await server.db.selectFrom("staff_recovery_codes").selectAll().where("user_id", "=", user.id).execute(),
    ).toEqual([]);
    const audit = await auditOf(user.id, "staff.two-factor-disabled");
    expect(audit[0]).toMatchObject({ actor_user_id: adminUser.id });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ by: "admin" });
    expect((await new StaffBrowser(server.baseUrl).signIn(email, STAFF_TEST_PASSWORD)).headers.get("location")).toBe(
      "/staff",
    );
  });
});
