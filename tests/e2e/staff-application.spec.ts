import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  resumeRequest,
  currentJob,
  jobApplication,
  NO_RESUME,
  pastJob,
  resumePdf,
  resumeUpload,
} from "#tests/support/factories";
import { sampleDocx, sampleDocxWithMacros } from "#tests/support/sample-files";
import {
  APPLICATION_TEXTS,
  IMG,
  marked,
  MARKUP_EMAIL,
  markedApplication,
  markedMessage,
  markedResume,
  markedSubscription,
  MESSAGE_TEXTS,
  RESUME_TEXTS,
  SCRIPT,
} from "#tests/support/markup-submissions";
import { axeViolationsAtEachWidth } from "./support/axe";
import { JOBS, jobCode, withDatabaseChange } from "./support/careers";
import { queryE2eDatabase } from "./support/database";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { submitThroughApi } from "./support/submit";
import { recordDialogs } from "./support/dialogs";

/**
 * One application's page (docs/product.md §10.4) in the browser: HR opens an application sent through the
 * wizard's API, sees the PDF in the page, downloads the resume byte for byte, shortlists it and reads the
 * history; markup typed by a job seeker stays text; axe and the Nu checker pass.
 */
const HR = "detail.hr@staff.example";
/** Sees every page a visitor's words reach: the inbox, the messages, the subscribers, one person's data. */
const ADMIN = "detail.admin@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Hema Hiring", role: "hr" });
  await addStaffUser({ email: ADMIN, name: "Adi Admin", role: "admin" });
});

test("HR opens an application sent through the wizard's API, sees and downloads the resume file, shortlists it and sees the history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `detail.${Date.now()}@example.in`;
  const id = await submitThroughApi(
    page,
    "PostJobApplication",
    jobApplication(jobCode(JOBS.trainee), {
      personal: { Name: "Devika Pillai", Email: email },
      experiences: [pastJob(), currentJob()],
    }),
    email,
  );
  await signIn(page, HR);
  const viewed = page.waitForResponse((r) => r.url().endsWith(`/staff/applications/${id}/resume/view`));
  await page.goto(`/staff/applications/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Devika Pillai" })).toBeVisible();
  await expect(page.getByText(`A-${String(id).padStart(6, "0")}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Malabar General Insurance" })).toBeVisible();

  // The PDF shows in the page: its frame's response is sandboxed and may be framed by this site only.
  const frame = page.locator('iframe[title="Resume file of Devika Pillai"]');
  await frame.scrollIntoViewIfNeeded();
  const view = await (await viewed).allHeaders();
  expect(view["content-security-policy"]).toMatch(/^sandbox;.*frame-ancestors 'self'/);
  expect(view["x-frame-options"]).toBe("SAMEORIGIN");
  // Chromium's PDF viewer opens inside it (a frame of its own).
  await expect.poll(() => page.frames().some((f) => f.url().startsWith("chrome-extension://"))).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the resume file: Anita Raman CV.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Anita Raman CV.pdf");
  expect(readFileSync(await download.path()).equals(resumePdf)).toBe(true);

  const pipeline = page.getByRole("region", { name: "Status" });
  await pipeline.getByRole("button", { name: "Shortlist" }).click();
  await expect(pipeline.getByRole("status")).toHaveText("Moved to Shortlisted.");
  await expect(pipeline).toContainText("Now Shortlisted");
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").nth(1)).toContainText("Hema Hiring");
  await expect(history.getByRole("listitem").nth(1)).toContainText("New → Shortlisted");

  await pipeline.getByLabel("Note with the move (optional)").fill("Panel on Thursday");
  await pipeline.getByLabel("Move to").selectOption({ label: "Interview" });
  await pipeline.getByRole("button", { name: "Move" }).click();
  await expect(pipeline.getByRole("status")).toHaveText("Moved to Interview.");
  await expect(history.getByRole("listitem").nth(2)).toContainText("Shortlisted → Interview");
  await expect(history.getByRole("listitem").nth(2)).toContainText("Panel on Thursday");
  await expect(pipeline.getByLabel("Note with the move (optional)")).toHaveValue("");

  const notes = page.getByRole("region", { name: "Internal notes" });
  await notes.getByLabel("New note").fill("Asked for references.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note added.");
  await expect(notes.getByRole("listitem")).toContainText(["Hema Hiring"]);
  await expect(notes.getByRole("listitem").first()).toContainText("Asked for references.");
  expect(queryE2eDatabase<{ status: string }>("select status from job_applications where id = ?", id)).toEqual([
    { status: "interview" },
  ]);
});

