import { beforeAll, describe, expect, it } from "vitest";
import { redirectMessages } from "~/domain/site-content/redirects";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Redirects set in the console (docs/product/staff-content.md §10.15, decision 0168): an old address answers
 * 301 or 302 with the visitor's query kept, at once (even for a page the page cache held), loops and chains
 * are refused saying which, a removal ends it, and every change is in the audit trail.
 */
const server = serverForFile();
let marketing: StaffBrowser;
let marketingEmail: string;
let hr: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing, email: marketingEmail } = await signedInAs(server, "marketing"));
  ({ browser: hr } = await signedInAs(server, "hr"));
}, 60_000);

/** A visitor's request, its redirect not followed. */
function visit(path: string, method: "GET" | "HEAD" | "POST" = "GET") {
  return fetch(server.baseUrl + path, { method, redirect: "manual", headers: { accept: "text/html" } });
}

async function add(from: string, to: string, status = "301"): Promise<Response> {
  return marketing.postForm("/staff/content/redirects/new", { intent: "create", from, to, status });
}

/** The id a successful addition sent the browser to. */
function idOf(res: Response): number {
  expect(res.status).toBe(302);
  const match = /^\/staff\/content\/redirects\/(\d+)\?added$/.exec(res.headers.get("location") ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

function auditRows(id: number) {
  return server.db
    .selectFrom("audit_log")
    .select(["action", "detail", "actor_label"])
    .where("target_type", "=", "redirect")
    .where("target_id", "=", String(id))
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, detail: JSON.parse(r.detail ?? "null") as unknown })));
}

describe(`redirects in the staff console on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("answers an added redirect before the page, keeping the query, for GET and HEAD only", async () => {
    expect((await visit("/products/general-insurance")).status).toBe(404);
    const id = idOf(await add("/Products/General-Insurance/", "/product/gi"));

    const res = await visit("/products/general-insurance?utm_source=mail&x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/product/gi?utm_source=mail&x=1");
    const head = await visit("/PRODUCTS/general-insurance/", "HEAD");
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/product/gi");
    // A form posted to the old address is not turned into a GET elsewhere.
    expect((await visit("/products/general-insurance", "POST")).status).not.toBe(301);

    const page = await (await marketing.get(`/staff/content/redirects/${id}?added`)).text();
    expect(page).toContain(asHtml(redirectMessages.added));
    expect(page).toContain("Redirect from /products/general-insurance");
    expect(await auditRows(id)).toEqual([
      {
        action: "redirect.added",
        actor_label: marketingEmail,
        detail: { from: "/products/general-insurance", to: "/product/gi", status: 301 },
      },
    ]);
  });

  it("refuses a loop and a chain, saying which, and saves nothing", async () => {
    idOf(await add("/old-a", "/old-b-target"));
    const before = await server.services.redirects.list();

    const itself = await add("/loop-self", "/Loop-Self/?again=1");
    expect(itself.status).toBe(400);
    expect(await itself.text()).toContain(asHtml(redirectMessages.loopToItself("/loop-self")));

    idOf(await add("/ping", "/pong"));
    const loop = await add("/pong", "/ping");
    expect(loop.status).toBe(400);
    const loopPage = await loop.text();
    expect(loopPage).toContain(asHtml(redirectMessages.loop("/pong", "/ping")));
    // What was typed stays in the form.
    expect(loopPage).toContain('value="/pong"');

    const after = await add("/older", "/old-a");
    expect(after.status).toBe(400);
    expect(await after.text()).toContain(asHtml(redirectMessages.chainAfter("/old-a", "/old-b-target")));

    const ahead = await add("/old-b-target", "/contact-us");
    expect(ahead.status).toBe(400);
    expect(await ahead.text()).toContain(asHtml(redirectMessages.chainBefore("/old-a", "/old-b-target")));

    expect((await server.services.redirects.list()).map((r) => r.from)).toEqual(
      [...before.map((r) => r.from), "/ping"].sort(),
    );
  });

  it("changes a redirect to 302 and removes it, each at once and in the audit trail", async () => {
    const id = idOf(await add("/news-2019", "/company/news-list"));
    const changed = await marketing.postForm(`/staff/content/redirects/${id}`, {
      intent: "save",
      from: "/news-2019",
      to: "/company/news-list?year=2019#top",
      status: "302",
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(asHtml(redirectMessages.saved));
    const res = await visit("/news-2019?ref=old");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/company/news-list?year=2019&ref=old#top");

    const removed = await marketing.postForm(`/staff/content/redirects/${id}`, { intent: "remove" });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/staff/content/redirects?removed=%2Fnews-2019");
    const list = await (await marketing.get(removed.headers.get("location")!)).text();
    expect(list).toContain(asHtml(redirectMessages.removed("/news-2019")));
    expect((await visit("/news-2019?ref=old")).status).toBe(404);

    expect((await auditRows(id)).map((r) => [r.action, r.detail])).toEqual([
      ["redirect.added", { from: "/news-2019", to: "/company/news-list", status: 301 }],
      [
        "redirect.changed",
        {
          from: "/news-2019",
          to: "/company/news-list?year=2019#top",
          status: 302,
          before: { from: "/news-2019", to: "/company/news-list", status: 301 },
        },
      ],
      ["redirect.removed", { from: "/news-2019", to: "/company/news-list?year=2019#top", status: 302 }],
    ]);
  });

  it("redirects a page of the site the page cache holds, with a warning in the console", async () => {
    await visit("/company/expertise");
    const cached = await visit("/company/expertise");
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-cache")).toBe("HIT");

    const id = idOf(await add("/company/expertise", "/company/about-us", "302"));
    const page = await (await marketing.get(`/staff/content/redirects/${id}`)).text();
    expect(page).toContain(asHtml(redirectMessages.livePage("/company/expertise")));
    const res = await visit("/company/expertise");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/company/about-us");

    await marketing.postForm(`/staff/content/redirects/${id}`, { intent: "remove" });
    expect((await visit("/company/expertise")).status).toBe(200);
  });

  it("shows what was typed as text in the console", async () => {
    const target = '/search?q="><script>alert(1)</script>';
    const id = idOf(await add("/markup-test", target));
    const list = await (await marketing.get("/staff/content/redirects")).text();
    expect(list).toContain(asHtml(target));
    expect(list).not.toContain("<script>alert(1)</script>");
    const res = await visit("/markup-test");
    expect(res.headers.get("location")).toBe("/search?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E");
    await marketing.postForm(`/staff/content/redirects/${id}`, { intent: "remove" });
  });

  it("refuses hr: the pages and the actions answer 403 and nothing is saved", async () => {
    const before = await server.services.redirects.list();
    expect((await hr.get("/staff/content/redirects")).status).toBe(403);
    const res = await hr.postForm("/staff/content/redirects/new", {
      intent: "create",
      from: "/hr-try",
      to: "/careers",
      status: "301",
    });
    expect(res.status).toBe(403);
    expect(await server.services.redirects.list()).toEqual(before);
    expect((await visit("/hr-try")).status).toBe(404);
  });
});
