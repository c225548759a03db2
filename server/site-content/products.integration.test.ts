import { beforeAll, describe, expect, it } from "vitest";
import { contentMessages } from "~/domain/site-content/content-types";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { publicHtml } from "#tests/support/public-page";
import { serverForFile } from "#tests/support/test-server";

/**
 * The product pages as site content (docs/product/staff-content.md §10.15, decision 0172): seeded from
 * app/content/, edited and published in the console, shown at once on the cached product page, its title,
 * the menus, the home page and the sitemap; a retired product answers 301 and leaves every list.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

const html = (path: string) => publicHtml(server, path);

const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const descriptionOf = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
/** The main menu's products: each one's slug and name, as the header links them. */
function menuProducts(page: string): string[] {
  const main = page.slice(page.indexOf('aria-label="Main"'), page.indexOf("</nav>", page.indexOf('aria-label="Main"')));
  return [...main.matchAll(/href="\/product\/([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[1]}: ${m[2]}`);
}

const SEEDED_MENU = [
  "gi: Core General Insurance",
  "gi-takaful: Core Takaful General Insurance",
  "medical: Core Medical Insurance",
  "broker: Core Broking",
  "ecrm: Online Insurance Portal",
  "mobile: Mobile App",
  "hrms: Payroll &amp; HR",
  "bi: Business Intelligence",
  "workflow: Claims Workflow",
  "qms: Quotation Management",
  "survey: Survey Management",
];

async function product(slug: string) {
  const found = (await server.services.contentEditing.list("product")).find((e) => e.key === slug);
  expect(found, slug).toBeDefined();
  return found!;
}

async function save(slug: string, changes: Record<string, string>) {
  const entry = await product(slug);
  return marketing.postForm(`/staff/content/${entry.id}`, {
    intent: "save",
    version: String(entry.draftVersion),
    ...entry.draft,
    ...changes,
  });
}

async function saveAndPublish(slug: string, changes: Record<string, string>): Promise<void> {
  expect((await save(slug, changes)).status).toBe(200);
  const entry = await product(slug);
  const published = await marketing.postForm(`/staff/content/${entry.id}`, {
    intent: "publish",
    version: String(entry.draftVersion),
  });
  expect(published.status).toBe(200);
}

describe(`the product pages as site content on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("starts from the seed: today's product page, title and description", async () => {
    const page = await html("/product/bi");
    expect(titleOf(page)).toBe("Business Intelligence | Kavach InsureTech");
    expect(descriptionOf(page)).toContain("Business Intelligence by Kavach InsureTech");
    const home = await html("/");
    expect(menuProducts(home)).toEqual(SEEDED_MENU);
    // The home page's featured products, in today's places.
    expect(
      [...home.matchAll(/<h3 class="mt-5 text-xl font-bold text-brand-950">([^<]*)<\/h3>/g)].map((m) => m[1]),
    ).toEqual([
      "Core General Insurance",
      "Core Medical Insurance",
      "Core Broking",
      "Online Insurance Portal",
      "Payroll &amp; HR",
      "Mobile App",
    ]);
  });

  it("shows a published name and feature item on the cached product page, its title, menus and home page", async () => {
    await html("/product/qms"); // cached now: the publish must purge it
    const entry = await product("qms");
    const features = entry.draft.featureGroups!;
    const firstItem = /\n- ([^\n]+)/.exec(features)![1]!;
    await saveAndPublish("qms", {
      name: "Quotation Studio",
      featureGroups: features.replace(firstItem, "Quotations approved from a phone in one tap"),
    });
    const page = await html("/product/qms");
    expect(titleOf(page)).toBe("Quotation Studio | Kavach InsureTech");
    expect(page).toContain("<span>Quotations approved from a phone in one tap</span>");
    expect(page).not.toContain(`<span>${asHtml(firstItem)}</span>`);
    for (const path of ["/", "/careers"])
      expect(menuProducts(await html(path)), path).toContain("qms: Quotation Studio");
    expect(await html("/")).toContain(">Quotation Studio</a>");
  });

  it("moves a product up the menus by its place once published", async () => {
    await saveAndPublish("survey", { place: "1" });
    // Place 1 is gi's too: of the two, the one first in the list stays first.
    expect(menuProducts(await html("/company/team")).slice(0, 3)).toEqual([
      "gi: Core General Insurance",
      "survey: Survey Management",
      "gi-takaful: Core Takaful General Insurance",
    ]);
    await saveAndPublish("survey", { place: "11" });
    expect(menuProducts(await html("/company/team"))).toEqual(
      SEEDED_MENU.map((p) => p.replace("Quotation Management", "Quotation Studio")),
    );
  });

  it("refuses a bad highlight and a feature before any title, keeping what was typed and the draft", async () => {
    const before = await product("survey");
    const res = await save("survey", { highlights: "2 survey types", featureGroups: "- Lonely feature" });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(asHtml(contentMessages.badPairs("Highlights", 1)));
    expect(page).toContain(asHtml(contentMessages.badGroups("Key features")));
    expect(page).toContain(">2 survey types</textarea>");
    const after = await product("survey");
    expect(after.draftVersion).toBe(before.draftVersion);
    expect(after.draft).toEqual(before.draft);
  });

  it("keeps markup typed into a product field as text on the public page", async () => {
    const tagline = '<script>alert("x")</script> Surveys <b onclick="alert(1)">fast</b>';
    await saveAndPublish("survey", { tagline });
    const page = await html("/product/survey");
    expect(page).toContain(asHtml(tagline));
    expect(page).not.toContain('<script>alert("x")');
    expect(page).not.toContain("<b onclick");
  });

  it("answers a retired product with 301 and leaves it out of the sitemap, menus, home page and /demo", async () => {
    expect(await (await fetch(server.baseUrl + "/sitemap.xml")).text()).toContain("/product/workflow</loc>");
    await saveAndPublish("workflow", { status: "retired" });
    const gone = await fetch(server.baseUrl + "/product/workflow?from=ad", { redirect: "manual" });
    expect(gone.status).toBe(301);
    expect(gone.headers.get("location")).toBe("/#SectionProduct");
    expect(await (await fetch(server.baseUrl + "/sitemap.xml")).text()).not.toContain("/product/workflow<");
    const home = await html("/");
    expect(home).not.toContain('href="/product/workflow"');
    expect(menuProducts(home)).toEqual(
      SEEDED_MENU.filter((p) => !p.startsWith("workflow:")).map((p) =>
        p.replace("Quotation Management", "Quotation Studio"),
      ),
    );
    expect(await html("/demo")).not.toContain('value="workflow"');
    expect(await html("/product/gi")).not.toContain('href="/product/workflow"');
    expect(await html("/demo")).toContain('value="survey"');

    await saveAndPublish("workflow", { retiredTo: "/product/gi" });
    const moved = await fetch(server.baseUrl + "/product/workflow", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/product/gi");

    await saveAndPublish("workflow", { status: "live", retiredTo: "" });
    expect(titleOf(await html("/product/workflow"))).toBe("Claims Workflow | Kavach InsureTech");
    expect(await html("/demo")).toContain('value="workflow"');
  });

  it("keeps the products on the site: none added in the console, none taken off but by retiring", async () => {
    expect((await marketing.get("/staff/content/new?type=product")).status).toBe(404);
    const entry = await product("gi");
    const res = await marketing.postForm(`/staff/content/${entry.id}`, { intent: "unpublish" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(asHtml(contentMessages.fixedStays));
    expect(await server.services.contentEditing.list("product")).toHaveLength(11);
  });

  it("refuses a product's page in the console to HR, sales and interviewers", async () => {
    const entry = await product("gi");
    for (const role of ["hr", "sales", "interviewer"] as const) {
      const { browser } = await signedInAs(server, role);
      expect((await browser.get(`/staff/content/${entry.id}`)).status, role).toBe(403);
    }
  });
});
