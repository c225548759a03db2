import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { jobApplication } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { smtpSinkForFile } from "#tests/support/smtp-sink";
import { createStaffUser, signedInAs } from "#tests/support/staff";
import { offerInterviewTimes } from "#tests/support/interview-steps";
import { CAREERS_MAIL_WORDS } from "#server/careers/careers-mail-words";
import { INTERVIEW_MAIL_WORDS } from "#server/interviews/interview-mail-words";
import { APPLICANT_MAIL_WORDS } from "./applicant-mail-words";

/**
 * Later mails to an applicant (a decision HR sends, the offer of interview times) are written in the
 * language they applied in, read from the notice version stored with the application (docs/decisions/0192):
 * HR's own words stay as written, the frame is translated. An English applicant's mails are unchanged.
 */
const SITE = "https://careers.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE });
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

async function apply(lang: string) {
  const email = `lang-${lang}-${++n}@example.in`;
  const res = await server
    .client()
    .post(`/api/Career/PostJobApplication?lang=${lang}`, jobApplication(jobCode, { personal: { Email: email } }));
  expect(res.status).toBe(200);
  const { id } = await server.db
    .selectFrom("job_applications")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { id, email, reference: res.body.Reference as string };
}

describe(`later mails in the applicant's language on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("mails a decision to a Malayalam applicant with HR's words as written and a Malayalam frame", async () => {
    const a = await apply("ml");
    const template = await server.db
      .selectFrom("message_templates")
      .selectAll()
      .where("stage", "=", "shortlisted")
      .executeTakeFirstOrThrow();
    const moved = await hr.browser.postForm(`/staff/applications/${a.id}`, {
      intent: "move",
      from: "new",
      to: "shortlisted",
      tell: "yes",
    });
    expect(moved.status).toBe(200);
    const subject = template.subject
      .replace("{{job}}", JOBS.trainee)
      .replace("{{reference}}", a.reference)
      .replace("{{company}}", "Kavach InsureTech");
    const [mail] = await sink.waitFor((m) => m.envelope.to.includes(a.email) && m.mail.subject === subject);
    const text = mail!.mail.text ?? "";
    const html = String(mail!.mail.html);
    // HR's subject is as HR's template says; the frame is Malayalam.
    expect(html).toContain('<html lang="ml" dir="ltr">');
    expect(text).toContain(`${CAREERS_MAIL_WORDS.ml.referenceNumber}: ${a.reference}`);
    expect(text).toContain(APPLICANT_MAIL_WORDS.ml.footer(a.reference, true));
    expect(text).toContain(`${SITE}/ml/privacy-policy`);
    expect(text).toMatch(new RegExp(`${SITE}/ml/careers/application/[\\w-]{43}`));
    expect(text).not.toContain("Reply to this mail to write to our recruitment team");
  });

  it("offers interview times to a Malayalam applicant in Malayalam, its times by Intl, an English one as before", async () => {
    const ravi = await createStaffUser(server, { role: "interviewer", name: "Ravi Menon" });
    const date = todayIn("Asia/Kolkata", new Date(Date.now() + 6 * 86_400_000));
    const offerTo = async (id: number, start: string) =>
      offerInterviewTimes(server, {
        applicationId: id,
        by: hr.user as SignedInStaff,
        interviewerIds: [ravi.user.id],
        times: [{ date, start, length: "60" }],
        place: "https://meet.example/abc-defg-hij",
      });
    const ml = await apply("ml");
    await offerTo(ml.id, "10:00");
    const w = INTERVIEW_MAIL_WORDS.ml;
    const [mail] = await sink.waitFor(
      (m) => m.envelope.to.includes(ml.email) && m.mail.subject === w.offerSubject(ml.reference),
    );
    expect(mail!.mail.subject).toBe(`നിങ്ങളുടെ ഇന്റർവ്യൂവിന് ഒരു സമയം തിരഞ്ഞെടുക്കുക (റഫറൻസ് ${ml.reference})`);
    const text = mail!.mail.text ?? "";
    expect(String(mail!.mail.html)).toContain('<html lang="ml" dir="ltr">');
    expect(text).toContain(w.offerIntro(JOBS.trainee, w.mode.online));
    const day = new Intl.DateTimeFormat("ml-IN", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date(`${date}T06:00:00Z`));
    expect(text).toContain(`${w.time(1)}: ${day}, 10:00–11:00 (Asia/Kolkata, UTC+05:30)`);
    expect(text).toMatch(new RegExp(`${w.chooseTime}:\\n${SITE}/ml/careers/application/[\\w-]{43}#interviews`));

    const en = await apply("en");
    await offerTo(en.id, "15:00");
    const [english] = await sink.waitFor(
      (m) => m.envelope.to.includes(en.email) && /^Choose a time/.test(m.mail.subject ?? ""),
    );
    expect(english!.mail.subject).toBe(`Choose a time for your interview (reference ${en.reference})`);
    expect(String(english!.mail.html)).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(english!.mail.text).toMatch(
      new RegExp(`Choose your time:\\n${SITE}/careers/application/[\\w-]{43}#interviews`),
    );
  });
});
