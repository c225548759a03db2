import { beforeAll, describe, expect, it } from "vitest";
import { clients, clientsPage } from "~/content/clients";
import { aboutUs, expertise } from "~/content/company";
import { teamPage } from "~/content/team";
import { contentMessages, type ContentType } from "~/domain/site-content/content-types";
import { publicHtml } from "#tests/support/public-page";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The company pages as site content ("about-page", "expertise-page", "clients-page", "client"): seeded from
 * app/content so a fresh site is unchanged; a milestone, an area and a client changed or added (typed markup
 * as text) show on their cached pages and the home page once published; a malformed line is refused.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

const texts = (page: string, pattern: RegExp) => [...page.matchAll(pattern)].map((m) => m[1]!);

/** The about page's heading, values' titles and milestones (year, text), in order. */
async function aboutPage() {
  const page = await publicHtml(server, "/company/about-us");
  return {
    title: /<title>([^<]*)<\/title>/.exec(page)![1],
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(page)![1],
    values: texts(page, /<li[^>]*><h3[^>]*>([^<]*)<\/h3>/g),
    milestones: [...page.matchAll(/tracking-wide text-brand-700">([^<]*)<\/p><p class="mt-1[^"]*">([^<]*)<\/p>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    ),
    success: /text-6xl[^>]*>([^<]*)<\/p>/.exec(page)![1],
  };
}

/** The client list's groups with each client's name, and the home page's featured logos' names. */
async function clientList() {
  const page = await publicHtml(server, "/company/client");
  return {
    lead: /max-w-3xl text-xl[^>]*>([^<]*)<\/p>/.exec(page)![1],
    groups: [...page.matchAll(/<h2 id="clients-\d+"[^>]*>([^<]*)<\/h2>([\s\S]*?)<\/ul>/g)].map((m) => [
      m[1]!,
      ...texts(m[2]!, /<h3[^>]*>([^<]*)<\/h3>/g),
    ]),
  };
}
const homeLogos = async () => texts(await publicHtml(server, "/"), /<img[^>]*alt="([^"]*) logo"/g);

async function entryOf(type: ContentType, key: string) {
  const entry = (await server.services.contentEditing.list(type)).find((e) => e.key === key);
  if (!entry) throw new Error(`no ${type} ${key}`);
  return entry;
}

async function saveAndPublish(type: ContentType, key: string, changes: Record<string, string>) {
  const entry = await entryOf(type, key);
  const path = `/staff/content/${entry.id}`;
  const saved = await marketing.postForm(path, {
    intent: "save",
    version: String(entry.draftVersion),
    ...entry.draft,
    ...changes,
  });
  expect(saved.status).toBe(200);
  await publish(entry.id);
}

async function publish(id: number) {
  const version = (await server.services.contentEditing.get(id))!.entry.draftVersion;
  expect(
    (await marketing.postForm(`/staff/content/${id}`, { intent: "publish", version: String(version) })).status,
  ).toBe(200);
}

const seedGroups = [
  ["Insurers", "Takaful operators", "Reinsurers", "Brokers", "Third-party administrators"],
  ["Insurer", "Takaful operator", "Reinsurer", "Broker", "TPA"],
] as const;

describe(`the company pages as content on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("start as the code said", async () => {
    expect(await aboutPage()).toEqual({
      title: `${aboutUs.title} | Kavach InsureTech`,
      heading: aboutUs.title,
      values: aboutUs.values.map((v) => asHtml(v.title)),
      milestones: aboutUs.milestones.map((m) => asHtml(`${m.year} ${m.text}`)),
      success: "100%",
    });
    const expertisePage = await publicHtml(server, "/company/expertise");
    expect(texts(expertisePage, /<li[^>]*>(?:<span[^>]*>\d+<\/span>)<h3[^>]*>([^<]*)<\/h3>/g)).toEqual(
      expertise.areas.map((a) => asHtml(a.title)),
    );
    expect(texts(expertisePage, /<span class="leading-7">([^<]*)<\/span>/g)).toEqual(expertise.technology.map(asHtml));
    expect(await clientList()).toEqual({
      lead: asHtml(clientsPage.lead),
      groups: seedGroups[1].map((kind, i) => [
        seedGroups[0][i],
        ...clients.filter((c) => c.kind === kind).map((c) => asHtml(c.name)),
      ]),
    });
    expect(await homeLogos()).toEqual(clients.filter((c) => c.featured).map((c) => asHtml(c.name)));
  });

  it("shows a changed milestone, area and success figure once published, and refuses a line without its bar", async () => {
    const about = await entryOf("about-page", "about");
    const refused = await marketing.postForm(`/staff/content/${about.id}`, {
      intent: "save",
      version: String(about.draftVersion),
      ...about.draft,
      milestones: "2008 | Founded in Kochi.\n2024 opened in Riyadh",
    });
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(
      asHtml(contentMessages.badTitledPairs("Milestones", 2, "2008 | Founded in Kochi, Kerala.")),
    );
    expect(refusedPage).toContain("2024 opened in Riyadh</textarea>");
    expect((await entryOf("about-page", "about")).draftVersion).toBe(about.draftVersion);

    await saveAndPublish("about-page", "about", {
      milestones: `${about.draft.milestones}\n2026 | Office in <b>Riyadh</b> opens.`,
    });
    await saveAndPublish("home-page", "home", { successValue: "99%" });
    await saveAndPublish("expertise-page", "expertise", {
      areas: `Life insurance | Policy servicing & <i>bonus</i> declarations.\n${(await entryOf("expertise-page", "expertise")).draft.areas}`,
    });

    const after = await aboutPage();
    expect(after.milestones.at(-1)).toBe("2026 Office in &lt;b&gt;Riyadh&lt;/b&gt; opens.");
    expect(after.milestones).toHaveLength(aboutUs.milestones.length + 1);
    expect(after.success).toBe("99%");
    const expertisePage = await publicHtml(server, "/company/expertise");
    expect(expertisePage).toContain(
      '<h3 class="mt-4 text-lg font-bold text-brand-950">Life insurance</h3><p class="mt-3 leading-7 text-slate-700">Policy servicing &amp; &lt;i&gt;bonus&lt;/i&gt; declarations.</p>',
    );
  });

  it("lists an added client in its group and, featured, on the home page; an unfeatured one leaves the home page", async () => {
    const created = await marketing.postForm("/staff/content/new?type=client", {
      intent: "create",
      name: "Najd <Takaful>",
      kind: "Takaful operator",
      city: "Riyadh",
      country: "Saudi Arabia",
      logo: "/images/clients/bharat-suraksha.svg",
      featured: "yes",
    });
    expect(created.status).toBe(302);
    const id = Number(/\/staff\/content\/(\d+)/.exec(created.headers.get("location")!)![1]);
    await publish(id);
    await saveAndPublish("client", clients.find((c) => c.featured)!.slug, { featured: "no" });

    const list = await clientList();
    expect(list.groups[1]).toEqual([
      "Takaful operators",
      ...clients.filter((c) => c.kind === "Takaful operator").map((c) => asHtml(c.name)),
      "Najd &lt;Takaful&gt;",
    ]);
    const featured = clients.filter((c) => c.featured).map((c) => asHtml(c.name));
    expect(await homeLogos()).toEqual([...featured.slice(1), "Najd &lt;Takaful&gt;"]);
  });

  it("shows the team page's own words as published, markup as text", async () => {
    const before = await publicHtml(server, "/company/team");
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(before)![1]).toBe(teamPage.title);
    expect(before).toContain(
      `<h2 id="vp-title" class="text-center text-3xl font-bold text-brand-950">${teamPage.vicePresidentsHeading}</h2>`,
    );
    await saveAndPublish("team-page", "team", { title: "Our <em>People</em>", vicePresidentsHeading: "Leadership" });
    const after = await publicHtml(server, "/company/team");
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(after)![1]).toBe("Our &lt;em&gt;People&lt;/em&gt;");
    expect(/<title>([^<]*)<\/title>/.exec(after)![1]).toBe("Our &lt;em&gt;People&lt;/em&gt; | Kavach InsureTech");
    expect(after).toContain('<h2 id="vp-title" class="text-center text-3xl font-bold text-brand-950">Leadership</h2>');
  });
});
