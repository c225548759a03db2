import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "~/domain/application-pipeline";
import { applicantMailMessages } from "~/domain/staff/applicant-mail";
import { pipelineMessages } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { boardMenuHref, boardMessages, boardPath, daysInStageText } from "~/domain/staff/pipeline-board";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { jobApplication, resumeRequest } from "#tests/support/factories";
import { IMG, SCRIPT } from "#tests/support/markup-submissions";
import { JOBS } from "#tests/support/seeded-jobs";
import { asHtml, signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * One job's pipeline as a board (docs/product.md §10.4.1): its columns and cards with their days in the
 * stage, a move from a card's menu (with the mail question a decision asks), a move made stale by someone
 * else refused with nothing changed, the roles refused, and an applicant's markup drawn as text.
 */
const server = serverForFile();
let hr: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let traineeCode = 0;
let analystCode = 0;
let n = 0;
const DAY_MS = 86_400_000;

const codeOf = async (title: string) =>
  Number((await server.db.selectFrom("jobs").select("code").where("title", "=", title).executeTakeFirstOrThrow()).code);

async function apply(jobCode: number, name: string): Promise<number> {
  const email = `board-${++n}@example.in`;
  const sent = await server
    .client()
    .post("/api/Career/PostJobApplication", jobApplication(jobCode, { personal: { Name: name, Email: email } }));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return (
    await server.db.selectFrom("job_applications").select("id").where("email", "=", email).executeTakeFirstOrThrow()
  ).id;
}

async function sendResume(jobCode: number, name: string): Promise<number> {
  const email = `board-${++n}@example.in`;
  const sent = await server
    .client()
    .post("/api/Career/PostCandidate", resumeRequest({ Name: name, Email: email, JobCode: jobCode }));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return (await server.db.selectFrom("candidates").select("id").where("email", "=", email).executeTakeFirstOrThrow())
    .id;
}

/** Puts a row in a status, changed `days` whole days ago (as if moved then). */
async function placeAt(table: "job_applications" | "candidates", id: number, status: string, days: number) {
  const at = new Date(Date.now() - days * DAY_MS).toISOString();
  await server.db.updateTable(table).set({ status, status_changed_at: at }).where("id", "=", id).execute();
}

const statusOf = async (id: number) =>
  (await server.db.selectFrom("job_applications").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status;
const changesOf = (id: number) =>
  server.db
    .selectFrom("application_status_changes")
    .select(["from_status", "to_status", "actor_user_id", "at", "stay_started_at"])
    .where("kind", "=", "application")
    .where("application_id", "=", id)
    .orderBy("id")
    .execute();
const auditsOf = (id: number) =>
  server.db
    .selectFrom("audit_log")
    .select("detail")
    .where("action", "=", AUDIT_ACTIONS.applicationStatusChanged)
    .where("target_id", "=", String(id))
    .execute();
const mailsTo = (email: string) =>
  server.db
    .selectFrom("mail_outbox")
    .select("template")
    .where("template", "=", "applicant-message")
    .where("person_email", "=", email)
    .execute();

/** The card keys of each column of a board's page, in the order drawn. */
function columnsOf(html: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const sections = html.split('data-column="').slice(1);
  for (const section of sections) {
    const status = section.slice(0, section.indexOf('"'));
    out[status] = [...section.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]!);
  }
  return out;
}

beforeAll(async () => {
  traineeCode = await codeOf(JOBS.trainee);
  analystCode = await codeOf(JOBS.analyst);
  hr = await signedInAs(server, "hr");
  admin = await signedInAs(server, "admin");
});

describe(`the pipeline board on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  let asha = 0;
  let binu = 0;
  let chitra = 0;
  let devi = 0;

  it("draws a column per status, longest in the stage first, with each card's name, reference, days and screening", async () => {
    asha = await apply(traineeCode, "Asha Menon");
    binu = await apply(traineeCode, "Binu Thomas");
    chitra = await apply(traineeCode, "Chitra Pillai");
    devi = await sendResume(traineeCode, "Devi Raj");
    await placeAt("job_applications", asha, "new", 5);
    await placeAt("job_applications", binu, "new", 1);
    await placeAt("job_applications", chitra, "interview", 3);
    await placeAt("candidates", devi, "new", 0);
    // As if the job had asked questions: Binu met every wanted answer, Chitra missed two, Devi's resume one;
    // Asha's application was sent before it asked any.
    await server.db.updateTable("job_applications").set({ screening_misses: 0 }).where("id", "=", binu).execute();
    await server.db.updateTable("job_applications").set({ screening_misses: 2 }).where("id", "=", chitra).execute();
    await server.db.updateTable("candidates").set({ screening_misses: 1 }).where("id", "=", devi).execute();

    const board = await server.services.pipelineBoard.board(traineeCode);
    expect(board).toEqual({
      job: { code: traineeCode, title: JOBS.trainee },
      leftOut: 0,
      columns: APPLICATION_STATUSES.map((status) => ({
        status,
        cards:
          status === "new"
            ? [
                {
                  key: `application:${asha}`,
                  name: "Asha Menon",
                  reference: refA(asha),
                  daysInStage: 5,
                  screening: null,
                },
                {
                  key: `application:${binu}`,
                  name: "Binu Thomas",
                  reference: refA(binu),
                  daysInStage: 1,
                  screening: "Meets all",
                },
                {
                  key: `resume:${devi}`,
                  name: "Devi Raj",
                  reference: refR(devi),
                  daysInStage: 0,
                  screening: "Misses 1",
                },
              ]
            : status === "interview"
              ? [
                  {
                    key: `application:${chitra}`,
                    name: "Chitra Pillai",
                    reference: refA(chitra),
                    daysInStage: 3,
                    screening: "Misses 2",
                  },
                ]
              : [],
      })),
    });

    const page = await hr.browser.get(boardPath(traineeCode));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(asHtml(boardMessages.heading(JOBS.trainee)));
    expect(columnsOf(html)).toEqual({
      new: [`application:${asha}`, `application:${binu}`, `resume:${devi}`],
      screening: [],
      shortlisted: [],
      interview: [`application:${chitra}`],
      offer: [],
      hired: [],
      rejected: [],
      withdrawn: [],
    });
    for (const text of [daysInStageText(5), daysInStageText(1), daysInStageText(0), daysInStageText(3)])
      expect(html).toContain(asHtml(text));
    expect(daysInStageText(5)).toBe("5 days in this stage");
    // Each card's screening result, and none on a card whose job asked nothing.
    const cardHtml = (key: string) => html.slice(html.indexOf(`data-card="${key}"`)).split("</li>")[0]!;
    expect(cardHtml(`application:${binu}`)).toContain(">Screening: Meets all<");
    expect(cardHtml(`application:${chitra}`)).toContain(">Screening: Misses 2<");
    expect(cardHtml(`application:${asha}`)).not.toContain("data-screening");
    expect(cardHtml(`resume:${devi}`)).toContain(">Screening: Misses 1<");
    expect(html).toContain(`>${refA(asha)}<`);
    expect(html).toContain(`href="/staff/resumes/${devi}"`);
    // A closed card's "Move to…" is a link to the board with its menu open, which works without JavaScript.
    expect(html).toContain(`href="${boardMenuHref(traineeCode, `application:${asha}`)}"`);
    expect(html).not.toContain("data-card-menu");
    const opened = await (await hr.browser.get(boardMenuHref(traineeCode, `application:${asha}`))).text();
    const ashaMenu = opened.slice(opened.indexOf(`data-card="application:${asha}"`)).split("</li>")[0]!;
    // The moves allowed from its status, as plain buttons of a plain form posting to the board.
    expect([...ashaMenu.matchAll(/<button type="submit"[^>]* value="(\w+)"/g)].map((m) => m[1])).toEqual([
      "screening",
      "shortlisted",
      "interview",
      "offer",
      "hired",
      "rejected",
      "withdrawn",
    ]);
    expect(ashaMenu).toContain(`action="${boardPath(traineeCode)}"`);
    expect(ashaMenu).toContain('name="from" value="new"');
  });

  it("moves a card from its menu in one transaction, with its change and audit rows", async () => {
    const { status_changed_at: stayStart } = await server.db
      .selectFrom("job_applications")
      .select("status_changed_at")
      .where("id", "=", asha)
      .executeTakeFirstOrThrow();
    expect(stayStart).not.toBeNull();
    const res = await hr.browser.postForm(boardPath(traineeCode), {
      intent: "move",
      card: `application:${asha}`,
      from: "new",
      to: "screening",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(asHtml(boardMessages.about(refA(asha), pipelineMessages.moved("screening"))));
    expect(await statusOf(asha)).toBe("screening");
    expect((await changesOf(asha)).map((c) => [c.from_status, c.to_status, c.actor_user_id])).toEqual([
      ["new", "screening", hr.user.id],
    ]);
    // The move keeps when the stay it ended began (the hiring report's time in each stage).
    expect((await changesOf(asha)).map((c) => c.stay_started_at)).toEqual([stayStart]);
    expect((await auditsOf(asha)).map((a) => JSON.parse(a.detail!))).toEqual([
      { from: "new", to: "screening", withNote: false },
    ]);
    const after = columnsOf(await (await hr.browser.get(boardPath(traineeCode))).text());
    expect(after.screening).toEqual([`application:${asha}`]);
    expect(after.new).toEqual([`application:${binu}`, `resume:${devi}`]);
  });

  it("asks which mail before a decision move, and moves with the choice", async () => {
    const asked = await hr.browser.postForm(boardPath(traineeCode), {
      intent: "move",
      card: `application:${binu}`,
      from: "new",
      to: "rejected",
    });
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain(asHtml(boardMessages.chooseHeading("Binu Thomas", refA(binu), "rejected")));
    expect(question).toContain('name="tell"');
    expect(question).toContain('name="reason"');
    // Nothing moved yet.
    expect(await statusOf(binu)).toBe("new");
    expect(await changesOf(binu)).toEqual([]);

    const told = await hr.browser.postForm(boardPath(traineeCode), {
      intent: "move",
      card: `application:${binu}`,
      from: "new",
      to: "rejected",
      tell: "yes",
      reason: "",
    });
    expect(told.status).toBe(200);
    expect(await told.text()).toContain(
      asHtml(boardMessages.about(refA(binu), applicantMailMessages.movedAndMailed(APPLICATION_STATUS_LABELS.rejected))),
    );
    expect(await statusOf(binu)).toBe("rejected");
    const { email } = await server.db
      .selectFrom("job_applications")
      .select("email")
      .where("id", "=", binu)
      .executeTakeFirstOrThrow();
    expect(await mailsTo(email)).toEqual([{ template: "applicant-message" }]);
  });

  it("refuses a card someone else moved meanwhile, changing nothing and saying who moved it", async () => {
    // The admin moves Chitra on while HR's board still shows her in Interview.
    const first = await admin.browser.postForm(boardPath(traineeCode), {
      intent: "move",
      card: `application:${chitra}`,
      from: "interview",
      to: "offer",
      tell: "no",
    });
    expect(first.status).toBe(200);
    const before = await changesOf(chitra);
    const auditsBefore = await auditsOf(chitra);

    const stale = await hr.browser.postForm(boardPath(traineeCode), {
      intent: "move",
      card: `application:${chitra}`,
      from: "interview",
      to: "shortlisted",
    });
    expect(stale.status).toBe(409);
    const message = boardMessages.about(
      refA(chitra),
      pipelineMessages.stale("offer", {
        by: "Test admin",
        byViewer: false,
        at: formatStaffTime(before[0]!.at, server.config.timeZone),
      }),
    );
    expect(message).toContain("Test admin moved it to Offer on ");
    const html = await stale.text();
    expect(html).toContain(asHtml(message));
    expect(await statusOf(chitra)).toBe("offer");
    expect(await changesOf(chitra)).toEqual(before);
    expect(await auditsOf(chitra)).toEqual(auditsBefore);
    // The board answering the refusal draws the card where it is now.
    expect(columnsOf(html).offer).toEqual([`application:${chitra}`]);
    expect(columnsOf(html).interview).toEqual([]);
  });

  it("answers a card that is not there with a message, and an unknown job with 404", async () => {
    const gone = await hr.browser.postForm(boardPath(traineeCode), {
      intent: "move",
      card: "application:999999",
      from: "new",
      to: "screening",
    });
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain(asHtml(boardMessages.noSuchCard));
    const bad = await hr.browser.postForm(boardPath(traineeCode), {
      intent: "move",
      card: "nonsense",
      from: "new",
      to: "x",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(asHtml(boardMessages.badMove));
    expect((await hr.browser.get(boardPath(999_999))).status).toBe(404);
    expect((await hr.browser.get("/staff/jobs/abc/board")).status).toBe(404);
  });

  it("refuses sales, marketing and interviewers, by GET and by POST, and moves nothing", async () => {
    for (const role of ["sales", "marketing", "interviewer"] as const) {
      const who = await signedInAs(server, role);
      const page = await who.browser.get(boardPath(traineeCode));
      expect(page.status, role).toBe(403);
      expect(await page.text()).toContain(asHtml(staffMessages.forbidden));
      const post = await who.browser.postForm(boardPath(traineeCode), {
        intent: "move",
        card: `resume:${devi}`,
        from: "new",
        to: "screening",
      });
      expect(post.status, role).toBe(403);
    }
    const resume = await server.db
      .selectFrom("candidates")
      .select("status")
      .where("id", "=", devi)
      .executeTakeFirstOrThrow();
    expect(resume.status).toBe("new");
  });

  it("draws markup in an applicant's name as text", async () => {
    const name = `Eve ${IMG}${SCRIPT}`;
    const id = await apply(analystCode, name);
    const html = await (await hr.browser.get(boardPath(analystCode))).text();
    expect(html).not.toContain(IMG);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    // The markup proper, before the hydration data (a script, whose JSON strings are not read as HTML).
    const markup = html.slice(0, html.indexOf("window.__reactRouterContext"));
    expect(markup).toContain(`>${asHtml(name)}</a>`);
    expect(columnsOf(markup).new).toEqual([`application:${id}`]);
  });
});

function refA(id: number) {
  return `A-${String(id).padStart(6, "0")}`;
}
function refR(id: number) {
  return `R-${String(id).padStart(6, "0")}`;
}
