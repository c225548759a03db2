import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentYearIn, todayIn } from "~/domain/dates";
import { formatExperience, totalExperienceMonths, yearMonthOf } from "~/domain/experience";
import { referenceNumber } from "~/domain/reference-number";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { samplePdf, toDataUrl } from "#tests/support/sample-files";
import { addressesIn, startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/support/smtp-sink";
import { startTestServer, type TestServer } from "#tests/support/test-server";

/**
 * The mails of a job seeker's submission, through a real SMTP conversation: the confirmation to them with
 * the reference number shown on screen, and the notification to HR (the job's own contact copied), for
 * the application wizard and for the resume form.
 */
const HR = "hr@insurer-site.example";
const TRAINEE = "Graduate Trainee – Software Engineering";
const SENIOR = "Senior .NET Developer – Core Insurance";
const year = currentYearIn("Asia/Kolkata");
let sink: SmtpSink;
let server: TestServer;
const jobs = new Map<string, number>();

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: { SMTP_URL: sink.url, HR_EMAIL: HR, MAIL_POLL_INTERVAL_MS: "50", SITE_URL: "https://careers.example.com" },
  });
  for (const r of await server.db.selectFrom("jobs").select(["code", "title"]).execute())
    jobs.set(r.title, Number(r.code));
});
afterAll(async () => {
  await server?.close();
  await sink?.stop();
});

const pdf = { FileName: "CV.pdf", FileExtension: ".pdf", FileBytes: toDataUrl(samplePdf("CV"), "application/pdf") };
const mailsTo = (address: string) => sink.waitFor((m) => m.envelope.to.includes(address));
const bothParts = (m: ReceivedMail) => [m.mail.text ?? "", String(m.mail.html)];

async function application(name: string, email: string) {
  const get = async (p: string) => (await server.client().get(p)).body;
  const state = (await get("/api/Career/GetStates"))[0];
  const district = (await get(`/api/Career/GetDistricts/${state.Code}`))[0];
  const board = (await get("/api/Career/GetExamBoard")).find((b: { Code: string }) => !b.Code.startsWith("OTH"));
  const courses = await get("/api/Career/GetCourses");
  const school = (course: string, finish: number) => {
    const c = courses.find((x: { Code: string }) => x.Code === course);
    return {
      Code: course,
      CourseCode: c.Code,
      CourseText: c.Text,
      StreamCode: "",
      StreamText: "",
      BoardCode: board.Code,
      BoardText: board.Text,
      UniversityCode: "",
      UniversityText: "",
      CollegeText: "Government Model Higher Secondary School",
      State: state.Code,
      StateText: state.Text,
      District: district.Code,
      DistrictText: district.Text,
      Percentage: 86,
      FinishYear: finish,
      IsMandatory: true,
      IsFullyFilled: true,
    };
  };
  const experiences = [
    {
      Code: "e-1",
      Position: "Intern",
      CompanyName: "Malabar General Insurance",
      CompanyLocation: "Kochi",
      IsCurrentlyWorking: false,
      StartMonth: 6,
      StartMonthText: "June",
      StartYear: year - 3,
      EndMonth: 10,
      EndMonthText: "October",
      EndYear: year - 2,
    },
    {
      Code: "e-2",
      Position: "Junior Developer",
      CompanyName: "Coastline Insurance Brokers",
      CompanyLocation: "Ernakulam",
      IsCurrentlyWorking: true,
      StartMonth: 1,
      StartMonthText: "January",
      StartYear: year - 1,
      EndMonth: "",
      EndMonthText: "",
      EndYear: "",
    },
  ];
  return {
    body: {
      PersonalInfo: {
        Name: name,
        Gender: "F",
        BirthDate: `15-06-${year - 24}`,
        Email: email,
        Mobile: "9847012345",
        Phone: "",
        Address1: "House 12, Temple Road",
        Address2: "Kakkanad West",
        Address3: "",
        City: "Kochi",
        State: state.Code,
        District: district.Code,
        IsReferral: false,
        ReferrerName: "",
        ReferrerEmail: "",
        EntranceExamAttendYn: "N",
        EntranceExamBoard: "",
        EntranceExamScore: "",
        CurrentCtc: "",
        ExpectedCtc: "",
        IpAddress: "203.0.113.9",
        BrowserInfo: "integration test",
        ...pdf,
        JobCode: jobs.get(TRAINEE),
      },
      Qualifications: [school("SSLC", year - 8), school("HSE", year - 6)],
      WorkExperiences: experiences,
    },
    experience: formatExperience(totalExperienceMonths(experiences, yearMonthOf(todayIn("Asia/Kolkata")))),
  };
}

