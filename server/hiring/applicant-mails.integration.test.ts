import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { APPLICANT_STATUS_WORDS, applicationStatusMessages } from "~/domain/application-status";
import { applicantMailMessages } from "~/domain/staff/applicant-mail";
import { DECISION_STAGES, templateMessages } from "~/domain/staff/message-templates";
import { jobApplication, resumeRequest } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { addressesIn, type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { asHtml, signedInAs, StaffBrowser } from "#tests/support/staff";

/**
 * Mails on decisions (docs/product.md §10.13): each decision stage's template mailed with its move when
 * "Tell the applicant" says so, naming the job and the reference, holding a working status link and
 * never a note; no mail on an undo; the rejection reason; and HR told when an applicant withdraws.
 */
const SITE = "https://careers.insurer-site.example";
const HR = "hr-desk@kavach.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE, HR_EMAIL: HR });
let hr: Awaited<ReturnType<typeof signedInAs>>;
let jobCode = 0;
let n = 0;

beforeAll(async () => {
  jobCode = Number(
    (await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirstOrThrow())
      .code,
  );
  hr = await signedInAs(server, "hr");
});

async function apply() {
  const email = `decision-${++n}@example.in`;
  const res = await server
    .client()
    .post(
      "/api/Career/PostJobApplication",
      jobApplication(jobCode, { personal: { Email: email, Name: "Meera Pillai" } }),
    );
  expect(res.status).toBe(200);
  const { id } = await server.db
    .selectFrom("job_applications")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { id, email, reference: res.body.Reference as string, path: `/staff/applications/${id}` };
}

const applicantMails = (reference: string) =>
  server.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("template", "=", "applicant-message")
    .where("person_reference", "=", reference)
    .orderBy("id")
    .execute();

const sentTo = (address: string, subject?: string) => (m: ReceivedMail) =>
  m.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()) &&
  (subject === undefined || (m.mail.subject ?? "").includes(subject));

