import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatusMessages as m } from "~/domain/application-status";
import { NOTICE_FORMS, noticeVersion, TALENT_POOL_FIELD } from "~/domain/privacy-notices";
import { TALENT_POOL_STAFF_LABEL } from "~/domain/talent-pool";
import { XSRF_FIELD } from "~/shared/xsrf";
import { listAuditRows } from "#server/audit/audit-log.repository";
import { createRetentionTask } from "#server/privacy/retention";
import { contactMessage, jobApplication, resumeRequest } from "#tests/support/factories";
import { samplePdf } from "#tests/support/sample-files";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs, StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import { fetchXsrf } from "#tests/support/xsrf";

/**
 * Privacy by design (docs/product.md §2.18, §10.10): every public form's notice, with the settings'
 * periods and privacy contact; the notice version stored with each submission, shown to staff and
 * exported; the talent-pool consent, off unless ticked, shown and filtered in the inbox, withdrawn from
 * the status page (audited), and honoured by the retention round.
 */
const OFFICER = { name: "Devika Pillai, Data Protection Officer", email: "dpo@insurer-site.example" };
const server = serverForFile({
  env: { RETENTION_DAYS: "30", PRIVACY_OFFICER_NAME: OFFICER.name, PRIVACY_OFFICER_EMAIL: OFFICER.email },
});
const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS_LINK = /\/careers\/application\/([A-Za-z0-9_-]{43})$/;

let jobCode: number;
let hr: StaffBrowser;
beforeAll(async () => {
  const job = await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirst();
  jobCode = Number(job!.code);
  hr = (await signedInAs(server, "hr")).browser;
});

async function apply(email: string, keep?: boolean) {
  const body = jobApplication(jobCode, { personal: { Email: email } });
  if (keep === undefined) delete (body.PersonalInfo as Partial<typeof body.PersonalInfo>).KeepForOtherOpenings;
  else body.PersonalInfo.KeepForOtherOpenings = keep;
  const res = await server.client().post("/api/Career/PostJobApplication", body);
  expect(res.status).toBe(200);
  const row = await server.db
    .selectFrom("job_applications")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { row, token: STATUS_LINK.exec(res.body.StatusLink as string)![1]! };
}

/** A form post as a browser without JavaScript makes it (the job alert has no JSON API). */
async function postForm(path: string, fields: Record<string, string>) {
  const { token, cookie } = await fetchXsrf(server.baseUrl);
  return fetch(server.baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
    body: new URLSearchParams({ [XSRF_FIELD]: token, ...fields }),
  });
}

