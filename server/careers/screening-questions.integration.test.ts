import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { screeningMessages } from "~/domain/screening-questions";
import { findHeldData } from "#server/privacy/people.repository";
import { erasePerson } from "#server/privacy/erase-person";
import { INBOX_CSV_HEADER } from "#server/hiring/application-inbox";
import { jobApplication, resumeRequest, resumeUpload } from "#tests/support/factories";
import { samplePdf } from "#tests/support/sample-files";
import { signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();
let hr: StaffBrowser;

beforeAll(async () => {
  ({ browser: hr } = await signedInAs(server, "hr"));
});

const inDays = (days: number) => {
  const [y, m, d] = todayIn("Asia/Kolkata").split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A published, open job made through the console; answers its code. */
async function publishedJob(): Promise<number> {
  const res = await hr.postForm("/staff/jobs/new", {
    intent: "save",
    title: `Claims Analyst ${randomUUID().slice(0, 8)}`,
    location: "Dubai, UAE",
    experience: "1 – 3 years",
    description: "Settle motor claims.",
    preferredSkills: "Motor claims",
    additionalSkills: "",
    benefits: "",
    lastDateOfApply: inDays(20),
    contactInfo: "claims.jobs@kavach.example",
    minimumExperienceYear: "",
  });
  expect(res.status).toBe(302);
  const code = Number(/\/staff\/jobs\/(\d+)/.exec(res.headers.get("location")!)![1]);
  expect((await hr.postForm(`/staff/jobs/${code}`, { intent: "publish" })).status).toBe(200);
  return code;
}

const question = (fields: Record<string, string>) => ({
  intent: "add",
  kind: "yes-no",
  label: "",
  options: "",
  wanted: "",
  min: "",
  max: "",
  ...fields,
});

/** The job's two questions of the issue, and an optional short text: answers their ids in order. */
async function askQuestions(code: number): Promise<[number, number, number]> {
  const path = `/staff/jobs/${code}/questions`;
  const asked: Record<string, string>[] = [
    { label: "Do you hold a valid work permit for the UAE?", kind: "yes-no", required: "1", wanted: "yes" },
    { label: "Notice period in days", kind: "number", required: "1", max: "60" },
    { label: "Anything else?", kind: "text" },
  ];
  for (const fields of asked) expect((await hr.postForm(path, question(fields))).status).toBe(200);
  const ids = (await server.services.screeningQuestions.list(code)).map((q) => q.id);
  expect(ids).toHaveLength(3);
  return ids as [number, number, number];
}

function apply(code: number, email: string, answers?: { QuestionId: number; Answer: string }[]) {
  const application = jobApplication(code, { personal: { Email: email } });
  return server.client().post("/api/Career/PostJobApplication", {
    ...application,
    PersonalInfo: { ...application.PersonalInfo, ...resumeUpload("cv.pdf") },
    ...(answers ? { ScreeningAnswers: answers } : {}),
  });
}

const applicationOf = (email: string) =>
  server.db.selectFrom("job_applications").selectAll().where("email", "=", email).executeTakeFirst();

const answersOf = (id: number) =>
  server.db
    .selectFrom("application_screening_answers")
    .select(["label", "answer", "wanted", "wanted_max", "meets"])
    .where("application_id", "=", id)
    .orderBy("position")
    .execute();

describe("screening questions", () => {
  it("HR adds, edits, orders and removes a job's questions; a wrong form is refused with its message", async () => {
    const code = await publishedJob();
    const path = `/staff/jobs/${code}/questions`;
    const [permit, notice, extra] = await askQuestions(code);

    const refused = await hr.postForm(path, question({ kind: "choice", label: "City", options: "Dubai" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(screeningMessages.optionsTooFew);

    expect(
      (
        await hr.postForm(path, {
          ...question({ label: "Notice in days", kind: "number", min: "0", max: "45" }),
          intent: "save",
          id: String(notice),
        })
      ).status,
    ).toBe(200);
    expect((await hr.postForm(path, { intent: "up", id: String(extra) })).status).toBe(200);
    const list = await server.services.screeningQuestions.list(code);
    expect(list.map((q) => [q.id, q.label, q.kind, q.required, q.wanted, q.min, q.max])).toEqual([
      [permit, "Do you hold a valid work permit for the UAE?", "yes-no", true, ["yes"], null, null],
      [extra, "Anything else?", "text", false, [], null, null],
      [notice, "Notice in days", "number", false, [], 0, 45],
    ]);
    expect((await hr.postForm(path, { intent: "remove", id: String(extra) })).status).toBe(200);
    expect((await server.services.screeningQuestions.list(code)).map((q) => q.id)).toEqual([permit, notice]);

    // The wizard's page carries the questions for its step.
    const page = await (await fetch(`${server.baseUrl}/careers/job/${code}`)).text();
    expect(page).toContain("Do you hold a valid work permit for the UAE?");
  });

  it("stores the answers with the application, flags the misses, filters the inbox, exports and erases them", async () => {
    const code = await publishedJob();
    const [permit, notice, extra] = await askQuestions(code);
    const tag = randomUUID().slice(0, 8);
    const meets = `meets.${tag}@example.in`;
    const missesOne = `misses1.${tag}@example.in`;
    const missesTwo = `misses2.${tag}@example.in`;

    // A required answer missing: refused with its message, nothing stored.
    const lacking = await apply(code, missesOne, [{ QuestionId: permit, Answer: "yes" }]);
    expect(lacking.status).toBe(400);
    expect(lacking.body).toMatchObject({
      Status: 0,
      Message: screeningMessages.answerMissing("Notice period in days"),
    });
    const noArray = await apply(code, missesOne);
    expect(noArray.body).toMatchObject({
      Message: screeningMessages.answerMissing("Do you hold a valid work permit for the UAE?"),
    });
    expect(await applicationOf(missesOne)).toBeUndefined();

    const markup = `<b>bold</b> & <script>alert(1)</script>`;
    for (const [email, answers] of [
      [meets, ["yes", "30", markup]],
      [missesOne, ["yes", "90", ""]],
      [missesTwo, ["no", "61", ""]],
    ] as const) {
      const res = await apply(code, email, [
        { QuestionId: permit, Answer: answers[0] },
        { QuestionId: notice, Answer: answers[1] },
        { QuestionId: extra, Answer: answers[2] },
      ]);
      expect(res.body).toMatchObject({ Status: 1 });
    }
    const [a, b, c] = await Promise.all([meets, missesOne, missesTwo].map(applicationOf));
    expect([a!.screening_misses, b!.screening_misses, c!.screening_misses]).toEqual([0, 1, 2]);
    expect(
      (await answersOf(a!.id)).map((r) => ({ ...r, wanted_max: r.wanted_max === null ? null : Number(r.wanted_max) })),
    ).toEqual([
      {
        label: "Do you hold a valid work permit for the UAE?",
        answer: "yes",
        wanted: "yes",
        wanted_max: null,
        meets: 1,
      },
      { label: "Notice period in days", answer: "30", wanted: null, wanted_max: 60, meets: 1 },
      { label: "Anything else?", answer: markup, wanted: null, wanted_max: null, meets: 1 },
    ]);

    // The application page: each answer beside the wanted one, the typed markup as text.
    const detail = await (await hr.get(`/staff/applications/${a!.id}`)).text();
    const markupAsText = "&lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;";
    expect(detail).toContain(markupAsText);
    expect(detail).not.toContain("<b>bold</b>");
    expect(detail).toContain("Meets all");
    expect(await (await hr.get(`/staff/applications/${b!.id}`)).text()).toContain("at most 60");

    // The inbox: the result on each row, and the filter.
    const rowsOf = (screening: string) => inboxRows(`job=${code}${screening ? `&screening=${screening}` : ""}`, "a");
    expect(await rowsOf("")).toEqual([c!.id, b!.id, a!.id]);
    expect(await rowsOf("meets")).toEqual([a!.id]);
    expect(await rowsOf("misses")).toEqual([c!.id, b!.id]);
    const inbox = await (await hr.get(`/staff/applications?job=${code}`)).text();
    expect(inbox).toContain("Screening: Misses 2");

    // The export: the result and the answers, in their columns.
    const records = await exportedRecords(`job=${code}&screening=misses`);
    expect(records).toHaveLength(2);
    expect(records[0]).toContain(',"Misses 2",');
    expect(records[0]).toContain(
      '"Do you hold a valid work permit for the UAE?: no\nNotice period in days: 61\nAnything else?: "',
    );

    // In the person's data (the staff's export and the applicant's own download): each question as asked, with the answer.
    const held = await findHeldData(server.db, meets);
    expect(held.applications.map((x) => x.screening_answers.map((r) => [r.label, r.answer, r.meets]))).toEqual([
      [
        ["Do you hold a valid work permit for the UAE?", "yes", 1],
        ["Notice period in days", "30", 1],
        ["Anything else?", markup, 1],
      ],
    ]);

    // Erased with the person.
    await erasePerson(
      server.db,
      meets,
      { actor: { system: "test" }, ip: null },
      {
        cancelDemos: server.services.demos.cancelForErasure,
      },
    );
    expect(await answersOf(a!.id)).toEqual([]);
    expect(await answersOf(b!.id)).toHaveLength(3);
  });

  it("leaves a job without questions as it was: four steps, no screening result", async () => {
    const code = await publishedJob();
    const email = `plain.${randomUUID().slice(0, 8)}@example.in`;
    expect((await apply(code, email)).body).toMatchObject({ Status: 1 });
    const row = await applicationOf(email);
    expect(row!.screening_misses).toBeNull();
    expect(await answersOf(row!.id)).toEqual([]);
  });

  it("asks a job's questions on its resume form too: the API without the wanted answers, with and without JavaScript", async () => {
    const code = await publishedJob();
    const [permit, notice, extra] = await askQuestions(code);

    // What the applicant's page is given: the questions as asked, never what HR wants.
    const asked = await fetch(`${server.baseUrl}/api/Career/GetScreeningQuestions/${code}`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual([
      {
        id: permit,
        kind: "yes-no",
        label: "Do you hold a valid work permit for the UAE?",
        required: true,
        options: [],
      },
      { id: notice, kind: "number", label: "Notice period in days", required: true, options: [] },
      { id: extra, kind: "text", label: "Anything else?", required: false, options: [] },
    ]);
    expect((await fetch(`${server.baseUrl}/api/Career/GetScreeningQuestions/999999`)).status).toBe(404);

    // The JSON API: a required answer missing is refused with its message; answers are stored and flagged.
    const tag = randomUUID().slice(0, 8);
    const viaApi = `resume.api.${tag}@example.in`;
    const post = (answers?: { QuestionId: number; Answer: string }[]) =>
      server.client().post("/api/Career/PostCandidate", {
        ...resumeRequest({ Email: viaApi, JobCode: code, ...resumeUpload("cv.pdf") }),
        ...(answers ? { ScreeningAnswers: answers } : {}),
      });
    const lacking = await post([{ QuestionId: permit, Answer: "yes" }]);
    expect(lacking.status).toBe(400);
    expect(lacking.body).toEqual({ Message: screeningMessages.answerMissing("Notice period in days") });
    expect(await resumeOf(viaApi)).toBeUndefined();
    const markup = `<i>urgent</i> & <img src=x onerror=alert(1)>`;
    const sent = await post([
      { QuestionId: permit, Answer: "no" },
      { QuestionId: notice, Answer: "45" },
      { QuestionId: extra, Answer: markup },
    ]);
    expect(sent.status).toBe(200);
    const apiResume = (await resumeOf(viaApi))!;
    expect(apiResume.screening_misses).toBe(1);
    expect(await resumeAnswersOf(apiResume.id)).toEqual([
      ["Do you hold a valid work permit for the UAE?", "no", 0],
      ["Notice period in days", "45", 1],
      ["Anything else?", markup, 1],
    ]);

    // Without JavaScript: the job's page links to the resume form for the job, which asks the questions.
    const jobPage = await (await fetch(`${server.baseUrl}/careers/job/${code}`)).text();
    expect(jobPage).toContain(`href="/careers/resume?job=${code}"`);
    const form = await fetch(`${server.baseUrl}/careers/resume?job=${code}`);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    for (const id of [permit, notice, extra]) expect(formHtml).toContain(`name="Screening-${id}"`);
    expect(formHtml).toContain(`action="/careers/resume?job=${code}"`);
    for (const gone of ["999999", "abc"]) {
      const res = await fetch(`${server.baseUrl}/careers/resume?job=${gone}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get("location")!, server.baseUrl).pathname).toBe("/careers/resume");
    }

    const client = server.client();
    const token = await client.xsrfToken();
    const noJs = `resume.form.${tag}@example.in`;
    const postForm = (answers: Record<string, string>) => {
      const body = new FormData();
      const fields = { Name: "Ravi Menon", Email: noJs, Mobile: "9845012345", Phone: "", JobCode: String(code) };
      for (const [k, v] of Object.entries({ ...fields, ...answers, _xsrf: token })) body.append(k, v);
      body.append("Resume", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "cv.pdf");
      return client.postForm(`/careers/resume?job=${code}`, body);
    };
    const refused = await postForm({ [`Screening-${permit}`]: "yes" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(screeningMessages.answerMissing("Notice period in days"));
    // What was typed is shown again: the chosen answer stays chosen.
    const radios = [...refusedHtml.matchAll(new RegExp(`<input[^>]*name="Screening-${permit}"[^>]*>`, "g"))].map(
      ([input]) => [/value="([^"]*)"/.exec(input)![1], input.includes('checked=""')],
    );
    expect(radios).toEqual([
      ["yes", true],
      ["no", false],
    ]);
    expect(await resumeOf(noJs)).toBeUndefined();
    const accepted = await postForm({ [`Screening-${permit}`]: "yes", [`Screening-${notice}`]: "30" });
    expect(accepted.status).toBe(200);
    const formResume = (await resumeOf(noJs))!;
    expect(formResume.screening_misses).toBe(0);
    expect(await resumeAnswersOf(formResume.id)).toEqual([
      ["Do you hold a valid work permit for the UAE?", "yes", 1],
      ["Notice period in days", "30", 1],
      ["Anything else?", "", 1],
    ]);

    // HR: the resume's page shows each answer beside the wanted one, typed markup as text.
    const detail = await (await hr.get(`/staff/resumes/${apiResume.id}`)).text();
    expect(detail).toContain("&lt;i&gt;urgent&lt;/i&gt; &amp; &lt;img src=x onerror=alert(1)&gt;");
    expect(detail).not.toContain("<i>urgent</i>");
    expect(detail).toContain("Misses 1");

    // The inbox's filter keeps resumes by their result, and the export carries their answers.
    const rowsOf = (screening: string) => inboxRows(`job=${code}&kind=resume&screening=${screening}`, "r");
    expect(await rowsOf("misses")).toEqual([apiResume.id]);
    expect(await rowsOf("meets")).toEqual([formResume.id]);
    const records = await exportedRecords(`job=${code}&kind=resume&screening=misses`);
    expect(records).toHaveLength(1);
    expect(records[0]).toContain(',"Misses 1",');
    expect(records[0]).toContain(
      `"Do you hold a valid work permit for the UAE?: no\nNotice period in days: 45\nAnything else?: ${markup.replace(/"/g, '""')}"`,
    );

    // The person's data carries them; erasure removes them.
    const held = await findHeldData(server.db, viaApi);
    expect(held.resumes.map((r) => r.screening_answers.map((a) => [a.label, a.answer, a.meets]))).toEqual([
      [
        ["Do you hold a valid work permit for the UAE?", "no", 0],
        ["Notice period in days", "45", 1],
        ["Anything else?", markup, 1],
      ],
    ]);
    await erasePerson(
      server.db,
      viaApi,
      { actor: { system: "test" }, ip: null },
      { cancelDemos: server.services.demos.cancelForErasure },
    );
    expect(await resumeAnswersOf(apiResume.id)).toEqual([]);
    expect(await resumeAnswersOf(formResume.id)).toHaveLength(3);
  });
});

/** The inbox's rows for a query, by id, of one kind ("a" applications, "r" resumes), in the page's order. */
async function inboxRows(query: string, kind: "a" | "r"): Promise<number[]> {
  const html = await (await hr.get(`/staff/applications?${query}`)).text();
  const body = html.slice(0, html.indexOf("window.__reactRouterContext"));
  return [...body.matchAll(new RegExp(`data-entry="${kind}(\\d+)"`, "g"))].map((m) => Number(m[1]));
}

/** The export's records for a query (quoted fields may hold line breaks), after checking its header. */
async function exportedRecords(query: string): Promise<string[]> {
  const csv = await hr.get(`/staff/applications/export.csv?${query}`);
  const text = Buffer.from(await csv.arrayBuffer())
    .subarray(3)
    .toString("utf8");
  const [header, ...records] = text.slice(0, -2).split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  expect(header).toBe(INBOX_CSV_HEADER.map((h) => `"${h}"`).join(","));
  return records;
}

const resumeOf = (email: string) =>
  server.db.selectFrom("candidates").selectAll().where("email", "=", email).executeTakeFirst();

const resumeAnswersOf = async (id: number) =>
  (
    await server.db
      .selectFrom("resume_screening_answers")
      .select(["label", "answer", "meets"])
      .where("resume_id", "=", id)
      .orderBy("position")
      .execute()
  ).map((r) => [r.label, r.answer, r.meets]);
