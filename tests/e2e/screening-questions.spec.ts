import { expect, test, type Page } from "@playwright/test";
import { screeningMessages } from "~/domain/screening-questions";
import { boardMessages, boardPath } from "~/domain/staff/pipeline-board";
import { samplePdf } from "#tests/support/sample-files";
import { axeViolationsAtEachWidth } from "./support/axe";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { expand, gotoFresh, interactive, opening } from "./support/careers";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { addCurrentJob, completeSchoolCards, fillStep1, pressNext, RESUME_FIELD, wizardStatus } from "./support/wizard";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const HR = "screening.hr@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Sana Screening", role: "hr" });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** HR makes and publishes a job; answers its code. */
async function publishJob(page: Page, title: string): Promise<number> {
  await page.goto("/staff/jobs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Location").fill("Dubai, UAE");
  await page.getByLabel("Experience level").fill("1 – 3 years");
  await page.getByLabel("Description").fill("Settle motor claims.");
  await page.getByLabel("Last date of apply").fill(inDays(25));
  await page.getByLabel("Contact").fill("claims.jobs@kavach.example");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const code = Number(/\/staff\/jobs\/(\d+)/.exec(page.url())![1]);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  return code;
}

/** Adds a question from the page's "Add a question" form. */
async function addQuestion(page: Page, n: number, q: { label: string; kind: string; wanted?: string; max?: string }) {
  const form = page.getByRole("region", { name: "Add a question" });
  await form.getByLabel("Question", { exact: true }).fill(q.label);
  await form.getByLabel("Kind of answer").selectOption(q.kind);
  if (q.wanted) await form.getByLabel("Wanted answer").fill(q.wanted);
  if (q.max) await form.getByLabel("Wanted: at most").fill(q.max);
  await form.getByRole("button", { name: "Add the question" }).click();
  await expect(page.getByText(screeningMessages.added)).toBeVisible();
  const added = page.getByRole("region", { name: `Question ${n}` });
  await expect(added.getByLabel("Question", { exact: true })).toHaveValue(q.label);
}

test("HR asks two questions, an applicant answers them in the wizard, HR sees the flag and filters the inbox", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Claims Handler ${Date.now()}`;
  await signIn(page, HR);
  const code = await publishJob(page, title);
  await page.getByRole("link", { name: "Screening questions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Screening questions" })).toBeVisible();
  await addQuestion(page, 1, {
    label: "Do you hold a valid work permit for the UAE?",
    kind: "Yes or no",
    wanted: "yes",
  });
  await addQuestion(page, 2, { label: "Notice period in days", kind: "A number", max: "60" });
  const failures = await axeViolationsAtEachWidth(page, "job questions form", [1280, 375]);
  const questionsHtml = await (await page.context().request.get(page.url())).text();

  // The applicant answers them as their own step, one answer missing the wanted value.
  const visitor = await browser.newPage();
  await visitor.goto(`/careers/job/${code}`);
  await interactive(visitor);
  const applicant = `Farah Screened ${Date.now() % 100000}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  await fillStep1(visitor, { name: applicant, email: `screened.${Date.now()}@example.in` });
  await pressNext(visitor);
  await completeSchoolCards(visitor);
  await visitor.getByLabel("No", { exact: true }).check();
  await pressNext(visitor);
  await addCurrentJob(visitor, ["Claims Executive", "Gulf Assure", "Dubai", "January", 2022]);
  await pressNext(visitor);
  await expect(visitor.getByRole("heading", { name: "Screening Questions" })).toBeFocused();
  const progress = visitor.getByRole("navigation", { name: "Application progress" });
  await expect(progress.locator("li")).toHaveCount(5);
  await visitor.getByRole("group", { name: "Do you hold a valid work permit for the UAE?" }).getByLabel("Yes").check();
  await pressNext(visitor);
  await expect(wizardStatus(visitor)).toHaveText(screeningMessages.answerMissing("Notice period in days"));
  await visitor.getByLabel("Notice period in days").fill("90");
  // The step is drawn in the browser: its markup as the browser holds it is what Nu checks.
  const wizardHtml = `<!DOCTYPE html>\n${await visitor.evaluate(() => document.documentElement.outerHTML)}`;
  failures.push(...(await axeViolationsAtEachWidth(visitor, "wizard screening step", [1280, 375])));
  await pressNext(visitor);
  await expect(visitor.getByRole("heading", { name: "Resume Upload" })).toBeVisible();
  await visitor
    .getByLabel(RESUME_FIELD)
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await visitor.getByRole("button", { name: "Submit" }).click();
  await expect(visitor.getByRole("heading", { name: "Your application is submitted" })).toBeVisible();

  // HR sees the flag and filters the inbox by it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/applications?job=${code}`);
  await expect(page.getByText("Screening: Misses 1").first()).toBeVisible();
  await page.getByLabel("Screening").selectOption("Meets all");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("Nothing sent matches.")).toBeVisible();
  await page.getByLabel("Screening").selectOption("Misses any");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/screening=misses/);
  await page.getByRole("link", { name: applicant }).first().click();
  const answers = page.getByRole("region", { name: "Screening questions" });
  await expect(answers.getByRole("row", { name: /Notice period in days/ })).toContainText("90at most 60Misses");
  await expect(answers.getByRole("row", { name: /work permit/ })).toContainText("yesyesMeets");

  // The job's board shows the same result on the applicant's card.
  await page.goto(boardPath(code));
  const applicantCard = page.locator("[data-card]").filter({ hasText: applicant });
  await expect(applicantCard.locator("[data-screening]")).toHaveText(boardMessages.screening("Misses 1"));

  expect(failures).toEqual([]);
  expect(
    await htmlErrors([
      ["job questions form", questionsHtml],
      ["wizard", wizardHtml],
    ]),
  ).toEqual([]);
});

