import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { latestAdultBirthDate, toDdMmYyyy } from "~/domain/birth-date";
import { todayIn } from "~/domain/dates";
import { referenceNumber } from "~/domain/reference-number";
import { seedJobs, seedJobsInto } from "#server/seed/jobs";
import type { Qualification } from "~/domain/job-application";
import {
  type ApplicationChanges,
  currentJob,
  degreeQualification,
  jobApplication,
  pastJob,
  resumePdf as pdf,
  schoolQualification,
  thisYear as year,
} from "#tests/support/factories";
import { sampleDocx, sampleExe, toDataUrl } from "#tests/support/sample-files";
import { JOBS } from "#tests/support/seeded-jobs";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();
const jobCodes = new Map<string, number>();

beforeAll(async () => {
  const rows = await server.db.selectFrom("jobs").select(["code", "title"]).execute();
  for (const r of rows) jobCodes.set(r.title, Number(r.code));
});

const code = (title: string) => {
  const c = jobCodes.get(title);
  if (c === undefined) throw new Error(`the seed has no job titled ${title}`);
  return c;
};

/**
 * This file's complete application: the factory's, with a landline, a third address line, an entrance
 * rank, a degree and two jobs, some numbers sent as text as form fields send them.
 */
function application(jobTitle: string, changes: ApplicationChanges = {}) {
  return jobApplication(code(jobTitle), {
    personal: {
      Phone: "0484 2345678",
      Address3: "Kakkanad",
      EntranceExamAttendYn: "Y",
      EntranceExamBoard: "KEAM",
      EntranceExamScore: 4210,
      ...changes.personal,
    },
    qualifications: changes.qualifications ?? [
      schoolQualification("SSLC"),
      schoolQualification("HSE", { Percentage: "91", FinishYear: String(year - 12) }),
      degreeQualification(),
    ],
    experiences: changes.experiences ?? [pastJob(), currentJob()],
  });
}

async function countRows() {
  const count = async (
    table: "job_applications" | "job_application_qualifications" | "job_application_work_experiences" | "resume_files",
  ) =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    applications: await count("job_applications"),
    qualifications: await count("job_application_qualifications"),
    experiences: await count("job_application_work_experiences"),
    files: await count("resume_files"),
  };
}

/** The application stored last. */
const latestApplication = () =>
  server.db.selectFrom("job_applications").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();

const post = (body: unknown) => server.client().post("/api/Career/PostJobApplication", body);

