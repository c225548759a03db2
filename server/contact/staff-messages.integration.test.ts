import { beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "~/domain/staff/messages";
import { listAuditRows } from "#server/audit/audit-log.repository";
import {
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  markContactMessageHandled,
} from "#server/contact/contact-messages.repository";
import {
  countSubscriptions,
  findSubscriptionByEmailKey,
  insertSubscriptionOnce,
  listSubscriptions,
  confirmSubscription,
} from "#server/newsletter/subscriptions.repository";
import { asHtml, createStaffUser, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/** /staff/messages and /staff/subscribers (docs/product.md §10.5), and the repository functions behind them. */
const server = serverForFile();

const message = (n: number, over: Partial<Parameters<typeof insertContactMessage>[1]> = {}) =>
  insertContactMessage(server.db, {
    name: `Sender ${n}`,
    email: `sender${n}@example.in`,
    mobile: "9876543210",
    subject: `Question ${n}`,
    message: `Body of message ${n}`,
    ip_address: "",
    browser_info: "",
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    client_ip: null,
    ...over,
  });

async function subscribe(email: string, confirmed: boolean) {
  await insertSubscriptionOnce(server.db, {
    email,
    email_key: email.toLowerCase(),
    ip_address: "",
    browser_info: "",
    created_at: new Date().toISOString(),
    client_ip: null,
  });
  const row = (await findSubscriptionByEmailKey(server.db, email.toLowerCase()))!;
  if (confirmed) await confirmSubscription(server.db, row.id, new Date().toISOString());
  return row.id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  for (let n = 1; n <= 120; n++) await message(n);
  ids.markup = await message(200, {
    name: "<img src=x onerror=alert(1)>",
    email: "Asha.Rao@Example.in",
    subject: "Renewal & <b>pricing</b>?",
    message: "100% sure_about <script>alert(2)</script>\nsecond line",
  });
  ids.sub1 = await subscribe("first@example.in", true);
  ids.sub2 = await subscribe("+formula@example.in", false);
  ids.sub3 = await subscribe("third@example.org", true);
});

describe(`contact messages on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("lists newest first in keyset pages that never repeat or skip a row", async () => {
    const seen: number[] = [];
    let before: number | null = null;
    for (;;) {
      const page = await listContactMessages(server.db, { beforeId: before, limit: 50 });
      seen.push(...page.map((r) => r.id));
      if (page.length < 50) break;
      before = page.at(-1)!.id;
    }
    expect(seen).toHaveLength(121);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(121);
  });

  it("searches name, e-mail, subject and message, ignoring letter case and taking % and _ literally", async () => {
    const find = async (search: string) =>
      (await listContactMessages(server.db, { search, limit: 50 })).map((r) => r.id);
    expect(await find("<IMG SRC")).toEqual([ids.markup]);
    expect(await find("asha.rao@example")).toEqual([ids.markup]);
    expect(await find("<b>pricing")).toEqual([ids.markup]);
    expect(await find("100% sure_about")).toEqual([ids.markup]);
    expect(await find("100%% sure")).toEqual([]);
    expect(await find("sure%about")).toEqual([]);
    expect(await find("message 11")).toHaveLength(11); // 11, 110..119
  });

  it("marks a message handled once, keeping who and when", async () => {
    const admin = await createStaffUser(server, { role: "admin", name: "Handling Admin" });
    const id = await message(300);
    expect(
      await markContactMessageHandled(server.db, { id, userId: admin.user.id, at: "2026-12-10T10:00:00.000Z" }),
    ).toBe(true);
    expect(
      await markContactMessageHandled(server.db, { id, userId: admin.user.id, at: "2026-12-10T11:00:00.000Z" }),
    ).toBe(false);
    const row = await findContactMessage(server.db, id);
    expect(row).toMatchObject({ handled_at: "2026-12-10T10:00:00.000Z", handled_by_name: "Handling Admin" });
  });

  it("shows marketing the list and one message as text, with a reply link, and marks it handled with an audit row", async () => {
    const { browser, user } = await signedInAs(server, "marketing");
    const list = await browser.get("/staff/messages?q=asha.rao");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toContain("no-store");
    const listHtml = await list.text();
    expect(listHtml).toContain(asHtml("Renewal & <b>pricing</b>?"));
    expect(listHtml).not.toContain("<b>pricing</b>");
    expect(listHtml).not.toContain("Question 7<");

    const page = await browser.get(`/staff/messages/${ids.markup}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(asHtml("<img src=x onerror=alert(1)>"));
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).toContain(
      `href="mailto:Asha.Rao@Example.in?subject=Re%3A%20Renewal%20%26%20%3Cb%3Epricing%3C%2Fb%3E%3F"`,
    );
    expect(html).toContain("Mark handled");

    const done = await browser.postForm(`/staff/messages/${ids.markup}`, { intent: "handled" });
    expect(done.status).toBe(200);
    const after = await done.text();
    expect(after).toContain("Marked handled.");
    expect(after).toContain(`Handled by ${user.name} on`);
    const audit = await listAuditRows(server.db, { action: "message.handled" }, 5);
    expect(audit[0]).toMatchObject({
      actor_user_id: user.id,
      target_type: "contact_message",
      target_id: String(ids.markup),
    });

    const again = await browser.postForm(`/staff/messages/${ids.markup}`, { intent: "handled" });
    expect(await again.text()).toContain("Someone had already marked it handled.");
    expect(await listAuditRows(server.db, { action: "message.handled" }, 5)).toHaveLength(1);
  });

  it("pages the console list 50 at a time with an Older link, and answers 404 for a message that is not there", async () => {
    const { browser } = await signedInAs(server, "admin");
    const first = await (await browser.get("/staff/messages")).text();
    expect(first.match(/data-message="/g)).toHaveLength(50);
    const older = /href="(\/staff\/messages\?before=\d+)"/.exec(first.replaceAll("&amp;", "&"))?.[1];
    expect(older).toBeDefined();
    const second = await (await browser.get(older!)).text();
    expect(second.match(/data-message="/g)).toHaveLength(50);
    expect(second).toContain('href="/staff/messages"');
    expect((await browser.get("/staff/messages/999999")).status).toBe(404);
    expect((await browser.get("/staff/messages/abc")).status).toBe(404);
  });

  it("refuses HR", async () => {
    const { browser } = await signedInAs(server, "hr");
    for (const path of ["/staff/messages", `/staff/messages/${ids.markup}`]) {
      const res = await browser.get(path);
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(html).toContain(asHtml(staffMessages.forbidden));
      expect(html).not.toContain("Renewal");
    }
    expect((await browser.postForm(`/staff/messages/${ids.markup}`, { intent: "handled" })).status).toBe(403);
  });
});

describe(`newsletter subscribers on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("lists, counts and searches subscribers", async () => {
    const all = await listSubscriptions(server.db, { limit: 50 });
    expect(all.map((r) => r.email)).toEqual(["third@example.org", "+formula@example.in", "first@example.in"]);
    expect((await listSubscriptions(server.db, { limit: 50, beforeId: ids.sub3 })).map((r) => r.id)).toEqual([
      ids.sub2,
      ids.sub1,
    ]);
    expect((await listSubscriptions(server.db, { limit: 50, search: "EXAMPLE.IN" })).map((r) => r.id)).toEqual([
      ids.sub2,
      ids.sub1,
    ]);
    expect(await countSubscriptions(server.db)).toEqual({ confirmed: 2, waiting: 1 });
  });

  it("exports the list as CSV: BOM, quoted cells, formula-safe, attachment, audit row", async () => {
    const { browser, user } = await signedInAs(server, "marketing");
    const res = await browser.get("/staff/subscribers/export?q=example.in");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe('"E-mail","State","Subscribed at","Confirmed at"');
    expect(lines[1]).toMatch(/^"'\+formula@example\.in","waiting","[^"]+",$/);
    expect(lines[2]).toMatch(/^"first@example\.in","confirmed","[^"]+","[^"]+"$/);
    expect(lines.slice(3)).toEqual([""]);
    const audit = await listAuditRows(server.db, { action: "subscribers.exported" }, 5);
    expect(audit[0]).toMatchObject({ actor_user_id: user.id });
  });

  it("removes one address after a confirmation page, with an audit row that does not keep the address", async () => {
    const { browser, user } = await signedInAs(server, "marketing");
    const list = await (await browser.get("/staff/subscribers")).text();
    expect(list).toContain("2 confirmed, 1 waiting for confirmation");
    expect(list).toContain(`href="/staff/subscribers/${ids.sub3}"`);
    const confirm = await browser.get(`/staff/subscribers/${ids.sub3}`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Yes, remove this address");

    const removed = await browser.postForm("/staff/subscribers", { intent: "remove", id: String(ids.sub3) });
    expect(removed.status).toBe(200);
    const html = await removed.text();
    expect(html).toContain("third@example.org has been removed.");
    expect(html).not.toContain(`data-subscriber="${ids.sub3}"`);
    expect(await findSubscriptionByEmailKey(server.db, "third@example.org")).toBeUndefined();
    const audit = await listAuditRows(server.db, { action: "subscriber.removed" }, 5);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_user_id: user.id,
      target_type: "subscription",
      target_id: String(ids.sub3),
    });
    expect(JSON.stringify(audit[0])).not.toContain("third@example.org");

    const twice = await browser.postForm("/staff/subscribers", { intent: "remove", id: String(ids.sub3) });
    expect(await twice.text()).toContain("That address had already been removed.");
    expect((await browser.get(`/staff/subscribers/${ids.sub3}`)).status).toBe(404);
  });

  it("exports every subscriber of a list longer than one keyset page, newest first, none twice", async () => {
    // 2,345 more rows: the export reads 1,000 a query, so it crosses two page boundaries.
    const at = new Date().toISOString();
    const made = Array.from({ length: 2345 }, (_, i) => `bulk${String(i).padStart(4, "0")}@many.example`);
    for (let i = 0; i < made.length; i += 500)
      await server.db
        .insertInto("subscriptions")
        .values(
          made.slice(i, i + 500).map((email) => ({
            ...{ email, email_key: email, ip_address: "", browser_info: "" },
            ...{ created_at: at, client_ip: null },
          })),
        )
        .execute();
    const { browser } = await signedInAs(server, "marketing");
    const res = await browser.get("/staff/subscribers/export?q=many.example");
    expect(res.status).toBe(200);
    const lines = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer())).split("\r\n");
    expect(lines.at(-1)).toBe("");
    const emails = lines.slice(1, -1).map((l) => /^"([^"]+)"/.exec(l)![1]);
    // Inserted in order, so newest first is the reverse; every one once.
    expect(emails).toEqual([...made].reverse());
    const everyone = await browser.get("/staff/subscribers/export");
    const all = new TextDecoder()
      .decode(new Uint8Array(await everyone.arrayBuffer()))
      .split("\r\n")
      .slice(1, -1);
    expect(all).toHaveLength(2345 + 2);
    expect(new Set(all).size).toBe(all.length);
  });

  it("refuses HR the list, the export and removal", async () => {
    const { browser } = await signedInAs(server, "hr");
    for (const path of ["/staff/subscribers", "/staff/subscribers/export", `/staff/subscribers/${ids.sub1}`])
      expect((await browser.get(path)).status, path).toBe(403);
    expect((await browser.postForm("/staff/subscribers", { intent: "remove", id: String(ids.sub1) })).status).toBe(403);
    expect(await findSubscriptionByEmailKey(server.db, "first@example.in")).toBeDefined();
  });
});
