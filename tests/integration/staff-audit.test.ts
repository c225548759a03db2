import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "#server/services/audit";
import { asHtml, createStaffUser, signedInAs, StaffBrowser } from "../support/staff";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin: { browser: StaffBrowser; user: { id: number; email: string } };
let hr: { id: number; email: string };
const MARKUP = `<script>alert("x")</script>&amp;`;

/** The ids of the entries a page lists, in order, and its pager links. */
async function pageOf(path: string) {
  const res = await admin.browser.get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const body = html.slice(0, html.indexOf("window.__reactRouterContext"));
  const ids = [...body.matchAll(/data-entry="(\d+)"/g)].map((m) => Number(m[1]));
  const link = (label: string) => {
    const m = new RegExp(`<a[^>]*href="([^"]+)"[^>]*>${label}</a>`).exec(body);
    return m ? m[1]!.replace(/&amp;/g, "&") : null;
  };
  return { html: body, ids, older: link("Older"), newer: link("Newer"), newest: link("Newest") };
}

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signedInAs(server, "admin");
  admin = { browser: signedIn.browser, user: signedIn.user };
  hr = (await createStaffUser(server, { role: "hr", name: "Hema Rao" })).user;
  // 130 entries by hr at known moments (some sharing a timestamp, as a busy second would), and a few by the system.
  for (let i = 0; i < 130; i++) {
    await audit(server.db, {
      actor: { userId: hr.id, label: hr.email },
      action: i % 2 ? "staff.sign-in" : "staff.sign-out",
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))).toISOString(),
      target: { type: "staff_user", id: hr.id },
      detail: { n: i },
    });
  }
}, 120_000);
afterAll(async () => server?.close());

describe(`the audit trail on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("shows 50 entries a page, newest first, and pages by keyset without gaps or repeats", async () => {
    const all = await server.db
      .selectFrom("audit_log")
      .select(["id", "at"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute();
    const first = await pageOf("/staff/audit");
    expect(first.ids).toEqual(all.slice(0, 50).map((r) => r.id));
    expect(first.newer).toBeNull();
    expect(first.newest).toBeNull();
    expect(first.html).toMatch(/<h1[^>]*>Audit trail<\/h1>/);

    const seen = [...first.ids];
    let page = first;
    const visited = [first];
    while (page.older) {
      expect(page.older).toMatch(/^\/staff\/audit\?before=[^&]+$/);
      page = await pageOf(page.older);
      visited.push(page);
      seen.push(...page.ids);
    }
    expect(seen).toEqual(all.map((r) => r.id));
    expect(visited.map((p) => p.ids.length)).toEqual(
      Array.from({ length: Math.ceil(all.length / 50) }, (_, i) => Math.min(50, all.length - i * 50)),
    );
    // Back again: "Newer" gives exactly the page before, and "Newest" the first.
    const back = await pageOf(visited.at(-1)!.newer!);
    expect(back.ids).toEqual(visited.at(-2)!.ids);
    expect((await pageOf(visited.at(-1)!.newest!)).ids).toEqual(first.ids);
  });

  it("filters by person and by action, kept in the address and in the page links, with a plain GET form", async () => {
    const form = (await pageOf("/staff/audit")).html;
    const tag = /<form[^>]*method="get"[^>]*>/.exec(form)?.[0];
    expect(tag).toContain('action="/staff/audit"');
    expect(form).toMatch(/<select[^>]*name="person"/);
    expect(form).toMatch(/<select[^>]*name="action"/);

    const hrSignIns = await server.db
      .selectFrom("audit_log")
      .select("id")
      .where("actor_user_id", "=", hr.id)
      .where("action", "=", "staff.sign-in")
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute();
    const p1 = await pageOf(`/staff/audit?person=${hr.id}&action=staff.sign-in`);
    expect(p1.ids).toEqual(hrSignIns.slice(0, 50).map((r) => r.id));
    expect(p1.html).toMatch(new RegExp(`<option value="${hr.id}" selected="">Hema Rao`));
    expect(p1.html).toMatch(/<option value="staff.sign-in" selected="">Signed in<\/option>/);
    expect(p1.older).toMatch(new RegExp(`^/staff/audit\\?person=${hr.id}&action=staff.sign-in&before=`));
    const p2 = await pageOf(p1.older!);
    expect(p2.ids).toEqual(hrSignIns.slice(50, 100).map((r) => r.id));

    const adminOnly = await pageOf(`/staff/audit?person=${admin.user.id}`);
    const adminRows = await server.db
      .selectFrom("audit_log")
      .select("id")
      .where("actor_user_id", "=", admin.user.id)
      .execute();
    expect(adminOnly.ids.sort()).toEqual(adminRows.map((r) => r.id).sort());
    expect((await pageOf("/staff/audit?action=staff.role-changed")).html).toContain("Nothing recorded matches.");
  });

  it("shows every value as text: markup typed into an invitation or a sign-in stays text", async () => {
    const invited = await admin.browser.postForm("/staff/users", {
      intent: "invite",
      email: "markup@staff.example",
      name: MARKUP,
      role: "marketing",
    });
    expect(invited.status).toBe(200);
    await new StaffBrowser(server.baseUrl).signIn(`${MARKUP}@x.example`, "wrong password here");
    const { html } = await pageOf("/staff/audit");
    expect(html).toContain(asHtml(`name: ${MARKUP}`));
    expect(html).toContain(asHtml(`Address ${MARKUP}@x.example`));
    expect(html).not.toContain("<script>alert");
    // The invited person's record is named and linked.
    const row = await server.db
      .selectFrom("staff_users")
      .select("id")
      .where("email_key", "=", "markup@staff.example")
      .executeTakeFirstOrThrow();
    expect(html).toContain(`href="/staff/users/${row.id}"`);
  });
});
