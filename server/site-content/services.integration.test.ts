import { beforeAll, describe, expect, it } from "vitest";
import { consultancyServices, softwareServices } from "~/content/services";
import { CONTENT_TYPES } from "~/domain/site-content/content-types";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The two services pages as site content ("service-page", "service-block"): seeded from app/content/services.ts
 * so a fresh site is unchanged; a point changed, a block added (typed markup as text) and published show on
 * the cached page; the pages themselves stay.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

/** The page's heading and each block's title with its points, in order. */
async function servicesPage(path: string) {
  const page = await publicHtml(server, path);
  return {
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(page)![1],
    blocks: [...page.matchAll(/<h2 id="block-\d+"[^>]*>([^<]*)<\/h2>[\s\S]*?<ul[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => [
      m[1]!,
      ...[...m[2]!.matchAll(/<span>([^<]*)<\/span>/g)].map((p) => p[1]!),
    ]),
  };
}

const seedBlocks = (page: typeof softwareServices) =>
  page.blocks.map((b) => [asHtml(b.title), ...b.points.map(asHtml)]);

describe(`the services pages as content on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("starts as the code said, shows a changed point and an added block once published, and keeps the pages", async () => {
    expect(await servicesPage("/service/software")).toEqual({
      heading: softwareServices.title,
      blocks: seedBlocks(softwareServices),
    });
    expect((await servicesPage("/service/consultancy")).blocks).toEqual(seedBlocks(consultancyServices));

    const blocks = await server.services.contentEditing.list("service-block");
    const first = blocks.find((b) => b.draft.title === softwareServices.blocks[0]!.title)!;
    const points = first.draft.points!.split("\n");
    points[0] = "Business requirement study, gap analysis & fit workshops";
    expect(
      (
        await marketing.postForm(`/staff/content/${first.id}`, {
          intent: "save",
          version: String(first.draftVersion),
          ...first.draft,
          points: points.join("\n"),
        })
      ).status,
    ).toBe(200);
    const created = await marketing.postForm("/staff/content/new?type=service-block", {
      intent: "create",
      page: "software",
      title: "Cloud <b>migration</b>",
      icon: "server",
      text: "Moving insurance systems to the cloud safely.",
      points: "Readiness assessment\nCut-over rehearsal",
    });
    expect(created.status).toBe(302);
    const added = Number(/\/staff\/content\/(\d+)/.exec(created.headers.get("location")!)![1]);
    // Drafts: the page is unchanged.
    expect((await servicesPage("/service/software")).blocks).toEqual(seedBlocks(softwareServices));
    for (const id of [first.id, added]) {
      const version = (await server.services.contentEditing.get(id))!.entry.draftVersion;
      expect(
        (await marketing.postForm(`/staff/content/${id}`, { intent: "publish", version: String(version) })).status,
      ).toBe(200);
    }
    const after = await servicesPage("/service/software");
    expect(after.blocks[0]).toEqual([
      asHtml(softwareServices.blocks[0]!.title),
      "Business requirement study, gap analysis &amp; fit workshops",
      ...softwareServices.blocks[0]!.points.slice(1).map(asHtml),
    ]);
    expect(after.blocks.at(-1)).toEqual([
      "Cloud &lt;b&gt;migration&lt;/b&gt;",
      "Readiness assessment",
      "Cut-over rehearsal",
    ]);
    expect((await servicesPage("/service/consultancy")).blocks).toEqual(seedBlocks(consultancyServices));

    // A services page is never taken off the site.
    const [page] = await server.services.contentEditing.list("service-page");
    const off = await marketing.postForm(`/staff/content/${page!.id}`, { intent: "unpublish" });
    expect(off.status).toBe(409);
    expect(await off.text()).toContain(asHtml(CONTENT_TYPES["service-page"].fixedMessage));
  });
});
