import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { formatExperience, totalExperienceMonths, yearMonthOf } from "~/domain/experience";
import { referenceNumber } from "~/domain/reference-number";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { resumeRequest, currentJob, jobApplication, pastJob, thisYear as year } from "#tests/support/factories";
import { addressesIn, type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { IMG, MARKUP_EMAIL, markedApplication, markedResume, SCRIPT } from "#tests/support/markup-submissions";
import { JOBS } from "#tests/support/seeded-jobs";

/**
 * The mails of a job seeker's submission, through a real SMTP conversation: the confirmation to them with
 * the reference number shown on screen, and the notification to HR (the job's own contact copied), for
 * the application wizard and for the resume form.
 */
const HR = "hr@insurer-site.example";
const jobs = new Map<string, number>();

const { sink, server } = smtpSinkForFile({ HR_EMAIL: HR, SITE_URL: "https://careers.example.com" });
beforeAll(async () => {
  for (const r of await server.db.selectFrom("jobs").select(["code", "title"]).execute())
    jobs.set(r.title, Number(r.code));
});

const mailsTo = (address: string) => sink.waitFor((m) => m.envelope.to.includes(address));
const bothParts = (m: ReceivedMail) => [m.mail.text ?? "", String(m.mail.html)];

/** A trainee's application with two jobs behind them, and their total experience as HR's mail puts it. */
function application(name: string, email: string) {
  const experiences = [
    pastJob({ Position: "Intern", StartYear: year - 3, EndMonth: 10, EndMonthText: "October", EndYear: year - 2 }),
    currentJob({ Position: "Junior Developer", StartMonth: 1, StartMonthText: "January", StartYear: year - 1 }),
  ];
  return {
    body: jobApplication(jobs.get(JOBS.trainee)!, { personal: { Name: name, Email: email }, experiences }),
    experience: formatExperience(totalExperienceMonths(experiences, yearMonthOf(todayIn("Asia/Kolkata")))),
  };
}

describe(`application and resume mails on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("confirms a wizard application to the applicant and tells HR, copying the job's contact", async () => {
    const email = "meera.nair@example.in";
    const { body, experience } = application("Meera Nair", email);
    const res = await server.client().post("/api/Career/PostJobApplication", body);
    expect(res.status).toBe(200);
    const stored = await server.db
      .selectFrom("job_applications")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const reference = referenceNumber("application", stored.id);
    expect(res.body).toEqual({
      Status: 1,
      Message: `Thank you, Meera Nair. Your application for the ${JOBS.trainee} position has been received. Our recruitment team will review it and contact you by e-mail about the next steps.`,
      Reference: reference,
      StatusLink: expect.stringMatching(/^\/careers\/application\/[A-Za-z0-9_-]{43}$/),
    });

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.envelope.to).toEqual([email]);
    expect(confirmation!.mail.subject).toBe(`Your application for ${JOBS.trainee} (reference ${reference})`);
    expect(addressesIn(confirmation!.mail.replyTo)).toEqual([HR]);
    for (const part of bothParts(confirmation!)) {
      expect(part).toContain("Thank you for applying");
      // Nobody has confirmed the address: nothing typed into the form is repeated to it.
      expect(part).not.toContain("Meera Nair");
      expect(part).toContain(reference);
      expect(part).toContain("What happens next");
      expect(part).toContain(`To have it erased, reply to this mail quoting ${reference}`);
      expect(part).toContain("https://careers.example.com/privacy-policy");
    }

    const [toHr] = await mailsTo(HR);
    expect(toHr!.envelope.to.sort()).toEqual([HR, "campus@kavach-insuretech.example"].sort());
    expect(addressesIn(toHr!.mail.to)).toEqual([HR]);
    expect(addressesIn(toHr!.mail.cc)).toEqual(["campus@kavach-insuretech.example"]);
    expect(addressesIn(toHr!.mail.replyTo)).toEqual([email]);
    expect(toHr!.mail.subject).toBe(`New application for ${JOBS.trainee} (${reference})`);
    expect(toHr!.mail.text).toContain("Name: Meera Nair");
    expect(toHr!.mail.attachments).toEqual([]);
    expect(toHr!.mail.text).toContain(`Total experience: ${experience}`);
    expect(toHr!.mail.text).toContain(`Job: ${JOBS.trainee} (job code ${jobs.get(JOBS.trainee)})`);
    expect(toHr!.mail.text).toContain(`https://careers.example.com/staff/applications/${stored.id}`);
    expect(String(toHr!.mail.html)).toContain(`href="https://careers.example.com/staff/applications/${stored.id}"`);
    expect(String(toHr!.mail.html)).toContain(experience);
  });

  it("confirms a resume sent for a job and tells HR, copying the job's contact", async () => {
    const email = "arjun.pillai@example.in";
    const res = await server
      .client()
      .post(
        "/api/Career/PostCandidate",
        resumeRequest({ Name: "Arjun Pillai", Email: email, JobCode: jobs.get(JOBS.senior)! }),
      );
    const stored = await server.db
      .selectFrom("candidates")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const reference = referenceNumber("resume", stored.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Message: resumeFormMessages.jobSuccess(JOBS.senior),
      Reference: reference,
      StatusLink: expect.stringMatching(/^\/careers\/application\/[A-Za-z0-9_-]{43}$/),
    });

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.mail.subject).toBe(`Your resume for ${JOBS.senior} (reference ${reference})`);
    for (const part of bothParts(confirmation!)) {
      expect(part).toContain(`We have received your resume for the ${JOBS.senior} position.`);
      expect(part).toContain(reference);
    }
    const [toHr] = await sink.waitFor((m) => m.envelope.to.includes(HR) && m.raw.includes(email));
    expect(toHr!.envelope.to.sort()).toEqual([HR, "careers@kavach-insuretech.example"].sort());
    expect(toHr!.mail.subject).toBe(`New resume for ${JOBS.senior} (${reference})`);
    expect(toHr!.mail.attachments).toEqual([]);
    expect(toHr!.mail.text).toContain(`https://careers.example.com/staff/resumes/${stored.id}`);
  });

  it("confirms a resume for no particular job; HR alone is told", async () => {
    const email = "general.resume@example.in";
    const res = await server
      .client()
      .post("/api/Career/PostCandidate", resumeRequest({ Name: "Divya Menon", Email: email }));
    expect(res.status).toBe(200);
    expect(res.body.Message).toBe(resumeFormMessages.success);
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.mail.subject).toBe(`Your resume has been received (reference ${res.body.Reference})`);
    expect(confirmation!.mail.text).toContain("Applied for: No particular job (a resume for any opening)");
    const [toHr] = await sink.waitFor((m) => m.envelope.to.includes(HR) && m.raw.includes(email));
    expect(toHr!.envelope.to).toEqual([HR]);
    expect(toHr!.mail.cc).toBeUndefined();
    expect(toHr!.mail.subject).toBe(`New resume (${res.body.Reference})`);
  });

  it("keeps markup a job seeker typed as text in HR's mails, in every field the mail shows", async () => {
    const analyst = jobs.get(JOBS.analyst)!;
    for (const [path, body] of [
      ["/api/Career/PostJobApplication", markedApplication(analyst)],
      ["/api/Career/PostCandidate", markedResume()],
    ] as const) {
      const res = await server.client().post(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const toHr = await sink.waitFor((m) => m.envelope.to.includes(HR) && (m.mail.text ?? "").includes(MARKUP_EMAIL), 2);
    for (const { mail } of toHr) {
      const html = String(mail.html);
      expect(html).not.toContain(IMG);
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toMatch(/<img[^>]*onerror/i);
      // The address holds "&lt": escaped, a reader sees it as typed, never as "<".
      expect(html).not.toContain(MARKUP_EMAIL);
      expect(html).toContain(MARKUP_EMAIL.replace("&", "&amp;").replace("'", "&#x27;"));
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(mail.text).toContain(`${IMG}${SCRIPT}`);
      expect(mail.text).toContain(MARKUP_EMAIL);
    }
    const application = toHr.find((m) => m.mail.subject!.startsWith("New application"))!;
    expect(String(application.mail.html)).toContain("City &lt;img src=x onerror=alert(1)&gt;");
  });

  it("sends nothing for a filled honeypot, though the answer looks the same", async () => {
    const email = "bot@example.in";
    const before = await server.db.selectFrom("mail_outbox").select("id").orderBy("id").execute();
    const res = await server
      .client()
      .post(
        "/api/Career/PostCandidate",
        resumeRequest({ Name: "Spam Bot", Email: email, Website: "http://spam.example" }),
      );
    expect(res.status).toBe(200);
    expect(res.body.Reference).toMatch(/^R-\d{6}$/);
    expect(await server.db.selectFrom("mail_outbox").select("id").orderBy("id").execute()).toEqual(before);
  });
});
