import { beforeAll, describe, expect, it } from "vitest";
import { home } from "~/content/home";
import { projectSuccess } from "~/content/company";
import { contentMessages } from "~/domain/site-content/content-types";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The home page's own words as one content entry ("home-page"): a fresh site says what app/content/home.ts
 * said; marketing's published change shows on the cached home page, typed markup as text; the entry is
 * always on the site.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

/** The banner's heading, the success figure and the customers' link, as the home page shows them. */
async function homeWords() {
  const page = await publicHtml(server, "/");
  return {
    heading: /<h1 id="home-title"[^>]*>([^<]*)<\/h1>/.exec(page)![1],
    success: /<span class="block text-7xl[^"]*">([^<]*)<\/span>/.exec(page)![1],
    clients: /<a[^>]*href="\/company\/client"[^>]*>([^<]*)(?:<!-- -->)?\s*<span aria-hidden="true">/
      .exec(page)![1]!
      .trim(),
  };
}

describe(`the home page's words on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("starts as the code said, changes when published, keeps typed markup as text, and stays on the site", async () => {
    expect(await homeWords()).toEqual({
      heading: asHtml(home.banner.heading),
      success: projectSuccess.value,
      clients: home.customers.allClientsLabel,
    });
    const [entry] = await server.services.contentEditing.list("home-page");
    expect(entry).toBeDefined();
    const path = `/staff/content/${entry!.id}`;
    const saved = await marketing.postForm(path, {
      intent: "save",
      version: String(entry!.draftVersion),
      ...entry!.draft,
      bannerHeading: "Insurance <em>software</em> & services",
      successValue: "99%",
      customersLink: "Every client we serve",
    });
    expect(saved.status).toBe(200);
    expect((await homeWords()).success).toBe(projectSuccess.value);
    const version = (await server.services.contentEditing.get(entry!.id))!.entry.draftVersion;
    expect((await marketing.postForm(path, { intent: "publish", version: String(version) })).status).toBe(200);
    expect(await homeWords()).toEqual({
      heading: "Insurance &lt;em&gt;software&lt;/em&gt; &amp; services",
      success: "99%",
      clients: "Every client we serve",
    });

    const off = await marketing.postForm(path, { intent: "unpublish" });
    expect(off.status).toBe(409);
    expect(await off.text()).toContain(asHtml(contentMessages.singleStays("the home page's words")));
    expect(contentMessages.singleStays("the home page's words")).toBe(
      "The home page's words are always on the site: change them and publish instead.",
    );
  });
});
