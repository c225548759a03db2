import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { formatExperience, totalExperienceMonths, yearMonthOf } from "~/domain/experience";
import { referenceNumber } from "~/domain/reference-number";
import { applicationMessages } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { RESUME_FILE_VIEW_POLICY } from "#server/http/staff-responses";
import {
  resumeRequest,
  contactMessage,
  currentJob,
  degreeQualification,
  jobApplication,
  NO_RESUME,
  pastJob,
  resumePdf,
  resumeUpload,
  schoolQualification,
} from "#tests/support/factories";
import { sampleDocWithMacros, sampleDocx, sampleDocxWithMacros } from "#tests/support/sample-files";
import { addressPseudonym } from "#server/privacy/erase-person";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs, StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * One application's page and its resume (docs/product.md §10.4): HR reads everything the applicant sent,
 * with texts for codes and the experience totalled by the wizard's arithmetic; the resume downloads with
 * its bytes intact and safe headers, and a PDF shows in a sandboxed frame only this site may frame.
 */
const server = serverForFile();
const jobs = new Map<string, number>();
let hr: StaffBrowser;
const ids = { application: 0, resume: 0, docx: 0, noFile: 0 };
const experiences = [pastJob(), currentJob()];

async function idOf(table: "job_applications" | "candidates" | "contact_messages", email: string) {
  const row = await server.db.selectFrom(table).select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  for (const r of await server.db.selectFrom("jobs").select(["code", "title"]).execute())
    jobs.set(r.title, Number(r.code));
  hr = (await signedInAs(server, "hr")).browser;
  const client = server.client();
  const posted = await client.post(
    "/api/Career/PostJobApplication",
    jobApplication(jobs.get(JOBS.senior)!, {
      personal: { Email: "kavya.menon@example.in", Name: "Kavya Menon", CurrentCtc: "12.5", ExpectedCtc: 18 },
      qualifications: [schoolQualification("SSLC"), schoolQualification("HSE"), degreeQualification()],
      experiences,
    }),
  );
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  ids.application = await idOf("job_applications", "kavya.menon@example.in");

  const resumes: [keyof typeof ids, Record<string, unknown>][] = [
    ["resume", { Email: "rahul.das@example.in", ...resumeUpload('राहुल "final" CV.pdf'), JobCode: jobs.get(JOBS.qa)! }],
    [
      "docx",
      {
        Email: "docx.person@example.in",
        ...resumeUpload(
          "Word CV.docx",
          sampleDocx(),
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
      },
    ],
    ["noFile", { Email: "no.file@example.in", ...NO_RESUME }],
  ];
  for (const [key, changes] of resumes) {
    const res = await client.post("/api/Career/PostCandidate", resumeRequest(changes));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids[key] = await idOf("candidates", changes.Email as string);
  }
});

