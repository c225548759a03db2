import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { referenceNumber } from "~/domain/reference-number";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { MALFORMED_JSON_MESSAGE } from "#server/http/json-errors";
import { bodyLimits } from "~/shared/request-limits";
import { resumeRequest, NO_RESUME, resumePdf as pdf, resumeUpload } from "#tests/support/factories";
import { sampleDocx, sampleExe, toDataUrl } from "#tests/support/sample-files";
import { expectRefusedInTurn } from "#tests/support/refusals";
import { serverForFile } from "#tests/support/test-server";

const PATH = "/api/Career/PostCandidate";
const server = serverForFile();
const jobs = { open: 0, openToday: 0, closedByFlag: 0, closedByDate: 0, unpublished: 0 };

function shiftDays(isoDate: string, days: number) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function insertJob(
  title: string,
  fields: { is_closed?: 0 | 1; last_date_of_apply?: string | null; is_published?: 0 | 1 },
) {
  const row = await server.db
    .insertInto("jobs")
    .values({
      title,
      location: "Kochi",
      experience: "2-4 years",
      description: "Test job",
      preferred_skills: null,
      additional_skills: null,
      benefits: null,
      last_date_of_apply: fields.last_date_of_apply ?? null,
      contact_info: null,
      is_closed: fields.is_closed ?? 0,
      is_referral: 0,
      is_experience_required: 0,
      minimum_experience_year: null,
      is_current_ctc_required: 0,
      is_expected_ctc_required: 0,
      is_published: fields.is_published ?? 1,
      posted_on: "2026-01-05",
      created_at: new Date().toISOString(),
      client_ip: null,
    })
    .returning("code")
    .executeTakeFirstOrThrow();
  return row.code;
}

beforeAll(async () => {
  const today = todayIn(server.config.timeZone);
  jobs.open = await insertJob("Senior .NET Developer", { last_date_of_apply: shiftDays(today, 30) });
  jobs.openToday = await insertJob("QA Engineer", { last_date_of_apply: today });
  jobs.closedByFlag = await insertJob("Business Analyst", { is_closed: 1 });
  jobs.closedByDate = await insertJob("Support Engineer", { last_date_of_apply: shiftDays(today, -1) });
  jobs.unpublished = await insertJob("Draft Position", { is_published: 0 });
});

const storedResumes = () => server.db.selectFrom("candidates").selectAll().orderBy("id").execute();
const files = () => server.db.selectFrom("resume_files").selectAll().orderBy("id").execute();
const person = resumeRequest();