test("markup typed in every field of an application, a resume, a message and a subscription stays text on every staff page: no script runs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs = recordDialogs(page);
  const applicationId = await submitThroughApi(
    page,
    "PostJobApplication",
    markedApplication(jobCode(JOBS.analyst)),
    MARKUP_EMAIL,
  );
  const resumeId = await submitThroughApi(page, "PostCandidate", markedResume(), MARKUP_EMAIL);
  const messageId = await submitThroughApi(page, "PostMessage", markedMessage(), MARKUP_EMAIL);
  const subscriberId = await submitThroughApi(page, "PostSubscriber", markedSubscription(), MARKUP_EMAIL);
  const email = encodeURIComponent(MARKUP_EMAIL);
  const search = encodeURIComponent("markup&lt");
  const applicant = `A ${IMG}${SCRIPT}`;
  const sender = `R ${IMG}${SCRIPT}`;
  await signIn(page, ADMIN);
  for (const [path, texts] of [
    [`/staff/applications/${applicationId}`, APPLICATION_TEXTS],
    [`/staff/resumes/${resumeId}`, RESUME_TEXTS],
    [`/staff/applications?email=${email}`, [applicant, marked("City"), sender]],
    [`/staff/messages?q=${search}`, MESSAGE_TEXTS.slice(0, 3)],
    [`/staff/messages/${messageId}`, MESSAGE_TEXTS],
    [`/staff/subscribers?q=${search}`, [MARKUP_EMAIL]],
    [`/staff/subscribers/${subscriberId}`, [MARKUP_EMAIL]],
    [`/staff/people?email=${email}`, [MARKUP_EMAIL, applicant, sender, marked("Subject")]],
    // No subject holds visitor text (decision 0090): the addresses the mails went to and concern do.
    ["/staff/outbox", [MARKUP_EMAIL]],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const text of texts)
      await expect(page.getByText(text, { exact: false }).first(), `${path}: ${text}`).toBeVisible();
    expect(await page.locator("main img, main script").count(), path).toBe(0);
  }
  await page.goto(`/staff/applications/${applicationId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(IMG);
  // Give any handler that could fire the time to do so.
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});

test("a move refused because it was moved in another tab names who and when, and the page shows the status it is in now", async ({
  page,
}) => {
  const email = `stale.${Date.now()}@example.in`;
  const id = await submitThroughApi(
    page,
    "PostJobApplication",
    jobApplication(jobCode(JOBS.trainee), { personal: { Name: "Stale Tabs", Email: email } }),
    email,
  );
  await signIn(page, HR);
  await page.goto(`/staff/applications/${id}`);
  const other = await page.context().newPage();
  await other.goto(`/staff/applications/${id}`);
  await other.getByRole("region", { name: "Status" }).getByRole("button", { name: "Shortlist" }).click();
  await expect(other.getByRole("region", { name: "Status" }).getByRole("status")).toHaveText("Moved to Shortlisted.");

  // The first tab still shows New: rejecting from there is refused, and the page catches up.
  const pipeline = page.getByRole("region", { name: "Status" });
  await expect(pipeline).toContainText("Now New");
  await pipeline.getByLabel("Note with the move (optional)").fill("Not this time");
  await pipeline.getByRole("button", { name: "Reject" }).click();
  await expect(pipeline.getByRole("alert")).toContainText(
    /^You moved it, in another tab or window, to Shortlisted on \d+ \w+ \d{4}, \d\d:\d\d\./,
  );
  await expect(pipeline).toContainText("Now Shortlisted");
  await expect(pipeline.getByRole("button", { name: "Shortlist" })).toHaveCount(0);
  await expect(pipeline.getByLabel("Note with the move (optional)")).toHaveValue("Not this time");
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").nth(1)).toContainText(
    "New → Shortlisted",
  );
  // Choosing again from what the page shows now works; the rejection template mails by default (§10.13).
  await pipeline.getByRole("button", { name: "Reject" }).click();
  await expect(pipeline.getByRole("status")).toHaveText("Moved to Rejected. The applicant is told by mail.");
  await other.close();
});

test.describe("checkers", () => {
  // axe-core must be injected, which the site's CSP rightly forbids: bypass it in these contexts.
  test.use({ bypassCSP: true });

  async function pages(page: Page) {
    const email = `checked.${Date.now()}@example.in`;
    const applicationId = await submitThroughApi(
      page,
      "PostJobApplication",
      jobApplication(jobCode(JOBS.trainee), { personal: { Email: email }, experiences: [pastJob()] }),
      email,
    );
    const resumeId = await submitThroughApi(page, "PostCandidate", markedResume(), MARKUP_EMAIL);
    const noFile = `checked.nofile.${Date.now()}@example.in`;
    const noFileId = await submitThroughApi(
      page,
      "PostCandidate",
      resumeRequest({ Email: noFile, ...NO_RESUME }),
      noFile,
    );
    const word = `checked.word.${Date.now()}@example.in`;
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    const wordId = await submitThroughApi(
      page,
      "PostCandidate",
      resumeRequest({ Email: word, ...resumeUpload("Word CV.docx", sampleDocx(), docx) }),
      word,
    );
    const macros = `checked.macros.${Date.now()}@example.in`;
    const macrosId = await submitThroughApi(
      page,
      "PostCandidate",
      resumeRequest({ Email: macros, ...resumeUpload("Macro CV.docx", sampleDocxWithMacros(), docx) }),
      macros,
    );
    // Erased as retention or an erasure request leaves it: the page says so and offers no move.
    const erased = `checked.erased.${Date.now()}@example.in`;
    const erasedId = await submitThroughApi(page, "PostCandidate", resumeRequest({ Email: erased }), erased);
    await withDatabaseChange(
      `update candidates set name = '(erased)', email = '', mobile = '', erased_at = '2026-11-20T04:30:00.000Z' where id = ${erasedId}`,
      "select 1",
      async () => {},
    );
    return [
      `/staff/applications/${applicationId}`,
      `/staff/resumes/${resumeId}`,
      `/staff/resumes/${noFileId}`,
      `/staff/resumes/${wordId}`,
      `/staff/resumes/${macrosId}`,
      `/staff/resumes/${erasedId}`,
    ];
  }

  /** Signs HR in and gives the application a history and a note, as the page looks once HR has worked on it. */
  async function signInAndWorkOn(page: Page, applicationPath: string) {
    await signIn(page, HR);
    await page.goto(applicationPath);
    await page.getByRole("region", { name: "Status" }).getByRole("button", { name: "Shortlist" }).click();
    await expect(page.getByRole("region", { name: "Status" }).getByRole("status")).toHaveText("Moved to Shortlisted.");
    const notes = page.getByRole("region", { name: "Internal notes" });
    await notes.getByLabel("New note").fill("Call on Monday.\nSecond line.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByRole("status")).toHaveText("Note added.");
  }

  test("the application and resume pages have no axe violations (WCAG 2.2 AA) at desktop and phone widths", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const paths = await pages(page);
    await signInAndWorkOn(page, paths[0]!);
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      failures.push(...(await axeViolationsAtEachWidth(page, path)));
    }
    expect(failures).toEqual([]);
  });

  test("the application and resume pages are valid HTML (Nu Html Checker)", async ({ page }) => {
    test.setTimeout(120_000);
    const paths = await pages(page);
    await signInAndWorkOn(page, paths[0]!);
    const request = page.context().request;
    const documents: [string, string][] = [];
    for (const path of paths) documents.push([path, await (await request.get(path)).text()]);
    // A page answering a refused note (its message tied to the field).
    await page.goto(paths[0]!);
    const xsrf = await page.locator('input[name="_xsrf"]').first().inputValue();
    const refused = await request.post(paths[0]!, {
      form: { _xsrf: xsrf, intent: "note", note: " " },
      headers: { accept: "text/html" },
    });
    expect(refused.status()).toBe(400);
    documents.push(["refused note", await refused.text()]);
    // A page answering a stale move, made from a page that still said New (its message, the note kept).
    const stale = await request.post(paths[0]!, {
      form: { _xsrf: xsrf, intent: "move", from: "new", to: "interview", note: "Panel on Friday" },
      headers: { accept: "text/html" },
    });
    expect(stale.status()).toBe(409);
    documents.push(["stale move", await stale.text()]);
    expect(await htmlErrors(documents)).toEqual([]);
  });
});
