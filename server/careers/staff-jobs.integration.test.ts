import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { jobFormMessages } from "~/domain/job-form";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffJobMessages } from "~/domain/staff/staff-jobs";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { seedJobs, seedJobsInto } from "#server/seed/jobs";
import { resumeRequest, jobApplication, resumeUpload } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();
let hr: StaffBrowser;
let hrEmail: string;

beforeAll(async () => {
  ({ browser: hr, email: hrEmail } = await signedInAs(server, "hr"));
});

const today = () => todayIn("Asia/Kolkata");
const inDays = (days: number) => {
  const [y, m, d] = today().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The job form as a browser posts it: ticked boxes as "on", unticked ones absent. */
function jobForm(changes: Record<string, string | boolean> = {}): Record<string, string> {
  const fields: Record<string, string | boolean> = {
    intent: "save",
    title: `Claims Analyst ${randomUUID().slice(0, 8)}`,
    location: "Kochi, Kerala",
    experience: "1 – 3 years",
    description: "Settle motor claims with our surveyors.",
    preferredSkills: "Motor claims",
    additionalSkills: "",
    benefits: "₹6 – 9 Lakhs per annum",
    lastDateOfApply: inDays(20),
    contactInfo: "claims.jobs@kavach.example",
    isReferral: true,
    isExperienceRequired: false,
    minimumExperienceYear: "",
    isCurrentCtcRequired: false,
    isExpectedCtcRequired: false,
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(fields).flatMap(([k, v]) => (v === false ? [] : [[k, v === true ? "on" : v]])),
  );
}

/** Creates a draft through the console and answers its code. */
async function createDraft(changes: Record<string, string | boolean> = {}) {
  const form = jobForm(changes);
  const res = await hr.postForm("/staff/jobs/new", form);
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/staff\/jobs\/\d+\?created=1$/);
  return { code: Number(/\/staff\/jobs\/(\d+)/.exec(location)![1]), title: form.title! };
}

/** Sends a valid application for the job through the API, as the wizard does. */
function apply(code: number) {
  const application = jobApplication(code);
  return server.client().post("/api/Career/PostJobApplication", {
    ...application,
    PersonalInfo: { ...application.PersonalInfo, ...resumeUpload("cv.pdf") },
  });
}

