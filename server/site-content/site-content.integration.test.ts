import { beforeAll, describe, expect, it } from "vitest";
import { contentMessages } from "~/domain/site-content/content-types";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { publicHtml } from "#tests/support/public-page";
import { serverForFile } from "#tests/support/test-server";

/**
 * The site's content edited in the console (docs/product/staff-content.md §10.15): a draft stays out of
 * sight, publishing shows it on the public pages at once (the page cache is purged), history restores an
 * earlier version, and a save made from a stale page is refused with nothing lost.
 */
const server = serverForFile();
let marketing: StaffBrowser;

beforeAll(async () => {
  ({ browser: marketing } = await signedInAs(server, "marketing"));
}, 60_000);

const html = (path: string) => publicHtml(server, path);

/** The figures of the home page's claims, in order (the success section's <dd>s). */
async function homeFigures(): Promise<string[]> {
  const page = await html("/");
  return [...page.matchAll(/<dd class="text-4xl font-extrabold text-white sm:text-5xl">([^<]*)<\/dd>/g)].map(
    (m) => m[1]!,
  );
}

/** The vice presidents' names on the team page, in order. */
async function vicePresidentNames(): Promise<string[]> {
  const page = await html("/company/team");
  return [...page.matchAll(/<h3 class="mt-5 text-xl font-bold text-brand-950">([^<]*)<\/h3>/g)].map((m) => m[1]!);
}

/** The testimonials' headings on the home page, in order. */
async function testimonialHeadings(): Promise<string[]> {
  const page = await html("/");
  return [...page.matchAll(/<h3 class="mt-5 text-xl font-bold text-brand-950 sm:text-2xl">([^<]*)<\/h3>/g)].map(
    (m) => m[1]!,
  );
}