describe(`careers API on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("seeds every demonstration job once, however often the seed runs", async () => {
    expect(await seedJobsInto(server.db)).toBe(0);
    const titles = (await server.db.selectFrom("jobs").select("title").execute()).map((r) => r.title);
    expect(titles.sort()).toEqual(seedJobs.map((j) => j.title).sort());
  });

  describe("GetOpenJobs", () => {
    it("lists published jobs, open ones first, with the server's IsClosed by flag and by date", async () => {
      const res = await server.client().get("/api/Career/GetOpenJobs");
      expect(res.status).toBe(200);
      const jobs = res.body as { Title: string; IsClosed: boolean; LastDateOfApply: string | null }[];
      const byTitle = new Map(jobs.map((j) => [j.Title, j]));
      for (const t of [JOBS.analyst, JOBS.senior, JOBS.qa, JOBS.trainee]) expect(byTitle.get(t)?.IsClosed).toBe(false);
      expect(byTitle.get(JOBS.closedByFlag)?.IsClosed).toBe(true);
      expect(byTitle.get(JOBS.closedByDate)?.IsClosed).toBe(true);
      // Closed by date three months ago, and unpublished: not listed.
      expect(byTitle.has(JOBS.closedLongAgo)).toBe(false);
      expect(byTitle.has(JOBS.unpublished)).toBe(false);
      const firstClosed = jobs.findIndex((j) => j.IsClosed);
      expect(jobs.slice(firstClosed).every((j) => j.IsClosed)).toBe(true);
      // The open-by-date job closed by its flag still shows a future date: the flag decides.
      expect(byTitle.get(JOBS.closedByFlag)!.LastDateOfApply! >= todayIn("Asia/Kolkata")).toBe(true);
      expect(byTitle.get(JOBS.senior)!.LastDateOfApply).toBeNull();
    });

    it("answers exactly the Job fields of docs/product.md §3.1, in PascalCase", async () => {
      const res = await server.client().get("/api/Career/GetOpenJobs");
      const qa = (res.body as Record<string, unknown>[]).find((j) => j.Title === JOBS.qa)!;
      expect(Object.keys(qa).sort()).toEqual(
        [
          "AdditionalSkills",
          "Benefits",
          "Code",
          "ContactInfo",
          "Description",
          "Experience",
          "IsClosed",
          "LastDateOfApply",
          "Location",
          "PreferredSkills",
          "Title",
        ].sort(),
      );
      expect(qa).toMatchObject({
        Code: code(JOBS.qa),
        Location: "Mumbai, Maharashtra",
        PreferredSkills: null,
        Benefits: null,
        ContactInfo: null,
      });
      expect(qa.LastDateOfApply).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it("opens on the last date itself and closes the day after, in the company's time zone", async () => {
      const today = todayIn("Asia/Kolkata");
      const yesterday = new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10) - 1))
        .toISOString()
        .slice(0, 10);
      const trainee = code(JOBS.trainee);
      const original = await server.db
        .selectFrom("jobs")
        .select("last_date_of_apply")
        .where("code", "=", trainee)
        .executeTakeFirstOrThrow();
      try {
        await server.db.updateTable("jobs").set({ last_date_of_apply: today }).where("code", "=", trainee).execute();
        let job = (await server.client().get(`/api/Career/GetOpenJobByCode/${trainee}`)).body;
        expect(job.IsClosed).toBe(false);
        await server.db
          .updateTable("jobs")
          .set({ last_date_of_apply: yesterday })
          .where("code", "=", trainee)
          .execute();
        job = (await server.client().get(`/api/Career/GetOpenJobByCode/${trainee}`)).body;
        expect(job.IsClosed).toBe(true);
        const listed = (await server.client().get("/api/Career/GetOpenJobs")).body as {
          Code: number;
          IsClosed: boolean;
        }[];
        expect(listed.find((j) => j.Code === trainee)?.IsClosed).toBe(true);
      } finally {
        await server.db
          .updateTable("jobs")
          .set({ last_date_of_apply: original.last_date_of_apply })
          .where("code", "=", trainee)
          .execute();
      }
    });
  });

  describe("GetOpenJobByCode", () => {
    it("answers the CurrentJob with its extra fields", async () => {
      const res = await server.client().get(`/api/Career/GetOpenJobByCode/${code(JOBS.senior)}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        Code: code(JOBS.senior),
        Title: JOBS.senior,
        IsClosed: false,
        IsReferral: false,
        IsExperienceRequired: true,
        MinimumExperienceYear: 3,
        IsCurrentCtcRequired: true,
        IsExpectedCtcRequired: true,
        LastDateOfApply: null,
      });
      const analyst = (await server.client().get(`/api/career/getopenjobbycode/${code(JOBS.analyst)}`)).body;
      expect(analyst).toMatchObject({ IsReferral: true, IsExperienceRequired: false, MinimumExperienceYear: null });
      const closed = (await server.client().get(`/api/Career/GetOpenJobByCode/${code(JOBS.closedByFlag)}`)).body;
      expect(closed.IsClosed).toBe(true);
    });

    it("answers 404 with a Message for an unknown, unpublished or non-numeric code", async () => {
      for (const c of ["999999", String(code(JOBS.unpublished)), "abc", "1.5", "-1"]) {
        const res = await server.client().get(`/api/Career/GetOpenJobByCode/${c}`);
        expect(res.status, c).toBe(404);
        expect(res.body).toEqual({ Message: "The job you asked for does not exist or is no longer published." });
      }
    });
  });

  describe("PostJobApplication", () => {
    it("stores the application, its qualifications, experiences and the identical resume bytes", async () => {
      const before = await countRows();
      const res = await post(application(JOBS.analyst));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        Status: 1,
        Message: `Thank you, Anita Raman. Your application for the ${JOBS.analyst} position has been received. Our recruitment team will review it and contact you by e-mail about the next steps.`,
        Reference: expect.stringMatching(/^A-\d{6}$/),
        StatusLink: expect.stringMatching(/^\/careers\/application\/[A-Za-z0-9_-]{43}$/),
      });
      const after = await countRows();
      expect(after).toEqual({
        applications: before.applications + 1,
        qualifications: before.qualifications + 3,
        experiences: before.experiences + 2,
        files: before.files + 1,
      });

      const app = await latestApplication();
      // The reference number the applicant is given names the stored application.
      expect(res.body.Reference).toBe(referenceNumber("application", app.id));
      expect(app).toMatchObject({
        job_code: code(JOBS.analyst),
        name: "Anita Raman",
        gender: "F",
        birth_date: `15-08-${year - 30}`,
        email: "anita.raman@example.com",
        phone: "0484 2345678",
        address3: "Kakkanad",
        city: "Kochi",
        state: "KL",
        district: "KL-EKM",
        is_referral: 0,
        entrance_exam_attend_yn: "Y",
        entrance_exam_board: "KEAM",
        ip_address: "203.0.113.9",
        browser_info: "Mozilla/5.0 (test)",
        // The job asks for no CTC: none is kept.
        current_ctc: null,
        expected_ctc: null,
      });
      expect(Number(app.entrance_exam_score)).toBe(4210);
      expect(app.client_ip).toMatch(/127\.0\.0\.1/);

      const quals = await server.db
        .selectFrom("job_application_qualifications")
        .selectAll()
        .where("application_id", "=", app.id)
        .orderBy("position")
        .execute();
      expect(quals.map((q) => [q.code, q.course_code, q.is_mandatory, q.is_fully_filled])).toEqual([
        ["SSLC", "SSLC", 1, 1],
        ["HSE", "HSE", 1, 1],
        ["q-btech", "BTECH", 0, 1],
      ]);
      expect(quals[2]).toMatchObject({
        stream_code: "CSE",
        university_code: "KTU",
        board_code: "",
        college_text: "Model Engineering College",
        state: "KL",
        district: "KL-EKM",
      });
      expect(Number(quals[1]!.percentage)).toBe(91);
      expect(Number(quals[1]!.finish_year)).toBe(year - 12);

      const exps = await server.db
        .selectFrom("job_application_work_experiences")
        .selectAll()
        .where("application_id", "=", app.id)
        .orderBy("position")
        .execute();
      expect(
        exps.map((e) => [
          e.code,
          e.company_name,
          e.is_currently_working,
          Number(e.start_month),
          Number(e.start_year),
          e.end_month === null ? null : Number(e.end_month),
        ]),
      ).toEqual([
        ["e-1", "Malabar General Insurance", 0, 6, year - 7, 5],
        ["e-2", "Coastline Insurance Brokers", 1, 6, year - 4, null],
      ]);

      const file = await server.db
        .selectFrom("resume_files")
        .selectAll()
        .where("id", "=", app.resume_file_id)
        .executeTakeFirstOrThrow();
      expect(file).toMatchObject({
        file_name: "Anita Raman CV.pdf",
        content_type: "application/pdf",
        size: pdf.length,
      });
      expect(Buffer.from(file.bytes).equals(pdf)).toBe(true);
      expect(file.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    });

    it("keeps the referrer only when the job accepts referrals, and the CTCs only when the job asks", async () => {
      const referral = { IsReferral: true, ReferrerName: "Joseph Mathew", ReferrerEmail: "joseph.mathew@example.com" };
      expect((await post(application(JOBS.analyst, { personal: referral }))).body.Status).toBe(1);
      let row = await latestApplication();
      expect(row).toMatchObject({
        is_referral: 1,
        referrer_name: "Joseph Mathew",
        referrer_email: "joseph.mathew@example.com",
      });

      // The trainee job takes no referrals: the fields are neither checked nor kept.
      const res = await post(
        application(JOBS.trainee, {
          personal: { IsReferral: true, ReferrerName: "x", ReferrerEmail: "y", CurrentCtc: 5 },
          experiences: [],
        }),
      );
      expect(res.body.Status).toBe(1);
      row = await latestApplication();
      expect(row).toMatchObject({
        job_code: code(JOBS.trainee),
        is_referral: 0,
        referrer_name: "",
        referrer_email: "",
        current_ctc: null,
      });

      const senior = await post(
        application(JOBS.senior, {
          personal: {
            CurrentCtc: "12.5",
            ExpectedCtc: 18,
            EntranceExamAttendYn: "N",
            EntranceExamBoard: "KEAM",
            EntranceExamScore: 5,
          },
        }),
      );
      expect(senior.body.Status).toBe(1);
      row = await latestApplication();
      expect(Number(row.current_ctc)).toBe(12.5);
      expect(Number(row.expected_ctc)).toBe(18);
      expect(row).toMatchObject({ entrance_exam_attend_yn: "N", entrance_exam_board: "", entrance_exam_score: null });
    });

    it("refuses each failure in the wizard's order with HTTP 400, Status 0, the rule's message, and stores nothing", async () => {
      const before = await countRows();
      const q = (o: Partial<Qualification>) => degreeQualification({ Code: "q-x", ...o });
      const base = application(JOBS.analyst);
      const mandatory = base.Qualifications.slice(0, 2);
      const [sslc, hse] = mandatory as [Qualification, Qualification];
      const firstJob = base.WorkExperiences[0]!;
      const cases: [string, ReturnType<typeof application>][] = [
        ["Name must be entered", application(JOBS.analyst, { personal: { Name: "", Gender: "" } })],
        ["A valid name must be entered", application(JOBS.analyst, { personal: { Name: "Al" } })],
        ["Gender must be selected", application(JOBS.analyst, { personal: { Gender: "" } })],
        ["Date of Birth must be entered", application(JOBS.analyst, { personal: { BirthDate: "" } })],
        [
          "A valid Date of Birth must be entered (DD-MM-YYYY)",
          application(JOBS.analyst, { personal: { BirthDate: `${year - 30}-08-15` } }),
        ],
        [
          `Date of Birth must be between 01-01-${year - 80} and ${toDdMmYyyy(latestAdultBirthDate(todayIn("Asia/Kolkata")))}`,
          application(JOBS.analyst, { personal: { BirthDate: `31-12-${year - 81}` } }),
        ],
        // Under 18 on the day of applying (the original window took 17-year-olds).
        [
          "You must be 18 or older to apply online",
          application(JOBS.analyst, { personal: { BirthDate: `01-01-${year - 17}` } }),
        ],
        ["E-mail address must be entered", application(JOBS.analyst, { personal: { Email: "" } })],
        ["A valid e-mail must be entered", application(JOBS.analyst, { personal: { Email: "a@b.co" } })],
        [
          "A valid e-mail address must be entered",
          application(JOBS.analyst, { personal: { Email: "anita.raman.example.com" } }),
        ],
        ["Mobile number must be entered", application(JOBS.analyst, { personal: { Mobile: "" } })],
        ["A valid mobile number must be entered", application(JOBS.analyst, { personal: { Mobile: "123456" } })],
        ["Address Line 1 must be entered", application(JOBS.analyst, { personal: { Address1: "" } })],
        ["A valid Address Line 1  must be entered", application(JOBS.analyst, { personal: { Address1: "abc" } })],
        ["Address Line 2 must be entered", application(JOBS.analyst, { personal: { Address2: "" } })],
        ["A valid Address Line 2  must be entered", application(JOBS.analyst, { personal: { Address2: "abc" } })],
        ["City must be entered", application(JOBS.analyst, { personal: { City: "" } })],
        ["A valid city  must be entered", application(JOBS.analyst, { personal: { City: "Goa" } })],
        ["State must be selected", application(JOBS.analyst, { personal: { State: "" } })],
        ["District must be selected", application(JOBS.analyst, { personal: { District: "" } })],
        ["Referrer Name must be entered", application(JOBS.analyst, { personal: { IsReferral: true } })],
        [
          "A valid Referrer Name must be entered",
          application(JOBS.analyst, { personal: { IsReferral: true, ReferrerName: "Joe" } }),
        ],
        [
          "Referrer E-mail address must be entered",
          application(JOBS.analyst, { personal: { IsReferral: true, ReferrerName: "Joseph" } }),
        ],
        [
          "A valid Referrer e-mail must be entered",
          application(JOBS.analyst, {
            personal: { IsReferral: true, ReferrerName: "Joseph", ReferrerEmail: "j@k.co" },
          }),
        ],
        [
          "A valid Referrer e-mail address must be entered",
          application(JOBS.analyst, {
            personal: { IsReferral: true, ReferrerName: "Joseph", ReferrerEmail: "joseph.mathew" },
          }),
        ],
        ["State must be chosen from the list", application(JOBS.analyst, { personal: { State: "ZZ" } })],
        ["District must be chosen from the list", application(JOBS.analyst, { personal: { District: "TN-CHN" } })],
        [
          "The course of the SSLC and Higher Secondary qualifications cannot be changed",
          application(JOBS.analyst, {
            qualifications: [schoolQualification("SSLC", { CourseCode: "BTECH" }), hse],
          }),
        ],
        ["Course is mandatory", application(JOBS.analyst, { qualifications: [...mandatory, q({ CourseCode: "" })] })],
        [
          "Other Course must be specified",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ CourseCode: "OTHCRS", CourseText: "" })] }),
        ],
        [
          "Other Course is invalid",
          application(JOBS.analyst, {
            qualifications: [...mandatory, q({ CourseCode: "OTHCRS", CourseText: "BSc" })],
          }),
        ],
        ["Stream is mandatory", application(JOBS.analyst, { qualifications: [...mandatory, q({ StreamCode: "" })] })],
        [
          "University is mandatory",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ UniversityCode: "" })] }),
        ],
        [
          "Other University is invalid",
          application(JOBS.analyst, {
            qualifications: [...mandatory, q({ UniversityCode: "OTHUNI", UniversityText: "IIT" })],
          }),
        ],
        [
          "Board of Examination is mandatory",
          application(JOBS.analyst, {
            qualifications: [schoolQualification("SSLC", { BoardCode: "" }), hse],
          }),
        ],
        [
          "School Name is invalid",
          application(JOBS.analyst, {
            qualifications: [schoolQualification("SSLC", { CollegeText: "KVPS" }), hse],
          }),
        ],
        [
          "College Name is mandatory",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ CollegeText: "" })] }),
        ],
        ["State is mandatory", application(JOBS.analyst, { qualifications: [...mandatory, q({ State: "" })] })],
        ["District is mandatory", application(JOBS.analyst, { qualifications: [...mandatory, q({ District: "" })] })],
        [
          "Percentage of Marks is mandatory",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ Percentage: "" })] }),
        ],
        [
          "Minimum 50% of Marks is needed.",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ Percentage: 49.5 })] }),
        ],
        [
          "Percentage of Marks is invalid.",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ Percentage: 100.5 })] }),
        ],
        [
          "Year of Passing is mandatory",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ FinishYear: "" })] }),
        ],
        [
          "Year of Passing is invalid",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ FinishYear: year + 1 })] }),
        ],
        [
          "Course must be chosen from the list",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ CourseCode: "NOPE" })] }),
        ],
        [
          "Stream must be chosen from the list",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ StreamCode: "NOPE" })] }),
        ],
        [
          "District must be chosen from the list",
          application(JOBS.analyst, { qualifications: [...mandatory, q({ State: "TN" })] }),
        ],
        ["Please complete all missing details", application(JOBS.analyst, { qualifications: [sslc] })],
        [
          "Please answer the question about entrance examination",
          application(JOBS.analyst, { personal: { EntranceExamAttendYn: "" } }),
        ],
        [
          "The Board of Entrance Examination is mandatory",
          application(JOBS.analyst, { personal: { EntranceExamBoard: "" } }),
        ],
        [
          "Rank in the Entrance Examination is mandatory",
          application(JOBS.analyst, { personal: { EntranceExamScore: "" } }),
        ],
        [
          "Rank in the Entrance Examination is invalid",
          application(JOBS.analyst, { personal: { EntranceExamScore: 0 } }),
        ],
        [
          "Rank in the Entrance Examination is invalid",
          application(JOBS.analyst, { personal: { EntranceExamScore: 100_000_000 } }),
        ],
        [
          "Board of Entrance Examination must be chosen from the list",
          application(JOBS.analyst, { personal: { EntranceExamBoard: "NOPE" } }),
        ],
        ["Company Name is mandatory", application(JOBS.analyst, { experiences: [{ ...firstJob, CompanyName: "" }] })],
        [
          "Company Location is invalid",
          application(JOBS.analyst, { experiences: [{ ...firstJob, CompanyLocation: "KO" }] }),
        ],
        ["Designation is mandatory", application(JOBS.analyst, { experiences: [{ ...firstJob, Position: "" }] })],
        ["Start Month is mandatory", application(JOBS.analyst, { experiences: [{ ...firstJob, StartMonth: "" }] })],
        [
          "Starting Year is invalid",
          application(JOBS.analyst, { experiences: [{ ...firstJob, StartYear: year - 51 }] }),
        ],
        ["End Month is mandatory", application(JOBS.analyst, { experiences: [{ ...firstJob, EndMonth: "" }] })],
        ["End Year is mandatory", application(JOBS.analyst, { experiences: [{ ...firstJob, EndYear: "" }] })],
        ["End Year is invalid", application(JOBS.analyst, { experiences: [{ ...firstJob, EndYear: year + 1 }] })],
        [
          "Start Year or End Year is invalid",
          application(JOBS.analyst, { experiences: [{ ...firstJob, StartYear: year - 3, EndYear: year - 4 }] }),
        ],
        [
          "This position requires minimum 3 year(s) of experience. Please add your work experience.",
          application(JOBS.senior, { experiences: [] }),
        ],
        [
          "Your total experience is 2 year(s) and 0 month(s). This position requires minimum 3 year(s) of experience.",
          application(JOBS.senior, {
            experiences: [{ ...firstJob, StartMonth: 1, StartYear: year - 6, EndMonth: 12, EndYear: year - 5 }],
          }),
        ],
        [
          "Please mention your current CTC (in ₹ Lakhs per annum)",
          application(JOBS.senior, { personal: { CurrentCtc: "0", ExpectedCtc: 10 } }),
        ],
        [
          "Please mention your expected CTC (in ₹ Lakhs per annum)",
          application(JOBS.senior, { personal: { CurrentCtc: 8 } }),
        ],
        [
          "This position requires some work experience. Please add your work experience.",
          application(JOBS.qa, { experiences: [] }),
        ],
        ["Please mention your expected CTC (in ₹ Lakhs per annum)", application(JOBS.qa, {})],
        ["Please upload your resume", application(JOBS.analyst, { personal: { FileBytes: "" } })],
        [
          "File: Anita Raman CV.exe is invalid.",
          application(JOBS.analyst, { personal: { FileName: "Anita Raman CV.exe", FileExtension: ".exe" } }),
        ],
        [
          "File: Anita Raman CV.pdf is invalid.",
          application(JOBS.analyst, { personal: { FileBytes: toDataUrl(sampleExe()) } }),
        ],
        [
          "File: Anita Raman CV.pdf is too large to upload.",
          application(JOBS.analyst, {
            personal: { FileBytes: toDataUrl(Buffer.concat([pdf, Buffer.alloc(1_048_577 - pdf.length)])) },
          }),
        ],
      ];
      for (const [message, body] of cases) {
        const res = await post(body);
        expect({ status: res.status, body: res.body }, message).toEqual({
          status: 400,
          body: { Status: 0, Message: message },
        });
      }
      expect(await countRows()).toEqual(before);
    });

    it("accepts a DOCX resume and stores its detected type", async () => {
      const docx = sampleDocx();
      const res = await post(
        application(JOBS.analyst, {
          personal: { FileName: "cv.DOCX", FileExtension: ".DOCX", FileBytes: toDataUrl(docx) },
        }),
      );
      expect(res.body.Status).toBe(1);
      const file = await server.db
        .selectFrom("resume_files")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(file.content_type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
      expect(Buffer.from(file.bytes).equals(docx)).toBe(true);
    });

    it("refuses closed, unknown and unpublished jobs with Status 0 and a clear Message", async () => {
      const before = await countRows();
      const closed =
        "Applications for this position have closed. Please choose another position from our current openings.";
      const unknown = "This job is not open for applications. Please choose a position from our current openings.";
      for (const [title, message] of [
        [JOBS.closedByFlag, closed],
        [JOBS.closedByDate, closed],
        [JOBS.closedLongAgo, closed],
        [JOBS.unpublished, unknown],
      ] as const) {
        const res = await post(application(title));
        expect({ status: res.status, body: res.body }, title).toEqual({
          status: 400,
          body: { Status: 0, Message: message },
        });
      }
      for (const jobCode of [999999, 0, "abc", ""]) {
        const body = application(JOBS.analyst, { personal: { JobCode: jobCode } });
        const res = await post(body);
        expect({ status: res.status, body: res.body }, String(jobCode)).toEqual({
          status: 400,
          body: { Status: 0, Message: unknown },
        });
      }
      expect(await countRows()).toEqual(before);
    });

    it("answers a filled honeypot as a success and stores nothing", async () => {
      const before = await countRows();
      const body = application(JOBS.analyst, { personal: { Website: "http://spam.example" } });
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(res.body.Status).toBe(1);
      expect(await countRows()).toEqual(before);
    });

    it("answers wrong types with 400 and Status 0, a body over 2 MiB with 413, a missing XSRF header with 403", async () => {
      const wrong = await post({ PersonalInfo: { Name: 42 } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.Status).toBe(0);
      expect(wrong.body.Message).toMatch(/PersonalInfo\.Name/);
      const noPersonal = await post({ Qualifications: [] });
      expect(noPersonal.status).toBe(400);
      expect(noPersonal.body.Status).toBe(0);
      const malformed = await post("{not json");
      expect(malformed.status).toBe(400);
      expect(typeof malformed.body.Message).toBe("string");
      const huge = await post(application(JOBS.analyst, { personal: { FileBytes: "A".repeat(2 * 1024 * 1024 + 10) } }));
      expect(huge.status).toBe(413);
      expect(typeof huge.body.Message).toBe("string");
      const forbidden = await server
        .client()
        .post("/api/Career/PostJobApplication", application(JOBS.analyst), { xsrf: null });
      expect(forbidden.status).toBe(403);
    });
  });

  describe("pages", () => {
    it("renders /careers on the server with the listed jobs and the resume form", async () => {
      const res = await fetch(`${server.baseUrl}/careers`);
      expect(res.status).toBe(200);
      const html = await res.text();
      for (const t of [JOBS.analyst, JOBS.senior, JOBS.closedByFlag]) expect(html).toContain(t);
      expect(html).not.toContain(JOBS.unpublished);
      expect(html).toContain("Current Openings");
      expect(html).toContain("Connect to great job opportunities");
      expect(html).toContain("Send Us Your Resume");
    });

    it("renders an open job's wizard, a closed job's notice, and redirects the rest to /careers", async () => {
      const open = await (await fetch(`${server.baseUrl}/careers/job/${code(JOBS.analyst)}`)).text();
      expect(open).toContain("Personal Information");
      expect(open).toContain('"@type":"JobPosting"');
      const closed = await (await fetch(`${server.baseUrl}/careers/job/${code(JOBS.closedByDate)}`)).text();
      expect(closed).toContain("Applications for this position have closed");
      expect(closed).not.toContain('"@type":"JobPosting"');
      for (const path of [
        "/careers/job",
        "/careers/job/abc",
        "/careers/job/999999",
        `/careers/job/${code(JOBS.unpublished)}`,
      ]) {
        const res = await fetch(server.baseUrl + path, { redirect: "manual" });
        expect(res.status, path).toBe(302);
        expect(new URL(res.headers.get("location")!, server.baseUrl).pathname, path).toBe("/careers");
      }
    });
  });
});
