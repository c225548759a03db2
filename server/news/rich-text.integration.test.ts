import { beforeAll, describe, expect, it } from "vitest";
import type { RichTextDoc } from "~/domain/rich-text/model";
import { richTextMessages } from "~/domain/rich-text/validate";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Long texts written in the console's editor (docs/product.md §10.7, app/domain/rich-text): the editor posts a
 * document as JSON (`description-format=json`); the public page shows its headings, lists, bold, italic and
 * links as elements; whatever is typed stays text on the public page, in the console and in the newsletter's
 * mail; a link the document may not hold is refused with its message, and the form keeps everything typed.
 */
const SITE = "https://www.insurer-site.example";
const server = serverForFile({ env: { SITE_URL: SITE } });
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

const t = (text: string, marks: { bold?: true; italic?: true } = {}) => ({ type: "text" as const, text, ...marks });
const doc = (...blocks: RichTextDoc["blocks"]): RichTextDoc => ({ type: "doc", version: 1, blocks });

/** Posts the story form as the editor does; answers the response. */
function postStory(intent: string, title: string, text: RichTextDoc) {
  return marketing.postMultipart("/staff/news/new", {
    intent,
    title,
    newsDate: "2026-12-01",
    description: JSON.stringify(text),
    "description-format": "json",
  });
}

const codeOf = (res: Response) => Number(/^\/staff\/news\/(\d+)\?done=/.exec(res.headers.get("location") ?? "")![1]);

async function publicStory(code: number) {
  const res = await fetch(`${server.baseUrl}/company/news?id=${code}`, { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(html.indexOf('data-testid="news-article"'), html.indexOf("</article>"));
}

describe(`long texts written in the editor on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("shows a heading, a list, bold, italic and links on the public page as elements, and the API's old text", async () => {
    const title = `Editor elements ${Date.now()}`;
    const res = await postStory(
      "publish",
      title,
      doc(
        { type: "heading", level: 2, children: [t("What is new")] },
        {
          type: "paragraph",
          children: [
            t("We are "),
            t("delighted", { bold: true }),
            t(" and "),
            t("proud", { italic: true }),
            t(": "),
            { type: "link", href: "https://example.com/pune", children: [t("read")] },
            t(" or "),
            { type: "link", href: "/contact-us", children: [t("ask us")] },
            t("."),
          ],
        },
        { type: "heading", level: 3, children: [t("Lines of business")] },
        { type: "list", ordered: false, items: [{ children: [t("Motor")] }, { children: [t("Health")] }] },
        { type: "list", ordered: true, items: [{ children: [t("First")] }, { children: [t("Second")] }] },
      ),
    );
    expect(res.status).toBe(302);
    const code = codeOf(res);
    const article = await publicStory(code);
    expect(article).toMatch(/<h2 class="[^"]*">What is new<\/h2>/);
    expect(article).toMatch(/<h3 class="[^"]*">Lines of business<\/h3>/);
    expect(article).toContain(
      'We are <strong class="font-semibold text-slate-900">delighted</strong> and <em>proud</em>: ',
    );
    expect(article).toContain(
      '<a href="https://example.com/pune" rel="noopener noreferrer nofollow" class="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">read</a>',
    );
    expect(article).toContain(
      '<a href="/contact-us" class="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">ask us</a>',
    );
    expect(article).toMatch(/<ul class="[^"]*"><li class="[^"]*">Motor<\/li><li class="[^"]*">Health<\/li><\/ul>/);
    expect(article).toMatch(/<ol class="[^"]*"><li class="[^"]*">First<\/li><li class="[^"]*">Second<\/li><\/ol>/);

    const api = await fetch(`${server.baseUrl}/api/News/GetNewsById/${code}`, {
      headers: { accept: "application/json" },
    });
    expect(((await api.json()) as { Description: string }).Description).toBe(
      `What is new\n\nWe are **delighted** and proud: [read](https://example.com/pune) or [ask us](${SITE}/contact-us).\n\nLines of business\n\n- Motor\n- Health\n\n1. First\n2. Second`,
    );
  });

  it("keeps typed markup as text on the public page, in the console and in the newsletter's mail", async () => {
    const title = `Editor script ${Date.now()}`;
    const hostile = doc({ type: "paragraph", children: [t("<script>alert(1)</script> <b>bold?</b>", { bold: true })] });
    const res = await postStory("publish", title, hostile);
    expect(res.status).toBe(302);
    const code = codeOf(res);
    const escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold?&lt;/b&gt;";

    const article = await publicStory(code);
    expect(article).toContain(`<strong class="font-semibold text-slate-900">${escaped}</strong>`);
    expect(article).not.toContain("<script>alert(1)");

    // The console's form (its textarea, the editor's start without JavaScript) holds it as text too.
    const console = await (await marketing.get(`/staff/news/${code}`)).text();
    expect(console).toContain(`**${escaped}**</textarea>`);
    expect(console).not.toContain("<script>alert(1)");

    const issue = await marketing.postMultipart("/staff/newsletter", {
      intent: "save",
      subject: "Script issue",
      body: JSON.stringify(hostile),
      "body-format": "json",
    });
    expect(issue.status).toBe(302);
    const id = Number(/\/staff\/newsletter\/(\d+)$/.exec(issue.headers.get("location") ?? "")![1]);
    const mail = (await server.services.newsletter.preview(id))!;
    expect(mail.html).toContain(`<strong>${escaped}</strong>`);
    expect(mail.html).not.toContain("<script>alert(1)");
    expect(mail.text).toContain("\n\n<script>alert(1)</script> <b>bold?</b>\n\n");
  });

  it("refuses a link the document may not hold, with its message, saving nothing and keeping what was typed", async () => {
    const title = `Editor bad link ${Date.now()}`;
    const res = await postStory(
      "save",
      title,
      doc(
        { type: "heading", level: 2, children: [t("Kept heading")] },
        {
          type: "paragraph",
          children: [
            t("Kept "),
            t("words", { bold: true }),
            t(" and "),
            { type: "link", href: "javascript:alert(1)", children: [t("a bad link")] },
          ],
        },
      ),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(asHtml(richTextMessages.badLink("a bad link", "javascript:alert(1)")));
    // The form again, everything typed in it: the refused link as its words and address, to be corrected.
    expect(html).toContain(`>## Kept heading\n\nKept **words** and [a bad link](javascript:alert(1))</textarea>`);
    expect(html).toContain(`value="${title}"`);
    expect(html).not.toContain('href="javascript:');
    const saved = await server.db.selectFrom("news").select("code").where("title", "=", title).execute();
    expect(saved).toEqual([]);

    const issue = await marketing.postMultipart("/staff/newsletter", {
      intent: "save",
      subject: "Bad link issue",
      body: JSON.stringify(
        doc({ type: "paragraph", children: [{ type: "link", href: "//evil.example", children: [t("x")] }] }),
      ),
      "body-format": "json",
    });
    expect(issue.status).toBe(400);
    expect(await issue.text()).toContain(asHtml(richTextMessages.badLink("x", "//evil.example")));
  });

  it("refuses an empty document and one that is not a document, each with its message", async () => {
    const empty = await postStory(
      "save",
      `Editor empty ${Date.now()}`,
      doc({ type: "paragraph", children: [t("   ")] }),
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(asHtml("Write the story's text"));
    const garbled = await marketing.postMultipart("/staff/newsletter", {
      intent: "save",
      subject: "Garbled",
      body: '{"type":"doc"',
      "body-format": "json",
    });
    expect(garbled.status).toBe(400);
    expect(await garbled.text()).toContain(asHtml(richTextMessages.unreadable));
  });
});
