import { beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE, PREVIEW_PATH, previewMessages } from "~/domain/site-content/content-preview";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Previewing drafts on the public pages (decision 0180): marketing starts a preview from an entry's page and
 * sees every draft in the site's own pages; a visitor, a staff member without `content:manage` and anyone
 * with the cookie but no session see the published site; no preview is ever kept by a cache.
 */
const server = serverForFile();
let marketing: StaffBrowser;
let hr: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
  ({ browser: hr } = await signedInAs(server, "hr"));
}, 60_000);

const PUBLISHED_ROLE = "Vice President, Products";

/** The team page's roles, in order, as a request with these cookies gets it. */
async function teamRoles(cookie: string | null) {
  const res = await fetch(`${server.baseUrl}/company/team`, {
    headers: { accept: "text/html", ...(cookie === null ? {} : { cookie }) },
  });
  expect(res.status).toBe(200);
  const page = await res.text();
  return {
    roles: [...page.matchAll(/<p class="mt-1 font-semibold text-brand-700">([^<]*)<\/p>/g)].map((m) => m[1]!),
    banner: page.includes(asHtml(previewMessages.banner)),
    cacheControl: res.headers.get("cache-control"),
    cache: res.headers.get("x-cache"),
    robots: res.headers.get("x-robots-tag"),
  };
}

describe(`previewing drafts on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("shows marketing every draft on the public pages, and nobody else; no cache keeps it", async () => {
    const entries = await server.services.contentEditing.list("team-member");
    const anita = entries.find((e) => e.draft.name === "Anita Varghese")!;
    expect(anita.draft.role).toBe(PUBLISHED_ROLE);
    const draftRole = "Chief Technology Officer <b>draft</b>";
    const saved = await marketing.postForm(`/staff/content/${anita.id}`, {
      intent: "save",
      version: String(anita.draftVersion),
      ...anita.draft,
      role: draftRole,
    });
    expect(saved.status).toBe(200);

    // The published page is in the page cache before anyone previews.
    await publicHtml(server, "/company/team");
    const before = await teamRoles(null);
    expect(before.cache).toBe("HIT");
    expect(before.roles).toContain(PUBLISHED_ROLE);

    // Starting a preview: a staff form (its token checked), answered with the cookie and the page to open.
    const refused = await marketing.postForm(PREVIEW_PATH, { to: "/company/team" }, { xsrf: false });
    expect(refused.status).toBe(403);
    const started = await marketing.postForm(PREVIEW_PATH, { to: "/company/team" });
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe("/company/team");
    expect(started.headers.get("set-cookie")).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=1; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`),
    );
    expect(marketing.cookies.get(PREVIEW_COOKIE)).toBe("1");

    const preview = await teamRoles(marketing.cookieHeader());
    expect(preview.roles).toContain(draftRole.replace("<b>", "&lt;b&gt;").replace("</b>", "&lt;/b&gt;"));
    expect(preview.roles).not.toContain(PUBLISHED_ROLE);
    expect(preview.banner).toBe(true);
    expect(preview.cacheControl).toBe("private, no-store");
    expect(preview.robots).toBe("noindex");
    expect(preview.cache).toBeNull();

    // Everyone else still gets the published page, from the cache: the preview was not stored.
    const visitor = await teamRoles(null);
    expect(visitor).toMatchObject({ banner: false, cache: "HIT" });
    expect(visitor.roles).toContain(PUBLISHED_ROLE);
    const cookieOnly = await teamRoles(`${PREVIEW_COOKIE}=1`);
    expect(cookieOnly.banner).toBe(false);
    expect(cookieOnly.roles).toContain(PUBLISHED_ROLE);
    // HR may not manage content: the cookie shows HR nothing but the published site.
    const hrPage = await teamRoles(`${hr.cookieHeader()}; ${PREVIEW_COOKIE}=1`);
    expect(hrPage.banner).toBe(false);
    expect(hrPage.roles).toContain(PUBLISHED_ROLE);
    expect((await hr.postForm(PREVIEW_PATH, { to: "/company/team" })).status).toBe(403);

    // A client-side navigation's data is a preview too, and never cached.
    const data = await fetch(`${server.baseUrl}/company/team.data`, { headers: { cookie: marketing.cookieHeader() } });
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect(await data.text()).toContain("Chief Technology Officer");

    // Ending it: the banner's link clears the cookie and returns to the console.
    const stopped = await marketing.get(PREVIEW_PATH);
    expect(stopped.status).toBe(302);
    expect(stopped.headers.get("location")).toBe("/staff/content");
    expect(marketing.cookies.has(PREVIEW_COOKIE)).toBe(false);
    const after = await teamRoles(marketing.cookieHeader());
    expect(after.banner).toBe(false);
    expect(after.roles).toContain(PUBLISHED_ROLE);
  });

  it("opens only pages of the public site", async () => {
    for (const to of ["https://evil.example/", "//evil.example/", "/staff/accounts", "javascript:alert(1)"]) {
      const res = await marketing.postForm(PREVIEW_PATH, { to });
      expect(res.status, to).toBe(302);
      expect(res.headers.get("location"), to).toBe("/");
    }
  });
});