const jobCount = async () =>
  Number(
    (
      await server.db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const act = (code: number, intent: string) => hr.postForm(`/staff/jobs/${code}`, { intent });
const jobRow = (code: number) =>
  server.db.selectFrom("jobs").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
const auditActions = async (code: number) =>
  (
    await server.db
      .selectFrom("audit_log")
      .select(["action", "actor_label", "detail"])
      .where("target_type", "=", "job")
      .where("target_id", "=", String(code))
      .orderBy("id")
      .execute()
  ).map((r) => r.action);

/** `publicView` of a job that is a draft or unpublished: nowhere to be seen, applying sends back. */
const HIDDEN_FROM_THE_PUBLIC = {
  onCareersPage: false,
  inApi: null,
  byCodeStatus: 404,
  applyStatus: 302,
  applyLocation: "/careers",
  inSitemap: false,
};

/** What the public sees of a job: careers list, job API, apply page, sitemap. */
async function publicView(code: number, title: string) {
  const careers = await (await fetch(`${server.baseUrl}/careers`)).text();
  const listed = (await server.client().get("/api/Career/GetOpenJobs")).body as { Code: number; IsClosed: boolean }[];
  const byCode = await server.client().get(`/api/Career/GetOpenJobByCode/${code}`);
  const apply = await fetch(`${server.baseUrl}/careers/job/${code}`, { redirect: "manual" });
  const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  return {
    onCareersPage: careers.includes(asHtml(title)),
    inApi: listed.find((j) => j.Code === code) ?? null,
    byCodeStatus: byCode.status,
    applyStatus: apply.status,
    applyLocation: apply.headers.get("location"),
    inSitemap: sitemap.includes(`/careers/job/${code}<`),
  };
}

describe(`jobs in the staff console on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("refuses a wrong form with each field's message and the values as typed, and saves nothing", async () => {
    const before = await jobCount();
    const res = await hr.postForm(
      "/staff/jobs/new",
      jobForm({
        title: "",
        description: "Typed <b>description</b> kept",
        lastDateOfApply: "2027-02-30",
        minimumExperienceYear: "3",
        contactInfo: "hr@ nowhere",
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      staffJobMessages.formInvalid,
      jobFormMessages.titleRequired,
      jobFormMessages.lastDateInvalid,
      jobFormMessages.contactEmailInvalid,
    ])
      expect(html).toContain(asHtml(message));
    // As typed, as text: never markup.
    expect(html).toContain("Typed &lt;b&gt;description&lt;/b&gt; kept</textarea>");
    expect(html).toContain('value="hr@ nowhere"');
    expect(html).toMatch(/id="job-title"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="job-title"/);
    const after = await jobCount();
    expect(after).toBe(before);

    const minimum = await hr.postForm("/staff/jobs/new", jobForm({ minimumExperienceYear: "3" }));
    expect(minimum.status).toBe(400);
    expect(await minimum.text()).toContain(asHtml(jobFormMessages.minimumYearsWithoutExperience));
  });

  it("keeps a new job a draft that appears nowhere; publishing lists it at once, closing shows it Closed, unpublishing removes it", async () => {
    // The careers page is cached before anything happens: each change must clear it.
    await fetch(`${server.baseUrl}/careers`);
    expect((await fetch(`${server.baseUrl}/careers`)).headers.get("x-cache")).toBe("HIT");

    const { code, title } = await createDraft({ isExperienceRequired: true, minimumExperienceYear: "2" });
    const row = await jobRow(code);
    expect(row).toMatchObject({
      title,
      is_published: 0,
      is_closed: 0,
      minimum_experience_year: 2,
      updated_by: hrEmail,
    });
    expect(row.is_referral).toBe(1);
    expect(await publicView(code, title)).toEqual(HIDDEN_FROM_THE_PUBLIC);
    const refused = await apply(code);
    expect(refused.body).toMatchObject({ Message: resumeFormMessages.jobNotFound });

    const published = await act(code, "publish");
    expect(published.status).toBe(200);
    expect(await published.text()).toContain(asHtml(staffJobMessages.published(title)));
    expect((await jobRow(code)).posted_on.slice(0, 10)).toBe(today());
    expect(await publicView(code, title)).toMatchObject({
      onCareersPage: true,
      inApi: { Code: code, IsClosed: false },
      byCodeStatus: 200,
      applyStatus: 200,
      inSitemap: true,
    });
    expect(await (await act(code, "publish")).text()).toContain(asHtml(staffJobMessages.alreadyPublished));

    expect((await act(code, "close")).status).toBe(200);
    const closed = await publicView(code, title);
    expect(closed).toMatchObject({
      onCareersPage: true,
      inApi: { IsClosed: true },
      applyStatus: 200,
      inSitemap: false,
    });
    const late = await apply(code);
    expect(late.body).toMatchObject({ Message: resumeFormMessages.jobClosed });

    expect((await act(code, "reopen")).status).toBe(200);
    expect(await publicView(code, title)).toMatchObject({ inApi: { IsClosed: false }, inSitemap: true });

    expect((await act(code, "unpublish")).status).toBe(200);
    expect(await publicView(code, title)).toEqual(HIDDEN_FROM_THE_PUBLIC);
    expect(await auditActions(code)).toEqual([
      AUDIT_ACTIONS.jobCreated,
      AUDIT_ACTIONS.jobPublished,
      AUDIT_ACTIONS.jobClosed,
      AUDIT_ACTIONS.jobReopened,
      AUDIT_ACTIONS.jobUnpublished,
    ]);
  });

  it("saves an edit of a published job onto the careers page at once, and refuses a save over a later change", async () => {
    const { code } = await createDraft();
    await act(code, "publish");
    const page = await (await hr.get(`/staff/jobs/${code}`)).text();
    const version = /name="version" value="([^"]*)"/.exec(page)![1]!;
    await fetch(`${server.baseUrl}/careers`); // cached with the old title

    const renamed = `Senior Claims Analyst ${randomUUID().slice(0, 8)}`;
    const saved = await hr.postForm(`/staff/jobs/${code}`, jobForm({ title: renamed, version }));
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(asHtml(staffJobMessages.savedLive(renamed)));
    expect(await (await fetch(`${server.baseUrl}/careers`)).text()).toContain(asHtml(renamed));
    expect(await (await fetch(`${server.baseUrl}/careers/job/${code}`)).text()).toContain(asHtml(renamed));

    // A second tab still holds the version from before that save.
    const stale = await hr.postForm(`/staff/jobs/${code}`, jobForm({ title: "Stale tab title", version }));
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain(asHtml(staffJobMessages.changedMeanwhile(hrEmail)));
    expect(html).toContain('value="Stale tab title"');
    expect((await jobRow(code)).title).toBe(renamed);
    expect(await auditActions(code)).toEqual([
      AUDIT_ACTIONS.jobCreated,
      AUDIT_ACTIONS.jobPublished,
      AUDIT_ACTIONS.jobSaved,
    ]);
  });

  it("refuses to publish or reopen a job whose last date has passed, and to close a draft", async () => {
    const { code } = await createDraft({ lastDateOfApply: inDays(-1) });
    const publish = await act(code, "publish");
    expect(publish.status).toBe(409);
    expect(await publish.text()).toContain(asHtml(staffJobMessages.publishPastDate(inDays(-1))));
    const close = await act(code, "close");
    expect(close.status).toBe(409);
    expect(await close.text()).toContain(asHtml(staffJobMessages.closeDraft));
    expect(await jobRow(code)).toMatchObject({ is_published: 0, is_closed: 0 });

    const seeded = await server.db
      .selectFrom("jobs")
      .select("code")
      .where("title", "=", JOBS.closedByFlag)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("jobs")
      .set({ last_date_of_apply: inDays(-2) })
      .where("code", "=", seeded.code)
      .execute();
    const reopen = await act(Number(seeded.code), "reopen");
    expect(reopen.status).toBe(409);
    expect(await reopen.text()).toContain(asHtml(staffJobMessages.reopenPastDate(inDays(-2))));
    expect(await auditActions(code)).toEqual([AUDIT_ACTIONS.jobCreated]);
  });

  it("duplicates a job into a new draft with the same fields", async () => {
    const { code, title } = await createDraft({ isCurrentCtcRequired: true, benefits: "Copied package" });
    await act(code, "publish");
    const res = await act(code, "duplicate");
    expect(res.status).toBe(302);
    const copy = Number(/^\/staff\/jobs\/(\d+)\?copiedFrom=(\d+)$/.exec(res.headers.get("location")!)![1]);
    expect(copy).toBeGreaterThan(code);
    const [original, copied] = [await jobRow(code), await jobRow(copy)];
    expect(copied).toMatchObject({
      title,
      benefits: "Copied package",
      is_current_ctc_required: 1,
      is_referral: 1,
      is_published: 0,
      is_closed: 0,
      description: original.description,
      last_date_of_apply: original.last_date_of_apply,
    });
    const page = await (await hr.get(res.headers.get("location")!)).text();
    expect(page).toContain(asHtml(staffJobMessages.duplicated(code)));
    const created = await server.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", AUDIT_ACTIONS.jobCreated)
      .where("target_id", "=", String(copy))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(created.detail!)).toEqual({ copiedFrom: code });
  });

  it("lists every job with its state, its applications (linked to the inbox) and its last change", async () => {
    const { code, title } = await createDraft();
    await act(code, "publish");
    const sent = await apply(code);
    expect(sent.status).toBe(200);

    const html = await (await hr.get("/staff/jobs")).text();
    const rowOf = (c: number | bigint) =>
      new RegExp(`<tr[^>]*data-job="${c}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "";
    const ours = rowOf(code);
    expect(ours).toContain(asHtml(title));
    expect(ours).toContain(">Published<");
    expect(ours).toContain(`href="/staff/applications?job=${code}"`);
    expect(ours).toMatch(/>1<\/a>/);
    expect(ours).toContain(hrEmail);
    const seeded = async (t: string) =>
      (await server.db.selectFrom("jobs").select("code").where("title", "=", t).executeTakeFirstOrThrow()).code;
    expect(rowOf(await seeded(JOBS.unpublished))).toContain(">Draft<");
    expect(rowOf(await seeded(JOBS.closedByDate))).toContain(">Expired<");
    expect(rowOf(await seeded(JOBS.analyst))).toContain("Demonstration data");
  });

  it("counts the resumes sent with a job's Apply Now beside its applications, as many as its inbox link lists", async () => {
    const { code } = await createDraft();
    await act(code, "publish");
    expect((await apply(code)).status).toBe(200);
    for (const email of ["apply-now.1@example.in", "apply-now.2@example.in"])
      expect(
        (await server.client().post("/api/Career/PostCandidate", resumeRequest({ Email: email, JobCode: code })))
          .status,
      ).toBe(200);

    const list = await (await hr.get("/staff/jobs")).text();
    const row = new RegExp(`<tr[^>]*data-job="${code}"[^>]*>([\\s\\S]*?)</tr>`).exec(list)![1]!;
    const link = /<a[^>]*href="([^"]*)"[^>]*>(\d+)<\/a>/.exec(row)!;
    expect(link[1]).toBe(`/staff/applications?job=${code}`);
    expect(Number(link[2])).toBe(3);
    const inbox = await (await hr.get(link[1]!)).text();
    expect(inbox.match(/<tr[^>]*data-entry=/g)).toHaveLength(3);
    const page = await (await hr.get(`/staff/jobs/${code}`)).text();
    expect(page).toMatch(
      new RegExp(`href="/staff/applications\\?job=${code}"[^>]*>3<!-- --> application<!-- -->s</a>`),
    );
  });

  it("never lets the seed add back or overwrite a job once the console owns the jobs", async () => {
    const analyst = await server.db
      .selectFrom("jobs")
      .selectAll()
      .where("title", "=", JOBS.analyst)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("jobs")
      .set({ title: "Renamed by HR", is_published: 0 })
      .where("code", "=", analyst.code)
      .execute();
    try {
      expect(await seedJobsInto(server.db)).toBe(0);
      const titles = (await server.db.selectFrom("jobs").select("title").execute()).map((r) => r.title);
      expect(titles).not.toContain(JOBS.analyst);
      expect(titles).toContain("Renamed by HR");
      expect(seedJobs.length).toBeGreaterThan(0);
    } finally {
      await server.db
        .updateTable("jobs")
        .set({ title: analyst.title, is_published: 1 })
        .where("code", "=", analyst.code)
        .execute();
    }
  });

  it("answers 404 for a job that does not exist", async () => {
    for (const path of ["/staff/jobs/999999", "/staff/jobs/0", "/staff/jobs/abc"]) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(asHtml(staffJobMessages.noSuchJob));
    }
    expect((await act(999999, "publish")).status).toBe(404);
  });
});