async function sendResume(email: string, keep: boolean) {
  const res = await server
    .client()
    .post("/api/Career/PostCandidate", resumeRequest({ Email: email, KeepForOtherOpenings: keep }));
  expect(res.status).toBe(200);
  return server.db.selectFrom("candidates").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

describe(`privacy notices and consent on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("shows each form's notice with the configured privacy contact and periods, as the privacy page does", async () => {
    const pages: [string, string[]][] = [
      ["/", ["newsletter"]],
      ["/newsletter", ["newsletter"]],
      ["/contact-us", ["contact"]],
      ["/careers", ["resume", "job-alert"]],
      ["/careers/resume", ["resume"]],
      ["/careers/alerts", ["job-alert"]],
      ["/demo?products=gi", ["demo"]],
    ];
    for (const [path, forms] of pages) {
      const html = await (await fetch(server.baseUrl + path)).text();
      for (const form of forms) expect(html, path).toContain(`data-privacy-notice="${form}"`);
      expect(html, path).toContain(asHtml(OFFICER.name));
      expect(html, path).toContain(`href="mailto:${OFFICER.email}"`);
      expect(html, path).toContain("Data Protection Board of India");
      expect(html, path).toContain('href="/privacy-rights"');
      expect(html, path).toContain('href="/privacy-policy"');
    }
    const resumePage = await (await fetch(`${server.baseUrl}/careers/resume`)).text();
    expect(resumePage).toContain("erase it 30 days after its last change");
    const policy = await (await fetch(`${server.baseUrl}/privacy-policy`)).text();
    expect(policy).toContain(asHtml(OFFICER.name));
    expect(policy).toContain(OFFICER.email);
    expect(policy).toContain("30 days after its last change");
    // The box is there, unticked.
    expect(resumePage).toMatch(new RegExp(`<input[^>]*name="${TALENT_POOL_FIELD}"[^>]*>`));
    expect(/<input[^>]*name="KeepForOtherOpenings"[^>]*>/.exec(resumePage)![0]).not.toContain("checked");
  });

  it("stores the notice version with each submission, shows it to staff and exports it", async () => {
    const email = "notice.version@example.in";
    const { row: application } = await apply(email);
    const resume = await sendResume(email, false);
    expect((await server.client().post("/api/Message/PostMessage", contactMessage({ Email: email }))).status).toBe(200);
    expect((await server.client().post("/api/Subscribe/PostSubscriber", { Email: email })).status).toBe(200);
    expect(
      (await postForm("/careers/alerts", { Email: email, frequency: "daily", q: "", location: "", level: "" })).status,
    ).toBe(200);
    const message = await server.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const subscription = await server.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect([application, resume, message, subscription].map((r) => r.notice_version)).toEqual(
      (["application", "resume", "contact", "newsletter"] as const).map((f) => noticeVersion(f)),
    );
    expect(NOTICE_FORMS.every((f) => /^\d{4}-\d{2}-\d{2}/.test(noticeVersion(f)))).toBe(true);

    const applicationPage = await (await hr.get(`/staff/applications/${application.id}`)).text();
    expect(applicationPage).toContain(`Version ${noticeVersion("application")}`);
    expect(await (await hr.get(`/staff/resumes/${resume.id}`)).text()).toContain(`Version ${noticeVersion("resume")}`);
    const { browser: marketing } = await signedInAs(server, "marketing");
    expect(await (await marketing.get(`/staff/messages/${message.id}`)).text()).toContain(
      `Version ${noticeVersion("contact")}`,
    );

    const { browser: admin } = await signedInAs(server, "admin");
    const exported = JSON.parse(
      await (await admin.get(`/staff/people/export?email=${encodeURIComponent(email)}`)).text(),
    );
    expect(exported.applications[0].notice_version).toBe(noticeVersion("application"));
    expect(exported.resumes[0].notice_version).toBe(noticeVersion("resume"));
    expect(exported.contactMessages[0].notice_version).toBe(noticeVersion("contact"));
    expect(exported.subscriptions[0].notice_version).toBe(noticeVersion("newsletter"));
    // Posted to its English page's own action, which says the page's language (decision 0190); the API
    // posts above named none.
    expect(exported.jobAlerts[0].notice_version).toBe(noticeVersion("job-alert", "en"));
  });

  it("keeps no consent unless the box is ticked; a tick holds for 12 months, HR sees it and filters on it", async () => {
    const { row: silent } = await apply("consent.absent@example.in");
    const { row: unticked } = await apply("consent.unticked@example.in", false);
    const { row: ticked } = await apply("consent.ticked@example.in", true);
    for (const row of [silent, unticked]) {
      expect(row.talent_pool_consent_at).toBeNull();
      expect(row.talent_pool_until).toBeNull();
    }
    expect(Date.parse(ticked.talent_pool_until!) - Date.parse(ticked.talent_pool_consent_at!)).toBe(365 * DAY_MS);

    // The resume form without JavaScript: a ticked box is the consent.
    const visitor = new StaffBrowser(server.baseUrl);
    await visitor.get("/careers/resume");
    const posted = await visitor.postMultipart(
      "/careers/resume",
      {
        Name: "Nikhil Menon",
        Email: "consent.form@example.in",
        Mobile: "9847012345",
        JobCode: "0",
        [TALENT_POOL_FIELD]: "true",
      },
      { Resume: { name: "cv.pdf", type: "application/pdf", bytes: samplePdf() } },
    );
    expect(posted.status).toBe(200);
    const formResume = await server.db
      .selectFrom("candidates")
      .selectAll()
      .where("email", "=", "consent.form@example.in")
      .executeTakeFirstOrThrow();
    expect(formResume.talent_pool_until).not.toBeNull();

    const page = await (await hr.get(`/staff/applications/${ticked.id}`)).text();
    expect(page).toContain(asHtml(TALENT_POOL_STAFF_LABEL));
    expect(await (await hr.get(`/staff/applications/${unticked.id}`)).text()).toContain(
      "Not given: for this application only.",
    );

    const inbox = await (await hr.get("/staff/applications?pool=yes")).text();
    expect(inbox).toContain(`data-entry="a${ticked.id}"`);
    expect(inbox).toContain(`data-entry="r${formResume.id}"`);
    expect(inbox).not.toContain(`data-entry="a${unticked.id}"`);
    expect(inbox).not.toContain(`data-entry="a${silent.id}"`);
  });

  it("lets the applicant withdraw the consent from the status page, with an audit row", async () => {
    const { row, token } = await apply("consent.withdraw@example.in", true);
    const visitor = new StaffBrowser(server.baseUrl);
    const page = `/careers/application/${token}`;
    const before = await (await visitor.get(page)).text();
    expect(before).toContain(m.consentButton);

    const unconfirmed = await visitor.postForm(page, { intent: "withdraw-consent" });
    expect(unconfirmed.status).toBe(400);
    const done = await visitor.postForm(page, { intent: "withdraw-consent", confirm: "yes" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${page}?done=consent-withdrawn`);
    const after = await (await visitor.get(done.headers.get("location")!)).text();
    expect(after).toContain(asHtml(m.consentWithdrawn));
    expect(after).not.toContain(m.consentButton);

    const stored = await server.db
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored.talent_pool_withdrawn_at).not.toBeNull();
    expect(stored.talent_pool_until).toBe(stored.talent_pool_withdrawn_at);
    const audit = (await listAuditRows(server.db, { action: "talent-pool.withdrawn" }, 10)).filter(
      (a) => a.target_id === String(row.id),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_label).toBe("system: applicant");
    expect(await (await hr.get(`/staff/applications/${row.id}`)).text()).toContain("Withdrawn by the applicant on");
    expect(await (await hr.get("/staff/applications?pool=yes")).text()).not.toContain(`data-entry="a${row.id}"`);

    // Withdrawing again changes nothing and records nothing more.
    expect((await visitor.postForm(page, { intent: "withdraw-consent", confirm: "yes" })).status).toBe(303);
    expect(
      (await listAuditRows(server.db, { action: "talent-pool.withdrawn" }, 10)).filter(
        (a) => a.target_id === String(row.id),
      ),
    ).toHaveLength(1);
  });

  it("ends the consent when the submission is erased: HR no longer reads 'May be considered' (issue 41, item 15)", async () => {
    const email = "consent.erased@example.in";
    const resume = await sendResume(email, true);
    const page = `/staff/resumes/${resume.id}`;
    expect(await (await hr.get(page)).text()).toContain(asHtml(TALENT_POOL_STAFF_LABEL));
    const { browser: admin } = await signedInAs(server, "admin");
    expect((await admin.postForm("/staff/people", { intent: "erase", email, confirm: "yes" })).status).toBe(200);

    const stored = await server.db
      .selectFrom("candidates")
      .selectAll()
      .where("id", "=", resume.id)
      .executeTakeFirstOrThrow();
    expect(stored.erased_at).not.toBeNull();
    expect(stored.talent_pool_until).toBe(stored.erased_at);
    const after = await (await hr.get(page)).text();
    expect(after).not.toContain(asHtml(TALENT_POOL_STAFF_LABEL));
    expect(after).toContain("Ended when it was erased on");
    expect(await (await hr.get("/staff/applications?pool=yes")).text()).not.toContain(`data-entry="r${resume.id}"`);

    // A submission erased before erasure ended the consent reads the same.
    await server.db
      .updateTable("candidates")
      .set({ talent_pool_until: new Date(Date.now() + 100 * DAY_MS).toISOString() })
      .where("id", "=", resume.id)
      .execute();
    const older = await (await hr.get(page)).text();
    expect(older).not.toContain(asHtml(TALENT_POOL_STAFF_LABEL));
    expect(older).toContain("Ended when it was erased on");
  });

  it("retention keeps a submission while its consent holds, and erases it once the consent lapsed or was withdrawn", async () => {
    const longAgo = new Date(Date.now() - 40 * DAY_MS).toISOString();
    const soon = new Date(Date.now() + 100 * DAY_MS).toISOString();
    const past = new Date(Date.now() - DAY_MS).toISOString();
    const age = async (
      table: "job_applications" | "candidates",
      id: number,
      consent: Record<string, string | null>,
      status: string,
    ) =>
      server.db
        .updateTable(table)
        .set({ status, created_at: longAgo, status_changed_at: longAgo, ...consent })
        .where("id", "=", id)
        .execute();
    const { row: heldApp } = await apply("retention.held.app@example.in", true);
    await age("job_applications", heldApp.id, {}, "rejected");
    await server.db
      .updateTable("job_applications")
      .set({ talent_pool_until: soon })
      .where("id", "=", heldApp.id)
      .execute();
    const heldResume = await sendResume("retention.held.resume@example.in", true);
    await age("candidates", heldResume.id, { talent_pool_until: soon }, "new");
    const lapsed = await sendResume("retention.lapsed@example.in", true);
    await age("candidates", lapsed.id, { talent_pool_until: past }, "new");
    const withdrawn = await sendResume("retention.withdrawn@example.in", true);
    await age("candidates", withdrawn.id, { talent_pool_until: past, talent_pool_withdrawn_at: past }, "screening");
    const without = await sendResume("retention.without@example.in", false);
    await age("candidates", without.id, {}, "rejected");

    await createRetentionTask({ db: server.db, logger: server.logger, days: server.config.retentionDays }).runOnce();
    const erased = async (table: "job_applications" | "candidates", id: number) =>
      (await server.db.selectFrom(table).select("erased_at").where("id", "=", id).executeTakeFirstOrThrow())
        .erased_at !== null;
    expect(await erased("job_applications", heldApp.id)).toBe(false);
    expect(await erased("candidates", heldResume.id)).toBe(false);
    expect(await erased("candidates", lapsed.id)).toBe(true);
    expect(await erased("candidates", withdrawn.id)).toBe(true);
    expect(await erased("candidates", without.id)).toBe(true);
  });
});
