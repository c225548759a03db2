import { describe, expect, it } from "vitest";
import { jobAlertMessages } from "~/domain/job-alert";
import { jobFilterMessages } from "~/domain/job-filter";
import { asHtml } from "#tests/support/html";
import { JOBS } from "#tests/support/seeded-jobs";
import { serverForFile } from "#tests/support/test-server";

/** The careers page's filter as the server renders it, for a visitor without JavaScript (docs/product.md §2.8). */
const server = serverForFile();

const get = (path: string) => fetch(server.baseUrl + path, { redirect: "manual" });

async function page(search: string) {
  const res = await get(`/careers${search}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The titles of the openings shown, in order: the first text of each accordion entry's summary. */
function shownTitles(html: string): string[] {
  return [...html.matchAll(/<details[^>]*name="openings"[^>]*><summary[^>]*>(?:<[^>]+>)*([^<]+)</g)].map((m) =>
    m[1]!.replace(/&amp;/g, "&"),
  );
}

const LISTED = [JOBS.analyst, JOBS.senior, JOBS.qa, JOBS.trainee, JOBS.closedByFlag, JOBS.closedByDate];

describe(`the careers filter on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("is a GET form above the list, each control labelled, and leaves the list whole when empty", async () => {
    const html = await page("");
    const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/careers"');
    for (const [id, name] of [
      ["job-filter-q", "q"],
      ["job-filter-location", "location"],
      ["job-filter-level", "level"],
    ]) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*name="${name}"|name="${name}"[^>]*id="${id}"`));
    }
    // The places of the listed jobs, each once; the unpublished Dubai job adds nothing.
    expect([...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "Dubai",
      "Kochi",
      "Mumbai",
      "0-2",
      "3-5",
      "6-plus",
    ]);
    expect(new Set(shownTitles(html))).toEqual(new Set(LISTED));
    expect(html).toContain(jobFilterMessages.matches(6, 6));
  });

  it("searches titles, skills and descriptions, whatever the case", async () => {
    expect(shownTitles(await page("?q=FLUTTER"))).toEqual([JOBS.closedByFlag]);
    // "Dart" is only among the Flutter job's skills; ".NET" only in a title.
    expect(shownTitles(await page("?q=dart"))).toEqual([JOBS.closedByFlag]);
    expect(shownTitles(await page("?q=.net+insurance"))).toEqual([JOBS.senior]);
  });

  it("keeps the jobs of a place, and of a level, and of all of them at once", async () => {
    expect(shownTitles(await page("?location=Dubai"))).toEqual([JOBS.closedByFlag]);
    expect(new Set(shownTitles(await page("?location=kochi")))).toEqual(
      new Set([JOBS.analyst, JOBS.senior, JOBS.trainee, JOBS.closedByDate]),
    );
    expect(new Set(shownTitles(await page("?level=3-5")))).toEqual(new Set([JOBS.senior, JOBS.closedByFlag]));
    expect(shownTitles(await page("?q=flutter&location=Dubai&level=3-5"))).toEqual([JOBS.closedByFlag]);
    expect(shownTitles(await page("?q=flutter&location=Kochi"))).toEqual([]);
  });

  it("shows the filter it applied in the form", async () => {
    const html = await page("?q=dart&location=dubai&level=3-5");
    expect(html).toMatch(/name="q"[^>]*value="dart"|value="dart"[^>]*name="q"/);
    expect(html).toMatch(/<option value="Dubai" selected="">/);
    expect(html).toMatch(/<option value="3-5" selected="">/);
    expect(html).toContain(asHtml(jobFilterMessages.matches(1, 6)));
  });

  it("says when no opening matches, with a link that clears the filter", async () => {
    const html = await page("?level=6-plus");
    expect(shownTitles(html)).toEqual([]);
    expect(html).toContain(jobFilterMessages.noMatch);
    expect(html).toContain(`<a href="/careers"`);
    expect(html).toContain(jobFilterMessages.clear);
    // Not the message of a careers page without any job (as shown: the page's words, which the page carries
    // for the browser, hold it too).
    expect(html).not.toContain(">Currently, there is no opening for any position.</p>");
    // Nothing matches: exactly when a job seeker wants an alert.
    expect(html).toContain(asHtml(jobAlertMessages.heading));
    expect(html).toContain('action="/careers/alerts"');
  });

  it("offers the job alert when no job is open at all", async () => {
    const published = await server.db.selectFrom("jobs").select(["code", "is_published"]).execute();
    await server.db.updateTable("jobs").set({ is_published: 0 }).execute();
    try {
      // A filtered page is rendered each time (never the kept unfiltered copy), so it shows the change at once.
      const html = await page("?q=claims");
      expect(html).toContain(">Currently, there is no opening for any position.</p>");
      expect(html).toContain(asHtml(jobAlertMessages.heading));
      expect(html).toContain('action="/careers/alerts"');
      // The alert is for what the visitor asked for.
      expect(html).toMatch(/<input type="hidden" name="q" value="claims"/);
    } finally {
      for (const job of published)
        await server.db
          .updateTable("jobs")
          .set({ is_published: job.is_published })
          .where("code", "=", job.code)
          .execute();
    }
  });

  it("ignores an unknown level rather than failing", async () => {
    expect(new Set(shownTitles(await page("?level=%3Cx%3E")))).toEqual(new Set(LISTED));
  });

  it("keeps markup typed into the search as text", async () => {
    const typed = `<script>alert(1)</script><b>bold</b>"'`;
    const html = await page(`?q=${encodeURIComponent(typed)}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<b>bold</b>");
    expect(html).toContain(`value="${asHtml(typed)}"`);
    expect(html).toContain(jobFilterMessages.noMatch);
  });

  it("keeps the unfiltered page only: a filtered page is rendered each time, so made-up searches cannot fill the cache", async () => {
    await page("");
    const plain = await get("/careers?utm_source=feed");
    expect(plain.headers.get("x-cache")).toBe("HIT");
    expect(new Set(shownTitles(await plain.text()))).toEqual(new Set(LISTED));
    for (let n = 0; n < 3; n++) {
      const filtered = await get("/careers?q=dart");
      expect(filtered.headers.get("x-cache")).not.toBe("HIT");
      expect(shownTitles(await filtered.text())).toEqual([JOBS.closedByFlag]);
    }
    // Not the unfiltered copy either, for a filter spelled only with spaces or an unknown level.
    const spaces = await get("/careers?q=%20%20");
    expect(spaces.headers.get("x-cache")).not.toBe("HIT");
    await spaces.arrayBuffer();
    expect((await get("/careers")).headers.get("x-cache")).toBe("HIT");
  });
});
