import { beforeAll, describe, expect, it } from "vitest";
import { MAIL_PREVIEW_POLICY, RESUME_FILE_VIEW_POLICY } from "#server/http/staff-responses";
import { jobApplication, resumePdf, resumeRequest } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The console's two responses shown inside its own pages, a resume's PDF and a newsletter issue's mail, are
 * sandboxed and framed by this site only, by the route that answers them: every spelling of their address
 * that reaches the route (issue 41, item 8: `/staff/Resumes/6/resume/view` was served inline under the
 * normal policy, which React Router and Express both match in any letter case).
 */
const server = serverForFile();
const ids = { application: 0, resume: 0, issue: 0 };
let hr: StaffBrowser;
let marketing: StaffBrowser;

beforeAll(async () => {
  const job = await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirst();
  const client = server.client();
  const applied = await client.post(
    "/api/Career/PostJobApplication",
    jobApplication(Number(job!.code), { personal: { Email: "framed.applicant@example.in" } }),
  );
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const sent = await client.post("/api/Career/PostCandidate", resumeRequest({ Email: "framed.resume@example.in" }));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const idOf = async (table: "job_applications" | "candidates", email: string) =>
    (await server.db.selectFrom(table).select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  ids.application = await idOf("job_applications", "framed.applicant@example.in");
  ids.resume = await idOf("candidates", "framed.resume@example.in");
  hr = (await signedInAs(server, "hr")).browser;
  marketing = (await signedInAs(server, "marketing")).browser;
  const created = await marketing.postForm("/staff/newsletter", {
    intent: "save",
    subject: "Framed issue",
    body: "Hello **readers**.",
  });
  expect(created.status).toBe(302);
  ids.issue = Number(/\/staff\/newsletter\/(\d+)$/.exec(created.headers.get("location") ?? "")![1]);
});

describe(`the sandbox of the console's framed responses on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("sandboxes a resume shown inline however its address is spelt", async () => {
    const spellings = [
      `/staff/applications/${ids.application}/resume/view`,
      `/staff/Applications/${ids.application}/resume/view`,
      `/STAFF/APPLICATIONS/${ids.application}/RESUME/view`,
      `/staff/applications/${ids.application}/resume/view/`,
      `/staff/resumes/${ids.resume}/resume/view`,
      `/staff/Resumes/${ids.resume}/resume/view`,
      `/staff/resumes/${ids.resume}/Resume/view`,
      `/staff/%72esumes/${ids.resume}/resume/view`,
    ];
    for (const path of spellings) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-disposition"), path).toMatch(/^inline; /);
      expect(res.headers.get("content-security-policy"), path).toBe(RESUME_FILE_VIEW_POLICY);
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(resumePdf), path).toBe(true);
    }
  });

  it("sandboxes the newsletter issue's mail however its address is spelt", async () => {
    for (const path of [
      `/staff/newsletter/${ids.issue}/mail`,
      `/staff/Newsletter/${ids.issue}/mail`,
      `/staff/newsletter/${ids.issue}/MAIL`,
      `/Staff/newsletter/${ids.issue}/mail/`,
      `/staff/newsletter/${ids.issue}/%6dail`,
    ]) {
      const res = await marketing.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy"), path).toBe(MAIL_PREVIEW_POLICY);
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(await res.text(), path).toContain("<strong>readers</strong>");
    }
  });

  it("leaves every other console response unframeable, downloads and pages alike", async () => {
    for (const path of [
      `/staff/Applications/${ids.application}/resume/download`,
      `/staff/applications/${ids.application}`,
      `/staff/Resumes/${ids.resume}`,
    ]) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });
});