describe(`application and resume mails on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("confirms a wizard application to the applicant and tells HR, copying the job's contact", async () => {
    const email = "meera.nair@example.in";
    const { body, experience } = await application("Meera Nair", email);
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
      Message: `Thank you, Meera Nair. Your application for the ${TRAINEE} position has been received. Our recruitment team will review it and contact you by e-mail about the next steps.`,
      Reference: reference,
    });

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.envelope.to).toEqual([email]);
    expect(confirmation!.mail.subject).toBe(`Your application for ${TRAINEE} (reference ${reference})`);
    expect(addressesIn(confirmation!.mail.replyTo)).toEqual([HR]);
    for (const part of bothParts(confirmation!)) {
      expect(part).toContain("Thank you for applying, Meera Nair");
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
    expect(toHr!.mail.subject).toBe(`New application: Meera Nair for ${TRAINEE} (${reference})`);
    expect(toHr!.mail.attachments).toEqual([]);
    expect(toHr!.mail.text).toContain(`Total experience: ${experience}`);
    expect(toHr!.mail.text).toContain(`Job: ${TRAINEE} (job code ${jobs.get(TRAINEE)})`);
    expect(toHr!.mail.text).toContain(`https://careers.example.com/staff/applications/${stored.id}`);
    expect(String(toHr!.mail.html)).toContain(`href="https://careers.example.com/staff/applications/${stored.id}"`);
    expect(String(toHr!.mail.html)).toContain(experience);
  });

  it("confirms a resume sent for a job and tells HR, copying the job's contact", async () => {
    const email = "arjun.pillai@example.in";
    const res = await server.client().post("/api/Career/PostCandidate", {
      Name: "Arjun Pillai",
      Email: email,
      Mobile: "9847001122",
      Phone: "",
      JobCode: jobs.get(SENIOR),
      IpAddress: "198.51.100.9",
      BrowserInfo: "integration test",
      ...pdf,
    });
    const stored = await server.db
      .selectFrom("candidates")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const reference = referenceNumber("resume", stored.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Message: resumeFormMessages.jobSuccess(SENIOR), Reference: reference });

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.mail.subject).toBe(`Your resume for ${SENIOR} (reference ${reference})`);
    for (const part of bothParts(confirmation!)) {
      expect(part).toContain(`We have received your resume for the ${SENIOR} position.`);
      expect(part).toContain(reference);
    }
    const [toHr] = await sink.waitFor((m) => m.envelope.to.includes(HR) && m.raw.includes(email));
    expect(toHr!.envelope.to.sort()).toEqual([HR, "careers@kavach-insuretech.example"].sort());
    expect(toHr!.mail.subject).toBe(`New resume: Arjun Pillai for ${SENIOR} (${reference})`);
    expect(toHr!.mail.attachments).toEqual([]);
    expect(toHr!.mail.text).toContain(`https://careers.example.com/staff/resumes/${stored.id}`);
  });

  it("confirms a general resume without a job; HR alone is told", async () => {
    const email = "general.resume@example.in";
    const res = await server.client().post("/api/Career/PostCandidate", {
      Name: "Divya Menon",
      Email: email,
      Mobile: "9847003344",
      Phone: "",
      JobCode: 0,
      IpAddress: "",
      BrowserInfo: "integration test",
      ...pdf,
    });
    expect(res.status).toBe(200);
    expect(res.body.Message).toBe(resumeFormMessages.success);
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.mail.subject).toBe(`Your resume has been received (reference ${res.body.Reference})`);
    expect(confirmation!.mail.text).toContain("Applied for: No particular job (general resume)");
    const [toHr] = await sink.waitFor((m) => m.envelope.to.includes(HR) && m.raw.includes(email));
    expect(toHr!.envelope.to).toEqual([HR]);
    expect(toHr!.mail.cc).toBeUndefined();
    expect(toHr!.mail.subject).toBe(`New resume: Divya Menon (${res.body.Reference})`);
  });

  it("sends nothing for a filled honeypot, though the answer looks the same", async () => {
    const email = "bot@example.in";
    const before = await server.db.selectFrom("mail_outbox").select("id").orderBy("id").execute();
    const res = await server.client().post("/api/Career/PostCandidate", {
      Name: "Spam Bot",
      Email: email,
      Mobile: "9847005566",
      Phone: "",
      JobCode: 0,
      IpAddress: "",
      BrowserInfo: "bot",
      Website: "http://spam.example",
      ...pdf,
    });
    expect(res.status).toBe(200);
    expect(res.body.Reference).toMatch(/^R-\d{6}$/);
    expect(await server.db.selectFrom("mail_outbox").select("id").orderBy("id").execute()).toEqual(before);
  });
});