test("a resume for the job asks its questions too: without JavaScript from the job's page, and in the Apply Now modal", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Takaful Underwriter ${Date.now()}`;
  await signIn(page, HR);
  const code = await publishJob(page, title);
  await page.getByRole("link", { name: "Screening questions" }).click();
  const permit = "Do you hold a valid work permit for the UAE?";
  await addQuestion(page, 1, { label: permit, kind: "Yes or no", wanted: "yes" });
  const tag = `${Date.now() % 100000}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  const fill = async (form: ReturnType<Page["locator"]>, name: string, email: string) => {
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Mobile", { exact: true }).fill("9845012345");
    await form
      .getByLabel("Resume (pdf, doc, docx, size under 1MB)")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  };

  // Without JavaScript: the job's page says the wizard needs it and links to the resume form for the job.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await gotoFresh(noScript, `/careers/job/${code}`);
  await noScript.getByRole("link", { name: "Send Us Your Resume" }).click();
  await expect(noScript).toHaveURL(new RegExp(`/careers/resume\\?job=${code}$`));
  const resumeHtml = await noScript.content();
  const plainForm = noScript.locator("form", { has: noScript.getByText(`Job Code: ${code}`) });
  await fill(plainForm, `Omar ${tag}`, `omar.${tag}@example.ae`);
  await plainForm.getByRole("button", { name: "Proceed" }).click();
  await expect(plainForm.getByRole("status")).toHaveText(screeningMessages.answerMissing(permit));
  await expect(plainForm.getByLabel("Name", { exact: true })).toHaveValue(`Omar ${tag}`);
  await plainForm.getByRole("group", { name: permit }).getByLabel("No").check();
  await plainForm
    .getByLabel("Resume (pdf, doc, docx, size under 1MB)")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await plainForm.getByRole("button", { name: "Proceed" }).click();
  await expect(plainForm.getByRole("status")).toHaveText(resumeFormMessages.jobSuccess(title));
  await plain.close();

  // With JavaScript: the careers page's Apply Now asks the same question in its modal.
  const visitor = await browser.newPage();
  await gotoFresh(visitor, "/careers");
  await interactive(visitor);
  const job = opening(visitor, title);
  await expand(job);
  await job.getByRole("link", { name: "Apply Now" }).click();
  const dialog = visitor.getByRole("dialog");
  await expect(dialog.getByRole("group", { name: permit })).toBeVisible();
  await fill(dialog, `Layla ${tag}`, `layla.${tag}@example.ae`);
  await dialog.getByRole("button", { name: "Proceed" }).click();
  await expect(dialog.getByRole("status")).toHaveText(screeningMessages.answerMissing(permit));
  await dialog.getByRole("group", { name: permit }).getByLabel("Yes").check();
  const failures = await axeViolationsAtEachWidth(visitor, "Apply Now with a screening question", [1280, 375]);
  await dialog.getByRole("button", { name: "Proceed" }).click();
  await expect(dialog.getByRole("status")).toHaveText(resumeFormMessages.jobSuccess(title));

  // HR sees each resume's result in the inbox.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/applications?job=${code}&kind=resume`);
  const row = (name: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row(`Omar ${tag}`).locator("[data-screening]")).toHaveText("Screening: Misses 1");
  await expect(row(`Layla ${tag}`).locator("[data-screening]")).toHaveText("Screening: Meets all");

  expect(failures).toEqual([]);
  expect(await htmlErrors([["resume form for a job", resumeHtml]])).toEqual([]);
});
