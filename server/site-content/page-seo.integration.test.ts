import { beforeAll, describe, expect, it } from "vitest";
import { contentMessages } from "~/domain/site-content/content-types";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * A page's search and sharing words set in the console (the "page-seo" content type): nothing changes until
 * they are published; then the page's title, description and shared picture are marketing's, on the cached
 * page too; two entries may not name one page; what is typed stays text.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

/** The page's <title>, meta description and og:image, as served. */
async function headOf(path: string) {
  const page = await publicHtml(server, path);
  return {
    title: /<title>([^<]*)<\/title>/.exec(page)![1],
    description: /<meta name="description" content="([^"]*)"\/>/.exec(page)![1],
    image: /<meta property="og:image" content="([^"]*)"\/>/.exec(page)![1],
  };
}

describe(`search and sharing words on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("replaces a page's title, description and picture once published, and refuses a second entry for a page", async () => {
    const before = await headOf("/company/team");
    expect(before.title).toBe("Our Team | Kavach InsureTech");

    const created = await marketing.postForm("/staff/content/new?type=page-seo", {
      intent: "create",
      path: "/company/team/",
      title: "Leadership <i>team</i> & founders",
      description: "Meet the people who build insurance software at Kavach.",
      image: "/images/team/anita-varghese.svg",
    });
    expect(created.status).toBe(302);
    const id = Number(/\/staff\/content\/(\d+)/.exec(created.headers.get("location")!)![1]);
    // A draft: the page is unchanged (and still served from the cache).
    expect(await headOf("/company/team")).toEqual(before);

    const entry = (await server.services.contentEditing.get(id))!.entry;
    expect(
      (await marketing.postForm(`/staff/content/${id}`, { intent: "publish", version: String(entry.draftVersion) }))
        .status,
    ).toBe(200);
    expect(await headOf("/company/team")).toEqual({
      title: "Leadership &lt;i&gt;team&lt;/i&gt; &amp; founders | Kavach InsureTech",
      description: "Meet the people who build insurance software at Kavach.",
      image: expect.stringMatching(/^https?:\/\/[^/]+\/images\/team\/anita-varghese\.svg$/),
    });
    // Other pages keep their own.
    expect((await headOf("/company/about-us")).title).toBe("About Us | Kavach InsureTech");

    // The same page twice is refused, the form kept, the message beside the field.
    const twice = await marketing.postForm("/staff/content/new?type=page-seo", {
      intent: "create",
      path: "/company/team",
      title: "Another title",
      description: "Another description.",
      image: "",
    });
    expect(twice.status).toBe(400);
    const page = await twice.text();
    expect(page).toContain(asHtml(contentMessages.notUnique("Page", "a page's search and sharing words")));
    expect(page).toContain('value="Another title"');
  });
});