async function entryIdOf(type: "company-fact" | "team-member" | "testimonial", title: string): Promise<number> {
  const entries = await server.services.contentEditing.list(type);
  const found = entries.find((e) => e.draft.label === title || e.draft.name === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

async function versionOf(id: number): Promise<number> {
  return (await server.services.contentEditing.get(id))!.entry.draftVersion;
}

function auditActions(id: number) {
  return server.db
    .selectFrom("audit_log")
    .select("action")
    .where("target_type", "=", "content_entry")
    .where("target_id", "=", String(id))
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((r) => r.action));
}

describe(`site content in the staff console on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("starts from the seed: the claims, the team and the testimonials as app/content says", async () => {
    expect(await homeFigures()).toEqual(["2008", "120+", "40+", "100+"]);
    expect(await vicePresidentNames()).toEqual([
      "Anita Varghese",
      "Faisal Al Mansoori",
      "Suresh Iyer",
      "Meera Krishnan",
    ]);
    expect(await testimonialHeadings()).toEqual([
      "Month-end in a day, not a week",
      "Takaful accounting our Shariah board trusts",
      "Fraud caught before we pay, not after",
    ]);
  });

  it("replaces a testimonial's words on the home page's carousel once published", async () => {
    const id = await entryIdOf("testimonial", "Priya Nair");
    const draft = (await server.services.contentEditing.get(id))!.entry.draft;
    await marketing.postForm(`/staff/content/${id}`, {
      intent: "save",
      version: String(await versionOf(id)),
      ...draft,
      title: "Month-end closed the next morning",
    });
    await marketing.postForm(`/staff/content/${id}`, { intent: "publish", version: String(await versionOf(id)) });
    expect(await testimonialHeadings()).toEqual([
      "Month-end closed the next morning",
      "Takaful accounting our Shariah board trusts",
      "Fraud caught before we pay, not after",
    ]);
  });

  it("keeps a saved draft off the site, publishes it everywhere at once, and restores an earlier revision", async () => {
    const id = await entryIdOf("company-fact", "Projects delivered");
    // The home page is cached: ask for it first, so the publish must purge it.
    expect(await homeFigures()).toEqual(["2008", "120+", "40+", "100+"]);
    const save = await marketing.postForm(`/staff/content/${id}`, {
      intent: "save",
      version: String(await versionOf(id)),
      value: "130+",
      label: "Projects delivered",
    });
    expect(save.status).toBe(200);
    expect(await save.text()).toContain(asHtml(contentMessages.saved));
    expect(await homeFigures()).toEqual(["2008", "120+", "40+", "100+"]);

    const publish = await marketing.postForm(`/staff/content/${id}`, {
      intent: "publish",
      version: String(await versionOf(id)),
    });
    expect(publish.status).toBe(200);
    expect(await homeFigures()).toEqual(["2008", "130+", "40+", "100+"]);
    const about = await html("/company/about-us");
    expect([...about.matchAll(/<dd class="text-3xl font-extrabold">([^<]*)<\/dd>/g)].map((m) => m[1])).toEqual([
      "2008",
      "130+",
      "40+",
      "100+",
    ]);

    const { revisions } = (await server.services.contentEditing.get(id))!;
    expect(revisions.map((r) => [r.number, r.values.value, r.note])).toEqual([
      [2, "130+", "Published"],
      [1, "120+", "Published"],
    ]);
    const restore = await marketing.postForm(`/staff/content/${id}`, {
      intent: "restore",
      version: String(await versionOf(id)),
      revision: String(revisions[1]!.id),
      number: "1",
    });
    expect(restore.status).toBe(200);
    // Restoring makes a draft: the site keeps the published version until the next publish.
    expect(await homeFigures()).toEqual(["2008", "130+", "40+", "100+"]);
    expect((await server.services.contentEditing.get(id))!.entry.draft.value).toBe("120+");
    await marketing.postForm(`/staff/content/${id}`, { intent: "publish", version: String(await versionOf(id)) });
    expect(await homeFigures()).toEqual(["2008", "120+", "40+", "100+"]);
    expect(await auditActions(id)).toEqual(["content.published", "content.restored", "content.published"]);
  });

  it("refuses the second of two saves made from the same page, showing both texts and losing neither", async () => {
    const id = await entryIdOf("company-fact", "Insurers served");
    const seen = String(await versionOf(id));
    const first = await marketing.postForm(`/staff/content/${id}`, {
      intent: "save",
      version: seen,
      value: "45+",
      label: "Insurers served",
    });
    expect(first.status).toBe(200);
    const second = await marketing.postForm(`/staff/content/${id}`, {
      intent: "save",
      version: seen,
      value: "50+",
      label: "Insurers and reinsurers served",
    });
    expect(second.status).toBe(409);
    const page = await second.text();
    expect(page).toContain(asHtml(contentMessages.staleDraft));
    // The refused text is back in the form; the other person's is named beside each field that differs.
    expect(page).toContain('value="50+"');
    expect(page).toContain('value="Insurers and reinsurers served"');
    expect(page).toContain(asHtml("Saved meanwhile by someone else: “45+”"));
    expect((await server.services.contentEditing.get(id))!.entry.draft).toEqual({
      value: "45+",
      label: "Insurers served",
    });
  });

  it("adds a team member as a draft, shows them once published, and keeps markup typed as text", async () => {
    const bio = `<script>alert("x")</script><b>Joined in 2026</b> to lead sales.`;
    const create = await marketing.postForm("/staff/content/new?type=team-member", {
      intent: "create",
      name: "Nikhil Joseph",
      role: "Vice President, Sales",
      group: "vice-president",
      photo: "/images/team/suresh-iyer.svg",
      bio,
    });
    expect(create.status).toBe(302);
    const id = Number(/^\/staff\/content\/(\d+)\?created$/.exec(create.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(await vicePresidentNames()).toEqual([
      "Anita Varghese",
      "Faisal Al Mansoori",
      "Suresh Iyer",
      "Meera Krishnan",
    ]);
    const staffPage = await (await marketing.get(`/staff/content/${id}`)).text();
    expect(staffPage).toContain(asHtml(bio));
    expect(staffPage).not.toContain(bio);

    await marketing.postForm(`/staff/content/${id}`, { intent: "publish", version: String(await versionOf(id)) });
    expect(await vicePresidentNames()).toEqual([
      "Anita Varghese",
      "Faisal Al Mansoori",
      "Suresh Iyer",
      "Meera Krishnan",
      "Nikhil Joseph",
    ]);
    const team = await html("/company/team");
    expect(team).toContain(`<p class="mt-3 leading-7 text-slate-700">${asHtml(bio)}</p>`);
    expect(team).not.toContain(bio);
    expect(await auditActions(id)).toEqual(["content.created", "content.published"]);

    await marketing.postForm(`/staff/content/${id}`, { intent: "unpublish" });
    expect(await vicePresidentNames()).toEqual([
      "Anita Varghese",
      "Faisal Al Mansoori",
      "Suresh Iyer",
      "Meera Krishnan",
    ]);
  });

  it("refuses a bad entry beside its fields, keeping what was typed", async () => {
    const res = await marketing.postForm("/staff/content/new?type=team-member", {
      intent: "create",
      name: "",
      role: "Head of Things",
      group: "vice-president",
      photo: "https://elsewhere.example/p.png",
      bio: "A bio.",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(asHtml(contentMessages.required("Name")));
    expect(page).toContain(asHtml(contentMessages.badPicturePath("Portrait")));
    expect(page).toContain('value="Head of Things"');
    expect(await server.services.contentEditing.list("team-member")).toHaveLength(6);
  });
});
