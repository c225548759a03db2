import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceNumber } from "~/domain/reference-number";
import { audit } from "#server/audit/audit";
import { resumeRequest, contactMessage, subscription } from "#tests/support/factories";
import { asHtml, createStaffUser, signedInAs, StaffBrowser } from "../../tests/support/staff";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

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

describe(`the audit trail's records on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("links each record to its page while it exists, and names the rest without a link", async () => {
    const client = server.client();
    const sent = async (path: string, body: object, table: "candidates" | "contact_messages" | "subscriptions") => {
      expect((await client.post(path, body)).status).toBe(200);
      return (await server.db.selectFrom(table).select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
    };
    const resume = await sent(
      "/api/Career/PostCandidate",
      resumeRequest({ Email: "audit.links@example.in" }),
      "candidates",
    );
    const message = await sent("/api/Message/PostMessage", contactMessage(), "contact_messages");
    const subscriber = await sent("/api/Subscribe/PostSubscriber", subscription(), "subscriptions");
    const job = (await server.db.selectFrom("jobs").select("code").executeTakeFirstOrThrow()).code;
    const story = (await server.db.selectFrom("news").select("code").executeTakeFirstOrThrow()).code;
    const records: [type: string, id: string | number, text: string, href: string | null][] = [
      ["resume", resume, `Resume ${referenceNumber("resume", resume)}`, `/staff/resumes/${resume}`],
      ["application", 99999999, `Application ${referenceNumber("application", 99999999)}`, null],
      ["job", job, `Job ${job}`, `/staff/jobs/${job}`],
      ["job", 999999, "Job 999999", null],
      ["news", story, `News story ${story}`, `/staff/news/${story}`],
      ["contact_message", message, `Message ${message}`, `/staff/messages/${message}`],
      ["subscription", subscriber, `Subscriber ${subscriber}`, `/staff/subscribers/${subscriber}`],
      ["staff_user", hr.id, `Hema Rao (${hr.email})`, `/staff/users/${hr.id}`],
      ["person", "0123456789abcdef", "person 0123456789abcdef", null],
    ];
    // Newer than anything else, so they are the first page's first rows.
    for (const [i, [type, id]] of records.entries())
      await audit(server.db, {
        actor: { system: "test" },
        action: "application.status-changed",
        at: new Date(Date.UTC(2099, 0, 1, 0, 0, records.length - i)).toISOString(),
        target: { type, id },
        detail: { from: "new", to: "shortlisted", withNote: true },
      });
    const { html } = await pageOf("/staff/audit");
    const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
    const cells = [...table.matchAll(/<tr[^>]*data-entry="\d+"[^>]*>([\s\S]*?)<\/tr>/g)]
      .slice(0, records.length)
      .map((m) => [...m[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)][4]![1]!);
    expect(cells).toEqual(
      records.map(([, , text, href]) =>
        href
          ? `<a class="text-brand-800 underline" href="${href}" data-discover="true">${asHtml(text)}</a>`
          : asHtml(text),
      ),
    );
  });
});
