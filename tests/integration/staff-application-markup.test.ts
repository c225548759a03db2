import { beforeAll, describe, expect, it } from "vitest";
import {
  APPLICATION_TEXTS,
  IMG,
  marked,
  markedApplication,
  markedResume,
  RESUME_TEXTS,
} from "#tests/support/markup-submissions";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Everything a job seeker typed is text on the console (docs/product.md §10.4): markup in every text field
 * of a wizard application and of a resume reaches HR's page escaped, never as elements, and a note
 * holding markup stays text too.
 */
const server = serverForFile();
const ids = { application: 0, resume: 0 };

beforeAll(async () => {
  const analyst = await server.db
    .selectFrom("jobs")
    .select("code")
    .where("title", "=", JOBS.analyst)
    .executeTakeFirstOrThrow();
  const client = server.client();
  const applied = await client.post("/api/Career/PostJobApplication", markedApplication(Number(analyst.code)));
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const sent = await client.post("/api/Career/PostCandidate", markedResume());
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const idOf = async (table: "job_applications" | "candidates", email: string) =>
    (await server.db.selectFrom(table).select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  ids.application = await idOf("job_applications", "markup.applicant@example.in");
  ids.resume = await idOf("candidates", "markup.resume@example.in");
});

describe(`markup typed by a job seeker on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("was stored as typed in every text field", async () => {
    const row = await server.db
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "=", ids.application)
      .executeTakeFirstOrThrow();
    expect(row.referrer_name).toBe(marked("Referrer"));
    expect(row.address3).toBe(marked("Address three"));
    const degree = await server.db
      .selectFrom("job_application_qualifications")
      .selectAll()
      .where("application_id", "=", ids.application)
      .where("course_code", "=", "OTHCRS")
      .executeTakeFirstOrThrow();
    expect(degree.university_text).toBe(marked("University"));
  });

  it("reaches HR's pages as escaped text only, in every field", async () => {
    const { browser } = await signedInAs(server, "hr");
    for (const [path, texts] of [
      [`/staff/applications/${ids.application}`, APPLICATION_TEXTS],
      [`/staff/resumes/${ids.resume}`, RESUME_TEXTS],
    ] as const) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      // Never as elements: neither in the page nor in the data it carries for hydration.
      expect(html, path).not.toContain(IMG);
      expect(html, path).not.toContain("<script>alert(1)");
      expect(html, path).not.toMatch(/<img[^>]*onerror/i);
      for (const text of texts) expect(html, `${path}: ${text}`).toContain(asHtml(text));
    }
  });

  it("keeps a note holding markup as text", async () => {
    const { browser } = await signedInAs(server, "hr");
    const path = `/staff/applications/${ids.application}`;
    expect((await browser.postForm(path, { intent: "note", note: marked("Note") })).status).toBe(200);
    expect((await browser.postForm(path, { intent: "shortlist", from: "new", note: marked("Move") })).status).toBe(200);
    const html = await (await browser.get(path)).text();
    expect(html).not.toContain(IMG);
    expect(html).toContain(asHtml(marked("Note")));
    expect(html).toContain(asHtml(marked("Move")));
  });
});