describe(`one application and its resume on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("shows HR everything the applicant entered, with texts for codes and the job's requirements beside", async () => {
    const res = await hr.get(`/staff/applications/${ids.application}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const created = await server.db
      .selectFrom("job_applications")
      .select("created_at")
      .where("id", "=", ids.application)
      .executeTakeFirstOrThrow();
    const total = formatExperience(
      totalExperienceMonths(experiences, yearMonthOf(todayIn("Asia/Kolkata", new Date(created.created_at)))),
    );
    for (const text of [
      "Kavya Menon",
      referenceNumber("application", ids.application),
      `Application for ${JOBS.senior}`,
      "kavya.menon@example.in",
      "12 Lake View Apartments",
      "Kochi",
      "Ernakulam",
      "Kerala",
      "Female",
      "Central Board of Secondary Education (CBSE)",
      "APJ Abdul Kalam Technological University (KTU)",
      "Model Engineering College",
      "Computer Science",
      "Business Analyst",
      "Malabar General Insurance",
      "Senior Business Analyst",
      "Present",
      total,
      "Required: At least 3 year(s)",
      "₹ 12.5 Lakhs per annum",
      "₹ 18 Lakhs per annum",
      "Anita Raman CV.pdf",
    ])
      expect(html, text).toContain(asHtml(text));
    // Codes are turned into their texts.
    expect(html).not.toContain(">KL-EKM<");
    expect(html).toContain(`href="/staff/applications/${ids.application}/resume/download"`);
    expect(html).toContain(`src="/staff/applications/${ids.application}/resume/view"`);
    // The page itself may be framed by nobody.
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("downloads the resume byte for byte, as an attachment under its own name, never cached or sniffed", async () => {
    const res = await hr.get(`/staff/applications/${ids.application}/resume/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Anita_Raman_CV.pdf"; filename*=UTF-8''Anita%20Raman%20CV.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(resumePdf)).toBe(true);
  });

  it("shows a PDF in a sandboxed frame that only this site may frame", async () => {
    const res = await hr.get(`/staff/applications/${ids.application}/resume/view`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Anita_Raman_CV.pdf"; filename*=UTF-8''Anita%20Raman%20CV.pdf`,
    );
    // Exactly one policy (the page's own, which forbids framing, is replaced, not added to).
    expect(res.headers.get("content-security-policy")).toBe(RESUME_FILE_VIEW_POLICY);
    expect(RESUME_FILE_VIEW_POLICY).toMatch(/^sandbox;/);
    expect(RESUME_FILE_VIEW_POLICY).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(resumePdf)).toBe(true);
  });

  it("shows a resume sent with the resume form, and names its file safely in the header", async () => {
    const page = await hr.get(`/staff/resumes/${ids.resume}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      "Anil Varghese",
      referenceNumber("resume", ids.resume),
      `Resume for ${JOBS.qa}`,
      "rahul.das@example.in",
      "9847001122",
      "0484 240 1122",
      'राहुल "final" CV.pdf',
      "Edge 140",
    ])
      expect(html, text).toContain(asHtml(text));
    const res = await hr.get(`/staff/resumes/${ids.resume}/resume/download`);
    expect(res.status).toBe(200);
    // The exact name travels percent-encoded in filename*; the quotes never reach the header as quotes.
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="_______final__CV.pdf"; filename*=UTF-8''${encodeURIComponent('राहुल "final" CV.pdf')}`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(resumePdf)).toBe(true);
  });

  it("offers a Word resume for download only; says so when none was sent", async () => {
    const docxPage = await (await hr.get(`/staff/resumes/${ids.docx}`)).text();
    expect(docxPage).toContain("Resume for no particular job");
    expect(docxPage).toContain("A Word document cannot be shown in the page");
    expect(docxPage).not.toContain(`/staff/resumes/${ids.docx}/resume/view`);
    const download = await hr.get(`/staff/resumes/${ids.docx}/resume/download`);
    expect(download.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(sampleDocx())).toBe(true);
    const view = await hr.get(`/staff/resumes/${ids.docx}/resume/view`);
    expect(view.status).toBe(415);
    expect(await view.text()).toContain(asHtml(applicationMessages.notPdf));

    expect(await (await hr.get(`/staff/resumes/${ids.noFile}`)).text()).toContain(
      "This was sent without a resume file.",
    );
    const none = await hr.get(`/staff/resumes/${ids.noFile}/resume/download`);
    expect(none.status).toBe(404);
    expect(await none.text()).toContain(asHtml(applicationMessages.noResumeFile));
  });

  it("answers 404 for an unknown or malformed number", async () => {
    for (const path of [
      "/staff/applications/999999",
      "/staff/applications/999999/resume/download",
      "/staff/applications/0",
      "/staff/applications/1e3",
    ]) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(asHtml(applicationMessages.noSuchApplication));
    }
    expect((await hr.get(`/staff/resumes/999999`)).status).toBe(404);
    expect((await hr.get(`/staff/applications/${ids.application}/resume/print`)).status).toBe(404);
  });

  it("refuses marketing with 403 and sends a signed-out visitor to sign in, files included", async () => {
    const { browser: marketing } = await signedInAs(server, "marketing");
    const anonymous = new StaffBrowser(server.baseUrl);
    for (const path of [
      `/staff/applications/${ids.application}`,
      `/staff/applications/${ids.application}/resume/download`,
      `/staff/applications/${ids.application}/resume/view`,
      `/staff/resumes/${ids.resume}`,
      `/staff/resumes/${ids.resume}/resume/download`,
    ]) {
      const refused = await marketing.get(path);
      expect(refused.status, path).toBe(403);
      const body = await refused.text();
      expect(body).toContain(asHtml(staffMessages.forbidden));
      expect(body).not.toContain("%PDF");
      const out = await anonymous.get(path);
      expect(out.status, path).toBe(302);
      expect(out.headers.get("location"), path).toBe(`/staff/login?redirectTo=${encodeURIComponent(path)}`);
    }
    // Admins may read them too.
    const { browser: admin } = await signedInAs(server, "admin");
    expect((await admin.get(`/staff/applications/${ids.application}`)).status).toBe(200);
    expect((await admin.get(`/staff/resumes/${ids.resume}/resume/download`)).status).toBe(200);
  });

  it("flags a Word resume with macros to HR, on the application's page and the resume's", async () => {
    const client = server.client();
    const docx = [
      "Macro CV.docx",
      sampleDocxWithMacros(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ] as const;
    expect(
      (
        await client.post(
          "/api/Career/PostCandidate",
          resumeRequest({ Email: "macro.docx@example.in", ...resumeUpload(...docx) }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await client.post(
          "/api/Career/PostCandidate",
          resumeRequest({
            Email: "macro.doc@example.in",
            ...resumeUpload("Macro CV.doc", sampleDocWithMacros(), "application/msword"),
          }),
        )
      ).status,
    ).toBe(200);
    const wizard = jobApplication(jobs.get(JOBS.trainee)!, { personal: { Email: "macro.wizard@example.in" } });
    expect(
      (
        await client.post("/api/Career/PostJobApplication", {
          ...wizard,
          PersonalInfo: { ...wizard.PersonalInfo, ...resumeUpload(...docx) },
        })
      ).status,
    ).toBe(200);
    for (const path of [
      `/staff/resumes/${await idOf("candidates", "macro.docx@example.in")}`,
      `/staff/resumes/${await idOf("candidates", "macro.doc@example.in")}`,
      `/staff/applications/${await idOf("job_applications", "macro.wizard@example.in")}`,
    ])
      expect(await (await hr.get(path)).text(), path).toContain(asHtml(applicationMessages.macros));
    // A Word file without macros, and a PDF, carry no such note.
    for (const path of [`/staff/resumes/${ids.docx}`, `/staff/applications/${ids.application}`])
      expect(await (await hr.get(path)).text(), path).not.toContain(asHtml(applicationMessages.macros));
  });

  it("records each read of personal data in the audit trail: a page opened, a resume file, a message, a person looked up", async () => {
    const reader = await signedInAs(server, "admin");
    const client = server.client();
    expect((await client.post("/api/Message/PostMessage", contactMessage({ Email: "reads@example.in" }))).status).toBe(
      200,
    );
    const message = await idOf("contact_messages", "reads@example.in");
    const reads: [path: string, action: string, type: string, id: string, detail: string | null][] = [
      [
        `/staff/applications/${ids.application}`,
        AUDIT_ACTIONS.applicationOpened,
        "application",
        String(ids.application),
        null,
      ],
      [`/staff/resumes/${ids.resume}`, AUDIT_ACTIONS.applicationOpened, "resume", String(ids.resume), null],
      [
        `/staff/applications/${ids.application}/resume/view`,
        AUDIT_ACTIONS.resumeFileRead,
        "application",
        String(ids.application),
        '{"mode":"view"}',
      ],
      [
        `/staff/resumes/${ids.resume}/resume/download`,
        AUDIT_ACTIONS.resumeFileRead,
        "resume",
        String(ids.resume),
        '{"mode":"download"}',
      ],
      [`/staff/messages/${message}`, AUDIT_ACTIONS.messageOpened, "contact_message", String(message), null],
      [
        `/staff/people?email=${encodeURIComponent("Reads@Example.in")}`,
        AUDIT_ACTIONS.personLookedUp,
        "person",
        addressPseudonym("reads@example.in"),
        null,
      ],
    ];
    for (const [path] of reads) expect((await reader.browser.get(path)).status, path).toBe(200);
    // What is refused or not found reads nothing, and records nothing.
    expect((await reader.browser.get("/staff/applications/99999999")).status).toBe(404);
    const rows = await server.db
      .selectFrom("audit_log")
      .select(["action", "target_type", "target_id", "detail", "actor_user_id", "ip"])
      .where("actor_user_id", "=", reader.user.id)
      .where("action", "in", [
        AUDIT_ACTIONS.applicationOpened,
        AUDIT_ACTIONS.resumeFileRead,
        AUDIT_ACTIONS.messageOpened,
        AUDIT_ACTIONS.personLookedUp,
      ])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.action, r.target_type, r.target_id, r.detail])).toEqual(
      reads.map(([, action, type, id, detail]) => [action, type, id, detail]),
    );
    expect(rows.every((r) => r.ip === "127.0.0.1" || r.ip === "::ffff:127.0.0.1")).toBe(true);
  });
});
