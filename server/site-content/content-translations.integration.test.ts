import { beforeAll, describe, expect, it } from "vitest";
import { home } from "~/content/home";
import { contentTranslationsSeed } from "~/content/translations";
import { contentMessages } from "~/domain/site-content/content-types";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Translations of the site's content (app/domain/site-content/translations.ts, server/site-content/
 * translate-content.ts): a fresh site's translations written from code show and need review; marketing
 * starts a translation, publishes it, and the language's pages show its words over the English, a field
 * left empty showing the English; English published again marks a translation outdated.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

const seededHome = contentTranslationsSeed["home-page"]!.home!;
const heading = (html: string) => /<h1 id="home-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

async function stateOf(type: string, key: string, locale: string) {
  const entry = (await server.services.contentTranslations.status()).find((e) => e.type === type && e.key === key);
  return entry?.translations.find((t) => t.locale === locale);
}

/** Saves fields over an entry's draft as its form would, then publishes it; fails the test unless both succeed. */
async function saveAndPublish(id: number, fields: Record<string, string>) {
  const path = `/staff/content/${id}`;
  const { entry } = (await server.services.contentEditing.get(id))!;
  const saved = await marketing.postForm(path, {
    intent: "save",
    version: String(entry.draftVersion),
    ...entry.draft,
    ...fields,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const version = (await server.services.contentEditing.get(id))!.entry.draftVersion;
  expect((await marketing.postForm(path, { intent: "publish", version: String(version) })).status).toBe(200);
}

describe(`the content's translations on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 90_000 }, () => {
  it("shows the seed's translations on their languages' pages, each needing review", async () => {
    expect(heading(await publicHtml(server, "/"))).toBe(asHtml(home.banner.heading));
    expect(heading(await publicHtml(server, "/ar"))).toBe(seededHome.ar!.bannerHeading);
    expect(heading(await publicHtml(server, "/ml"))).toBe(seededHome.ml!.bannerHeading);
    expect(heading(await publicHtml(server, "/hi"))).toBe(seededHome.hi!.bannerHeading);
    expect((await stateOf("home-page", "home", "ar"))?.state).toBe("needs-review");
    expect((await stateOf("testimonial", "priya-nair", "ar"))?.state ?? "missing").toBe("missing");

    const page = await (await marketing.get("/staff/content/translations")).text();
    expect(page).toContain("<h1");
    expect(page).toMatch(/data-testid="translation-counts-ar"/);
  });

  it("lets marketing start, write and publish a translation, the English showing where it is empty", async () => {
    const english = (await server.services.contentEditing.list("testimonial"))[0]!;
    const started = await marketing.postForm(`/staff/content/${english.id}`, { intent: "translate", locale: "ar" });
    expect(started.status).toBe(303);
    const id = Number(/\/staff\/content\/(\d+)\?created$/.exec(started.headers.get("location")!)![1]);
    expect(id).not.toBe(english.id);
    // Started again: the same translation, not a second one.
    const again = await marketing.postForm(`/staff/content/${english.id}`, { intent: "translate", locale: "ar" });
    expect(again.headers.get("location")).toBe(`/staff/content/${id}?created`);

    const form = await (await marketing.get(`/staff/content/${id}`)).text();
    expect(form).toContain("Arabic translation");
    expect(form).toContain(`English: “${asHtml(english.draft.message!)}”`);
    expect(form).toMatch(/<textarea[^>]*lang="ar"[^>]*dir="rtl"/);
    // Only the words are a translation's: no picture field.
    expect(form).not.toContain('name="imageUrl"');
    expect((await stateOf("testimonial", english.key, "ar"))?.state).toBe("missing");

    await saveAndPublish(id, { message: "نعمل معهم منذ سنوات <b>بثقة</b>.", name: "", title: "" });
    const arabic = await publicHtml(server, "/ar");
    expect(arabic).toContain("نعمل معهم منذ سنوات &lt;b&gt;بثقة&lt;/b&gt;.");
    // Left empty: the English name shows.
    expect(arabic).toContain(asHtml(english.draft.name!));
    const englishHome = await publicHtml(server, "/");
    expect(englishHome).toContain(asHtml(english.draft.message!));
    expect(englishHome).not.toContain("نعمل معهم");
    expect((await stateOf("testimonial", english.key, "ar"))?.state).toBe("up-to-date");

    // English published again after the translation was saved: the translation is outdated.
    await new Promise((r) => setTimeout(r, 5));
    await saveAndPublish(english.id, { title: `${english.draft.title} again` });
    expect((await stateOf("testimonial", english.key, "ar"))?.state).toBe("outdated");
  });

  it("clears 'needs review' once someone saves a seeded translation, and lets it be taken off", async () => {
    const status = await stateOf("home-page", "home", "ml");
    expect(status?.state).toBe("needs-review");
    const page = await (await marketing.get(`/staff/content/${status!.id}`)).text();
    expect(page).toContain('data-testid="needs-review"');
    // Its preview opens the language's page, where the draft shows to this staff member only.
    expect(page).toContain('name="to" value="/ml"');
    const { entry } = (await server.services.contentEditing.get(status!.id!))!;
    const draft = await marketing.postForm(`/staff/content/${status!.id}`, {
      intent: "save",
      version: String(entry.draftVersion),
      ...entry.draft,
      bannerHeading: "കരട് വാക്കുകൾ",
    });
    expect(draft.status).toBe(200);
    expect((await marketing.postForm("/staff/content/preview", { to: "/ml" })).headers.get("location")).toBe("/ml");
    expect(heading(await (await marketing.get("/ml")).text())).toBe("കരട് വാക്കുകൾ");
    expect(heading(await publicHtml(server, "/ml"))).toBe(seededHome.ml!.bannerHeading);
    await saveAndPublish(status!.id!, { bannerHeading: "ഇൻഷുറൻസിനായുള്ള സോഫ്റ്റ്‌വെയർ" });
    expect((await stateOf("home-page", "home", "ml"))?.state).toBe("up-to-date");
    expect(heading(await publicHtml(server, "/ml"))).toBe("ഇൻഷുറൻസിനായുള്ള സോഫ്റ്റ്‌വെയർ");

    // A translation of a single entry may be taken off the site: the English shows again.
    expect((await marketing.postForm(`/staff/content/${status!.id}`, { intent: "unpublish" })).status).toBe(200);
    expect(heading(await publicHtml(server, "/ml"))).toBe(asHtml(home.banner.heading));
  });

  it("refuses a translation of what has no words, and a translated word over its length", async () => {
    const social = (await server.services.contentEditing.list("social-link"))[0]!;
    const refused = await marketing.postForm(`/staff/content/${social.id}`, { intent: "translate", locale: "hi" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(asHtml(contentMessages.notTranslatable));

    const hindi = (await stateOf("home-page", "home", "hi"))!;
    const { entry } = (await server.services.contentEditing.get(hindi.id!))!;
    const tooLong = await marketing.postForm(`/staff/content/${hindi.id}`, {
      intent: "save",
      version: String(entry.draftVersion),
      ...entry.draft,
      bannerHeading: "अ".repeat(121),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(asHtml(contentMessages.tooLong("Banner: heading", 120)));
  });
});