/** The page the mail's status link opens, fetched from the test server. */
async function statusPageOf(mailText: string): Promise<string> {
  const link = new RegExp(`${SITE.replace(/\./g, "\\.")}(/careers/application/[A-Za-z0-9_-]{43})`).exec(mailText);
  expect(link, mailText).not.toBeNull();
  const res = await fetch(server.baseUrl + link![1], { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return res.text();
}

const NOTE = "Quartz note: HR only, never to the applicant";

describe(`mails on decisions on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it.each(DECISION_STAGES)(
    "%s: the stage's template, the job, the reference and a working link, never the note",
    async (stage) => {
      const a = await apply();
      const answer = await hr.browser.postForm(a.path, {
        intent: "move",
        from: "new",
        to: stage,
        note: NOTE,
        tell: "yes",
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(
        asHtml(applicantMailMessages.movedAndMailed(APPLICATION_STATUS_LABELS[stage])),
      );
      await server.services.pipeline.addNote({ kind: "application", id: a.id, body: NOTE, actor: { system: "test" } });

      const rows = await applicantMails(a.reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.reply_to).toBe(HR);
      expect(JSON.parse(rows[0]!.payload)).toMatchObject({ stage, reference: a.reference });
      const template = await server.db
        .selectFrom("message_templates")
        .selectAll()
        .where("stage", "=", stage)
        .executeTakeFirstOrThrow();

      const subject = template.subject
        .replace("{{job}}", JOBS.trainee)
        .replace("{{reference}}", a.reference)
        .replace("{{company}}", "Kavach InsureTech");
      // The confirmation of the application went to the same address first.
      const [mail] = await sink.waitFor((m) => sentTo(a.email)(m) && m.mail.subject === subject);
      const text = mail!.mail.text ?? "";
      const html = String(mail!.mail.html);
      expect(addressesIn(mail!.mail.replyTo)).toEqual([HR]);
      for (const part of [text, html]) {
        expect(part).toContain(JOBS.trainee);
        expect(part).toContain(a.reference);
        expect(part).not.toContain("Quartz");
        expect(part).not.toContain("{{");
      }
      if (template.body.includes("{{name}}")) expect(text).toContain("Dear Meera Pillai,");
      const page = await statusPageOf(text);
      expect(page).toContain(asHtml(APPLICANT_STATUS_WORDS[stage]));
      // The mail offers a withdrawal only where the page it links to has one (issue 41, item 14).
      const pageOffersWithdrawal = page.includes(asHtml(applicationStatusMessages.withdrawButton));
      expect(pageOffersWithdrawal).toBe(stage !== "rejected" && stage !== "hired");
      for (const part of [text, html])
        expect(part.includes("lets you withdraw the application"), stage).toBe(pageOffersWithdrawal);
      expect(text).toContain("download your data or erase it");
    },
  );

  it("ticks as each template says: a rejection mails by default, a shortlisting does not; 'no' never mails", async () => {
    const rejected = await apply();
    await hr.browser.postForm(rejected.path, { intent: "reject", from: "new", tell: "default" });
    expect(await applicantMails(rejected.reference)).toHaveLength(1);

    const shortlisted = await apply();
    const answer = await hr.browser.postForm(shortlisted.path, { intent: "shortlist", from: "new", tell: "default" });
    expect(await answer.text()).toContain(asHtml("Moved to Shortlisted."));
    expect(await applicantMails(shortlisted.reference)).toHaveLength(0);

    const quiet = await apply();
    await hr.browser.postForm(quiet.path, { intent: "reject", from: "new", tell: "no" });
    expect(await applicantMails(quiet.reference)).toHaveLength(0);
    // A post without the field (an older form) moves without a mail.
    const legacy = await apply();
    await hr.browser.postForm(legacy.path, { intent: "reject", from: "new" });
    expect(await applicantMails(legacy.reference)).toHaveLength(0);
  });

  it("sends nothing when a move is undone or taken back", async () => {
    const a = await apply();
    await hr.browser.postForm(a.path, { intent: "reject", from: "new", tell: "yes" });
    expect(await applicantMails(a.reference)).toHaveLength(1);
    expect(
      (await hr.browser.postForm(a.path, { intent: "move", from: "rejected", to: "screening", tell: "yes" })).status,
    ).toBe(200);
    expect(
      (await hr.browser.postForm(a.path, { intent: "move", from: "screening", to: "offer", tell: "no" })).status,
    ).toBe(200);
    // Offer back to Interview is a stage taken back, not an invitation.
    expect(
      (await hr.browser.postForm(a.path, { intent: "move", from: "offer", to: "interview", tell: "yes" })).status,
    ).toBe(200);
    expect(await applicantMails(a.reference)).toHaveLength(1);
    const audit = await server.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "application.status-changed")
      .where("target_id", "=", String(a.id))
      .orderBy("id")
      .execute();
    expect(audit.map((r) => JSON.parse(r.detail!).mailed)).toEqual([true, undefined, undefined, undefined]);
  });

  it("keeps a rejection's reason with the move; the mail names it only where the template asks", async () => {
    const reasons = await server.services.applicantMail.reasons();
    expect(reasons.map((r) => r.text)).toContain("Position filled");
    const filled = reasons.find((r) => r.text === "Position filled")!;

    const a = await apply();
    await hr.browser.postForm(a.path, { intent: "reject", from: "new", tell: "yes", reason: String(filled.id) });
    const [change] = await server.db
      .selectFrom("application_status_changes")
      .select(["reason", "to_status"])
      .where("application_id", "=", a.id)
      .where("kind", "=", "application")
      .execute();
    expect(change).toEqual({ reason: "Position filled", to_status: "rejected" });
    expect((await applicantMails(a.reference))[0]!.payload).not.toContain("Position filled");
    expect(await (await hr.browser.get(a.path)).text()).toContain("(reason: Position filled)");

    await server.db
      .updateTable("message_templates")
      .set({ body: "Dear {{name}},\n\nWe chose not to go on: {{reason}}.\n\n{{statusLink}}" })
      .where("stage", "=", "rejected")
      .execute();
    const b = await apply();
    await hr.browser.postForm(b.path, { intent: "reject", from: "new", tell: "yes", reason: String(filled.id) });
    expect((await applicantMails(b.reference))[0]!.payload).toContain("We chose not to go on: Position filled.");

    const c = await apply();
    const refused = await hr.browser.postForm(c.path, { intent: "reject", from: "new", tell: "yes", reason: "999999" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(asHtml(applicantMailMessages.noSuchReason));
    expect(await applicantMails(c.reference)).toHaveLength(0);
  });

  it("mails a resume's sender too, with an R- reference", async () => {
    const email = `resume-decision-${++n}@example.in`;
    const res = await server
      .client()
      .post("/api/Career/PostCandidate", resumeRequest({ Email: email, Name: "Arjun Das" }));
    expect(res.status).toBe(200);
    const { id } = await server.db
      .selectFrom("candidates")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await hr.browser.postForm(`/staff/resumes/${id}`, { intent: "reject", from: "new", tell: "default" });
    const [mail] = await sink.waitFor(sentTo(email, "R-"));
    expect(mail!.mail.text).toContain(res.body.Reference as string);
  });

  it("tells HR and the job's contact when an applicant withdraws", async () => {
    await server.db
      .updateTable("jobs")
      .set({ contact_info: "Write to Priya (priya.k@kavach.example)" })
      .where("code", "=", jobCode)
      .execute();
    const email = `withdraws-${++n}@example.in`;
    const res = await server
      .client()
      .post(
        "/api/Career/PostJobApplication",
        jobApplication(jobCode, { personal: { Email: email, Name: "Ravi Menon" } }),
      );
    const link = new URL(String(res.body.StatusLink), SITE).pathname;
    const withdrawn = await new StaffBrowser(server.baseUrl).postForm(link, { intent: "withdraw", confirm: "yes" });
    expect(withdrawn.status).toBe(303);
    const [notice] = await sink.waitFor(sentTo(HR, "Application withdrawn"));
    expect(notice!.mail.subject).toBe(`Application withdrawn: ${JOBS.trainee} (${res.body.Reference})`);
    expect(addressesIn(notice!.mail.cc)).toEqual(["priya.k@kavach.example"]);
    expect(addressesIn(notice!.mail.replyTo)).toEqual([email]);
    expect(notice!.mail.text).toContain("Ravi Menon");
    expect(notice!.mail.text).toContain(`${SITE}/staff/applications/`);
  });

  it("e-mails the applicant from a template or a blank page, Reply-To HR, and lists every mail with its text", async () => {
    const a = await apply();
    const free = await server.db
      .selectFrom("message_templates")
      .selectAll()
      .where("stage", "is", null)
      .executeTakeFirstOrThrow();
    const form = await (await hr.browser.get(`${a.path}?template=${free.id}`)).text();
    expect(form).toContain("Dear Meera Pillai,");
    expect(form).toContain(asHtml(`About your application for ${JOBS.trainee} (${a.reference})`));

    const unknown = await hr.browser.postForm(a.path, {
      intent: "mail",
      subject: "A question",
      body: "Hello {{nmae}}, kept.",
    });
    expect(unknown.status).toBe(400);
    const refusedPage = await unknown.text();
    expect(refusedPage).toContain(asHtml(templateMessages.unknownField("nmae")));
    expect(refusedPage).toContain("Hello {{nmae}}, kept.");
    expect(await applicantMails(a.reference)).toHaveLength(0);

    const body = "Dear {{name}},\n\nCould you send your final-year marks? Quartz.\n\n{{statusLink}}";
    const sent = await hr.browser.postForm(a.path, { intent: "mail", subject: "Marks for {{job}}", body });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(asHtml(applicantMailMessages.sent));
    const [row] = await applicantMails(a.reference);
    expect(row!.reply_to).toBe(HR);
    const [mail] = await sink.waitFor((m) => sentTo(a.email)(m) && m.mail.subject === `Marks for ${JOBS.trainee}`);
    expect(addressesIn(mail!.mail.replyTo)).toEqual([HR]);
    expect(mail!.mail.text).toContain("Dear Meera Pillai,");
    await statusPageOf(mail!.mail.text ?? "");
    const audit = await server.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "application.mailed")
      .where("target_id", "=", String(a.id))
      .execute();
    expect(audit).toHaveLength(1);

    // The page lists the confirmation and this mail, with their text, never the private link itself.
    const page = await (await hr.browser.get(a.path)).text();
    expect(page).toContain(asHtml(`Marks for ${JOBS.trainee}`));
    expect(page).toContain("Could you send your final-year marks?");
    expect(page).toContain(asHtml(`Your application for ${JOBS.trainee}`));
    expect(page).toContain(asHtml("(the applicant's private status link)"));
    expect(page).not.toMatch(/\/careers\/application\/[A-Za-z0-9_-]{43}/);
  });
});
