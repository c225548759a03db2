import { beforeAll, describe, expect, it } from "vitest";
import { contentMessages } from "~/domain/site-content/content-types";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { publicHtml } from "#tests/support/public-page";
import { serverForFile } from "#tests/support/test-server";

/**
 * The footer's and contact page's details as site content (docs/product/staff-content.md §10.15, decision
 * 0168): seeded from app/content/site-config.ts, so a fresh site shows what it always did; changed and
 * published in the console, they show at once on the cached pages; what is typed stays text.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

const html = (path: string) => publicHtml(server, path);

const footerOf = (page: string) => page.slice(page.indexOf("<footer"), page.indexOf("</footer>"));

/** Each office of the footer: its heading, then the address's lines, phone and e-mail as shown. */
function footerOffices(page: string): string[][] {
  return [...footerOf(page).matchAll(/<h2[^>]*>([^<]*)<\/h2><address[^>]*>(.*?)<\/address>/g)].map((m) => [
    m[1]!,
    ...[...m[2]!.matchAll(/>([^<>]+)</g)].map((t) => t[1]!),
  ]);
}

/** The contact page's phone numbers: each tel: link and its text. */
function contactPhones(page: string): string[][] {
  const start = page.indexOf('aria-label="Contact details"');
  const aside = page.slice(start, page.indexOf("</aside>", start));
  return [...aside.matchAll(/<a href="tel:([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

async function entryId(type: "office" | "contact-details", title: string): Promise<number> {
  const entries = await server.services.contentEditing.list(type);
  const found = entries.find((e) => e.draft.title === title || e.draft.email === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

async function saveAndPublish(id: number, values: Record<string, string>): Promise<void> {
  const version = async () => String((await server.services.contentEditing.get(id))!.entry.draftVersion);
  const saved = await marketing.postForm(`/staff/content/${id}`, {
    intent: "save",
    version: await version(),
    ...values,
  });
  expect(saved.status).toBe(200);
  const published = await marketing.postForm(`/staff/content/${id}`, { intent: "publish", version: await version() });
  expect(published.status).toBe(200);
}

const INDIA = [
  "India — Head Office",
  "4th Floor, Tranquil Tech Park",
  "Infopark Phase II, Kakkanad",
  "Kochi, Kerala 682030",
];
const UAE = [
  "UAE — Regional Office",
  "Office 1207, Bay Square Building 9",
  "Business Bay",
  "Dubai, United Arab Emirates",
];
const EMAIL = "info@kavach-insuretech.example";

describe(`the footer and contact details on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("starts from the seed: the footer and the contact page as app/content/site-config.ts says", async () => {
    const home = await html("/");
    expect(footerOffices(home)).toEqual([
      [...INDIA, "+91 484 403 2100", EMAIL],
      [...UAE, "+971 4 557 3090", EMAIL],
    ]);
    const footer = footerOf(home);
    expect(footer).toContain('<a href="tel:+914844032100"');
    expect(/<a href="([^"]*)"[^>]*>Support Portal<\/a>/.exec(footer)?.[1]).toBe(
      "https://support.kavach-insuretech.example",
    );
    expect([...footer.matchAll(/<a href="(https:\/\/www\.[^"]*|https:\/\/twitter[^"]*)"/g)].map((m) => m[1])).toEqual([
      "https://www.facebook.com/kavachinsuretech",
      "https://twitter.com/kavachinsuretech",
      "https://www.linkedin.com/company/kavachinsuretech",
      "https://www.youtube.com/@kavachinsuretech",
    ]);
    expect(contactPhones(await html("/contact-us"))).toEqual([
      ["+914844032100", "+91 484 403 2100"],
      ["+912261708800", "+91 22 6170 8800"],
      ["+97145573090", "+971 4 557 3090"],
    ]);
  });

  it("shows a published office phone in every page's footer at once, cached pages included", async () => {
    // Both pages are cached: the publish must purge them.
    expect(footerOffices(await html("/contact-us"))[1]).toEqual([...UAE, "+971 4 557 3090", EMAIL]);
    const id = await entryId("office", "UAE — Regional Office");
    await saveAndPublish(id, { title: UAE[0]!, address: UAE.slice(1).join("\n"), phone: "+971 4 557 3999" });
    for (const path of ["/", "/contact-us", "/careers"]) {
      const page = await html(path);
      expect(footerOffices(page)[1], path).toEqual([...UAE, "+971 4 557 3999", EMAIL]);
      expect(footerOf(page)).toContain('<a href="tel:+97145573999"');
    }
  });

  it("keeps markup typed into an office as text on the public pages", async () => {
    const id = await entryId("office", "India — Head Office");
    const title = 'India <b onclick="alert(1)">HQ</b>';
    const line = "<script>alert('x')</script> Kakkanad";
    await saveAndPublish(id, { title, address: `4th Floor\n${line}`, phone: "+91 484 403 2100" });
    const footer = footerOf(await html("/"));
    expect(footer).toContain(asHtml(title));
    expect(footer).toContain(asHtml(line));
    expect(footer).not.toContain("<script>alert");
    expect(footer).not.toContain("<b onclick");
    await saveAndPublish(id, { title: INDIA[0]!, address: INDIA.slice(1).join("\n"), phone: "+91 484 403 2100" });
    expect(footerOffices(await html("/"))[0]).toEqual([...INDIA, "+91 484 403 2100", EMAIL]);
  });

  it("refuses a bad phone, e-mail or address beside its field, keeping what was typed", async () => {
    const office = await entryId("office", "UAE — Regional Office");
    const version = String((await server.services.contentEditing.get(office))!.entry.draftVersion);
    const res = await marketing.postForm(`/staff/content/${office}`, {
      intent: "save",
      version,
      title: "UAE",
      address: "Dubai",
      phone: "call 04 557",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(asHtml(contentMessages.badPhone("Phone")));
    expect(page).toContain('value="call 04 557"');

    const details = await entryId("contact-details", EMAIL);
    const detailsVersion = String((await server.services.contentEditing.get(details))!.entry.draftVersion);
    const refused = await marketing.postForm(`/staff/content/${details}`, {
      intent: "save",
      version: detailsVersion,
      email: "info at kavach",
      supportPortal: "javascript:alert(1)",
    });
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(asHtml(contentMessages.badEmail("E-mail address")));
    expect(refusedPage).toContain(asHtml(contentMessages.badUrl("Support portal")));
    expect((await server.services.contentEditing.get(details))!.entry.draftVersion).toBe(Number(detailsVersion));
  });

  it("keeps the contact details on the site: no second one, no taking off", async () => {
    expect((await marketing.get("/staff/content/new?type=contact-details")).status).toBe(404);
    const posted = await marketing.postForm("/staff/content/new?type=contact-details", {
      intent: "create",
      email: "second@kavach.example",
      supportPortal: "https://second.example",
    });
    expect(posted.status).toBe(404);
    expect(await server.services.contentEditing.list("contact-details")).toHaveLength(1);
    const id = await entryId("contact-details", EMAIL);
    const res = await marketing.postForm(`/staff/content/${id}`, { intent: "unpublish" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(asHtml(contentMessages.singleStays("the contact details")));
    expect(footerOf(await html("/"))).toContain(`mailto:${EMAIL}`);
  });
});