describe(`POST ${PATH} on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("stores a general submission (job code 0) with its resume in the database", async () => {
    const res = await server.client().post(PATH, resumeRequest());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Message: resumeFormMessages.success,
      Reference: expect.stringMatching(/^R-\d{6}$/),
      StatusLink: expect.stringMatching(/^\/careers\/application\/[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await storedResumes();
    // The reference number the sender is given names the stored resume.
    expect(res.body.Reference).toBe(referenceNumber("resume", row!.id));
    expect(row).toMatchObject({
      name: person.Name,
      email: person.Email,
      mobile: person.Mobile,
      phone: person.Phone,
      job_code: 0,
      ip_address: "198.51.100.9",
      browser_info: "Edge 140",
      client_ip: "127.0.0.1",
    });
    const [file] = await files();
    expect(row!.resume_file_id).toBe(file!.id);
    expect(file).toMatchObject({
      file_name: "Anil CV.pdf",
      content_type: "application/pdf",
      size: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      client_ip: "127.0.0.1",
    });
    expect(Buffer.from(file!.bytes).equals(pdf)).toBe(true);
  });

  it("accepts a submission without a file, as the original client sends, and an empty Phone", async () => {
    const res = await server
      .client()
      .post(PATH, { ...resumeRequest({ ...NO_RESUME, Phone: undefined }), JobCode: "0" });
    expect(res.status).toBe(200);
    const last = (await storedResumes()).at(-1)!;
    expect(last.resume_file_id).toBeNull();
    expect(last.phone).toBe("");
  });

  it("accepts a DOCX resume and records its detected type", async () => {
    const docx = sampleDocx();
    const res = await server
      .client()
      .post(PATH, resumeRequest({ FileName: "cv.DOCX", FileExtension: ".DOCX", FileBytes: toDataUrl(docx) }));
    expect(res.status).toBe(200);
    expect((await files()).at(-1)).toMatchObject({
      file_name: "cv.DOCX",
      content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      size: docx.length,
    });
  });

  it("applies to an open job, including one whose last date is today", async () => {
    for (const [code, title] of [
      [jobs.open, "Senior .NET Developer"],
      [jobs.openToday, "QA Engineer"],
    ] as const) {
      const res = await server.client().post(PATH, resumeRequest({ JobCode: code }));
      expect(res.status).toBe(200);
      expect(res.body.Message).toBe(resumeFormMessages.jobSuccess(title));
      expect((await storedResumes()).at(-1)!.job_code).toBe(code);
    }
  });

  it("refuses closed, unpublished and unknown job codes with a clear Message, storing nothing", async () => {
    const before = [(await storedResumes()).length, (await files()).length];
    const cases: [number, string][] = [
      [jobs.closedByFlag, resumeFormMessages.jobClosed],
      [jobs.closedByDate, resumeFormMessages.jobClosed],
      [jobs.unpublished, resumeFormMessages.jobNotFound],
      [987654, resumeFormMessages.jobNotFound],
    ];
    for (const [JobCode, message] of cases) {
      const res = await server.client().post(PATH, resumeRequest({ JobCode }));
      expect(res.status, String(JobCode)).toBe(400);
      expect(res.body).toEqual({ Message: message });
    }
    expect([(await storedResumes()).length, (await files()).length]).toEqual(before);
  });

  it("checks the rules in order with their exact messages", async () => {
    const before = (await storedResumes()).length;
    await expectRefusedInTurn(server.client(), PATH, resumeRequest(), [
      [{ Name: "" }, "Name must be entered"],
      [{ Name: "Jo" }, "A valid name must be entered"],
      [{ Name: "Joy", Email: "" }, "E-mail address must be entered"],
      [{ Email: "j@abc.xyz" }, "A valid e-mail must be entered"],
      [{ Email: "joy.example.com" }, "A valid e-mail address must be entered"],
      [{ Email: "joy@example.com", Mobile: "" }, "Mobile number must be entered"],
      [{ Mobile: "984700" }, "A valid mobile number must be entered"],
      [{ Mobile: "984700112233445" }, "A valid mobile number must be entered"],
    ]);
    expect((await storedResumes()).length).toBe(before);
  });

  it("refuses a renamed .exe sent as .pdf, a wrong extension and a file over 1 MiB", async () => {
    const before = [(await storedResumes()).length, (await files()).length];
    const exe = await server.client().post(PATH, resumeRequest(resumeUpload("resume.pdf", sampleExe())));
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ Message: "File: resume.pdf is invalid." });
    const txt = await server
      .client()
      .post(PATH, resumeRequest(resumeUpload("resume.txt", Buffer.from("hello"), "application/octet-stream")));
    expect(txt.body).toEqual({ Message: "File: resume.txt is invalid." });
    const big = Buffer.concat([pdf, Buffer.alloc(1_048_577 - pdf.length, 0x20)]);
    const large = await server
      .client()
      .post(PATH, resumeRequest(resumeUpload("big.pdf", big, "application/octet-stream")));
    expect(large.status).toBe(400);
    expect(large.body).toEqual({ Message: "File: big.pdf is too large to upload." });
    expect([(await storedResumes()).length, (await files()).length]).toEqual(before);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const before = [(await storedResumes()).length, (await files()).length];
    const res = await server.client().post(PATH, resumeRequest({ Website: "spam" }));
    expect(res.status).toBe(200);
    expect(res.body.Message).toBe(resumeFormMessages.success);
    expect([(await storedResumes()).length, (await files()).length]).toEqual(before);
  });

  it("refuses wrong types, malformed JSON and a body over 2 MiB", async () => {
    for (const patch of [{ JobCode: "abc" }, { JobCode: -3 }, { JobCode: 1.5 }, { Name: ["x"] }, { FileBytes: 12 }]) {
      const res = await server.client().post(PATH, { ...resumeRequest(NO_RESUME), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.Message).toMatch(/has the wrong type/);
    }
    const malformed = await server.client().post(PATH, '{"Name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ Message: MALFORMED_JSON_MESSAGE });
    const huge = await server
      .client()
      .post(PATH, resumeRequest({ ...NO_RESUME, FileName: "x.pdf", FileBytes: "A".repeat(2 * 1024 * 1024 + 10) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ Message: bodyLimits.resume.tooLarge });
  });

  it("accepts the no-JavaScript multipart post to /careers/resume with the token, the file required and checked", async () => {
    const client = server.client();
    const token = await client.xsrfToken();
    const post = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append(
        "Resume",
        file ? new Blob([new Uint8Array(file.bytes)], { type: file.type }) : new Blob([]),
        file?.name ?? "",
      );
      return client.postForm("/careers/resume", form);
    };
    const email = "multipart.candidate@example.com";
    const fields = { Name: "Deepa Iyer", Email: email, Mobile: "9845012345", Phone: "", JobCode: "0" };
    const count = async () => (await storedResumes()).filter((c) => c.email === email).length;

    expect((await post(fields, { name: "cv.pdf", bytes: pdf, type: "application/pdf" })).status).toBe(403);
    const noFile = await post({ ...fields, _xsrf: token });
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain("Please upload your resume");
    const exe = await post(
      { ...fields, _xsrf: token },
      { name: "cv.pdf", bytes: sampleExe(), type: "application/pdf" },
    );
    expect(exe.status).toBe(400);
    expect(await exe.text()).toContain("File: cv.pdf is invalid.");
    const closed = await post(
      { ...fields, JobCode: String(jobs.closedByFlag), _xsrf: token },
      { name: "cv.pdf", bytes: pdf, type: "application/pdf" },
    );
    expect(closed.status).toBe(400);
    expect(await closed.text()).toContain(resumeFormMessages.jobClosed);
    expect(await count()).toBe(0);

    const ok = await post(
      { ...fields, JobCode: String(jobs.open), JobTitle: "Senior .NET Developer", _xsrf: token },
      { name: "Deepa CV.pdf", bytes: pdf, type: "application/pdf" },
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(resumeFormMessages.jobSuccess("Senior .NET Developer"));
    const [row] = (await storedResumes()).filter((c) => c.email === email);
    expect(row).toMatchObject({ name: "Deepa Iyer", job_code: jobs.open, client_ip: "127.0.0.1" });
    const file = (await files()).find((f) => f.id === row!.resume_file_id);
    expect(file).toMatchObject({ file_name: "Deepa CV.pdf", content_type: "application/pdf", size: pdf.length });
  });
});
