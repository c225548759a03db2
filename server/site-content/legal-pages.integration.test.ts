import { beforeAll, describe, expect, it } from "vitest";
import { daysInWords } from "~/domain/retention-periods";
import { richTextFormatField } from "~/features/staff/rich-text-editor/rich-text-input";
import { richTextMessages } from "~/domain/rich-text/validate";
import { CONTENT_TYPES, contentMessages } from "~/domain/site-content/content-types";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The privacy policy and the terms as site content ("legal-page", two fixed entries): a version's date, an
 * introduction and a long text whose tokens the server fills in from its settings; a new version published
 * shows its date and text, a token the page cannot fill is refused, the earlier version can be restored.
 */
const CONTACT_DAYS = 400;
const server = serverForFile({ env: { CONTACT_RETENTION_DAYS: String(CONTACT_DAYS) } });
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

async function privacyEntry() {
  const entry = (await server.services.contentEditing.list("legal-page")).find((e) => e.key === "privacy");
  if (!entry) throw new Error("no privacy policy entry");
  return entry;
}

const save = async (changes: Record<string, string>) => {
  const entry = await privacyEntry();
  return marketing.postForm(`/staff/content/${entry.id}`, {
    intent: "save",
    version: String(entry.draftVersion),
    ...entry.draft,
    ...changes,
  });
};

async function publish() {
  const version = (await privacyEntry()).draftVersion;
  const res = await marketing.postForm(`/staff/content/${(await privacyEntry()).id}`, {
    intent: "publish",
    version: String(version),
  });
  expect(res.status).toBe(200);
}

/** The page's text (its article), its date line and its h2 headings, in order. */
async function policy() {
  const html = await publicHtml(server, "/privacy-policy");
  const page = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
  return {
    page,
    updated: /Last updated: <!-- -->([^<]*)</.exec(page)![1],
    headings: [...page.matchAll(/<h2 class="[^"]*">([^<]*)<\/h2>/g)].map((m) => m[1]),
  };
}

describe(`the legal pages as content on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("start as the code said, with the server's settings in place of their tokens", async () => {
    const before = await policy();
    expect(before.updated).toBe("November 28, 2026");
    expect(before.headings.slice(0, 3)).toEqual([
      "What the forms collect and why",
      "Technical information sent with every form",
      "How we count visits",
    ]);
    expect(before.page).toContain(`Contact messages: erased automatically ${asHtml(daysInWords(CONTACT_DAYS))} after`);
    expect(before.page).not.toContain("{contact-retention}");
    const terms = await publicHtml(server, "/terms");
    expect(terms).toContain("Last updated: <!-- -->November 22, 2026");
    expect(terms).toContain(">Governing law</h2>");
  });

  it("publishes a new version typed without JavaScript: its date, a heading, a filled token, markup as text", async () => {
    const typed =
      "## What changed\n\nWe now keep messages for {contact-retention}. <script>alert(1)</script>\n\n- One\n- Two";
    expect((await save({ updated: "2026-12-01", body: typed })).status).toBe(200);
    expect((await policy()).updated).toBe("November 28, 2026");
    await publish();
    const after = await policy();
    expect(after.updated).toBe("December 1, 2026");
    expect(after.headings).toEqual(["What changed"]);
    expect(after.page).toContain(
      `We now keep messages for ${asHtml(daysInWords(CONTACT_DAYS))}. &lt;script&gt;alert(1)&lt;/script&gt;</p>`,
    );
    expect(after.page).toMatch(/<ul class="[^"]*"><li class="[^"]*">One<\/li><li class="[^"]*">Two<\/li><\/ul>/);

    // The first version back from the history.
    const entry = await privacyEntry();
    const first = (await server.services.contentEditing.get(entry.id))!.revisions.at(-1)!;
    const restored = await marketing.postForm(`/staff/content/${entry.id}`, {
      intent: "restore",
      revision: String(first.id),
      number: "1",
      version: String(entry.draftVersion),
    });
    expect(restored.status).toBe(200);
    await publish();
    expect((await policy()).updated).toBe("November 28, 2026");
  });

  it("refuses a token it cannot fill, a text that is not a document, a bad date, and taking a page off", async () => {
    const before = await privacyEntry();
    const token = await save({ body: "We keep it for {retention}." });
    expect(token.status).toBe(400);
    const tokenPage = await token.text();
    expect(tokenPage).toContain(asHtml(contentMessages.badTokens("Text", ["{retention}"])));
    expect(tokenPage).toContain(">We keep it for {retention}.</textarea>");

    const json = await save({ body: '{"type":"doc","blocks":"x"}', [richTextFormatField("body")]: "json" });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain(asHtml(richTextMessages.unreadable));

    const date = await save({ updated: "2026-02-30" });
    expect(date.status).toBe(400);
    expect(await date.text()).toContain(asHtml(contentMessages.badDate("Last updated")));
    expect((await privacyEntry()).draftVersion).toBe(before.draftVersion);

    const off = await marketing.postForm(`/staff/content/${before.id}`, { intent: "unpublish" });
    expect(off.status).toBe(409);
    expect(await off.text()).toContain(asHtml(CONTENT_TYPES["legal-page"].fixedMessage));
  });

  it("saves a long text of non-Latin letters whose post is more than twice the console's usual 64 KB", async () => {
    const words = "പ്രൈവസി നയം ".repeat(1500).trim();
    const res = await save({ body: words });
    expect(res.status).toBe(200);
    expect(new URLSearchParams({ body: words }).toString().length).toBeGreaterThan(2 * 64 * 1024);
    const stored = JSON.parse((await privacyEntry()).draft.body!);
    expect(stored.blocks).toEqual([{ type: "paragraph", children: [{ type: "text", text: words }] }]);
  });
});
