import { expect, test, type Locator, type Page } from "@playwright/test";
import { CAREERS_MESSAGES } from "~/content/messages/careers";
import { fill } from "~/content/messages/shell.en";
import { interactive, JOBS, jobCode } from "./support/careers";
import { wizardStatus } from "./support/wizard";

/**
 * The careers pages in Arabic in a browser: right to left, in Arabic words, the application wizard walked to
 * its last step (the resume) with its checks' messages in Arabic, its steps and buttons laid out from the
 * right. Screenshots go to /tmp (CAREERS_SCREENSHOTS=DIR elsewhere), to look at, never to commit. The lookup
 * lists (states, boards, months) are the database's and stay English.
 */
const ar = CAREERS_MESSAGES.ar;
const SHOTS = process.env.CAREERS_SCREENSHOTS ?? "/tmp";
const year = new Date().getFullYear();

async function expectArabicWithoutOverflow(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.getBoundingClientRect().width,
  }));
  expect(scroll, "the page is no wider than the window").toBeLessThanOrEqual(Math.ceil(width));
}

const next = (page: Page) => page.getByRole("button", { name: ar.wizard.next, exact: true }).click();

/** Completes one mandatory school card through its popup, by its Arabic labels. */
async function completeSchoolCard(page: Page, card: Locator, finishYear: number) {
  await card.getByRole("button", { name: new RegExp(`^${ar.qualifications.editOne.split("{")[0]}`) }).click();
  const dialog = page.getByRole("dialog", { name: ar.qualifications.editTitle });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel(ar.qualifications.board, { exact: true })
    .selectOption({ label: "Central Board of Secondary Education (CBSE)" });
  await dialog.getByLabel(ar.qualifications.school, { exact: true }).fill("Kendriya Vidyalaya Kochi");
  await dialog.getByLabel(ar.qualifications.state, { exact: true }).selectOption({ label: "Kerala" });
  await dialog.getByLabel(ar.qualifications.district, { exact: true }).selectOption({ label: "Ernakulam" });
  await dialog.getByLabel(ar.qualifications.percentage).fill("88.5");
  await dialog.getByLabel(ar.qualifications.yearOfPassing).selectOption(String(finishYear));
  await dialog.getByRole("button", { name: ar.wizard.save }).click();
  await expect(dialog).toBeHidden();
}

test.describe("the careers pages in Arabic", () => {
  test("walks the wizard to its resume step in Arabic, right to left, with Arabic messages", async ({ page }) => {
    const code = jobCode(JOBS.analyst);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/ar/careers/job/${code}`);
    await interactive(page);
    await expectArabicWithoutOverflow(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.crumbs.applyJob);

    // Step 1: the steps read from the right, the first step current.
    const progress = page.getByRole("navigation", { name: ar.wizard.progress });
    const steps = progress.locator("li");
    await expect(steps).toHaveCount(4);
    await expect(progress.locator("[aria-current=step]")).toContainText(ar.wizard.steps.personal);
    await expect(progress.locator("[aria-current=step]")).toContainText(ar.wizard.stepCurrent.trim());
    const first = (await steps.first().boundingBox())!;
    const last = (await steps.last().boundingBox())!;
    expect(first.x, "step 1 is at the right").toBeGreaterThan(last.x);

    // Next with nothing typed: the first rule's message, in Arabic.
    await next(page);
    await expect(wizardStatus(page)).toHaveText(ar.validation.nameRequired);
    await page.screenshot({ path: `${SHOTS}/careers-ar-step1-1280.png`, fullPage: true });

    await page.getByLabel(ar.personal.name, { exact: true }).fill("Anita Raman");
    await page.getByLabel(ar.personal.female).check();
    // Under 18: the message beside the date of birth, in Arabic.
    await page.getByLabel(ar.personal.birthDate).fill(`${year - 10}-08-15`);
    await next(page);
    await expect(page.getByText(ar.validation.underAge)).toBeVisible();
    await page.getByLabel(ar.personal.birthDate).fill(`${year - 30}-08-15`);
    await page.getByLabel(ar.personal.email, { exact: true }).fill("anita.raman@example.com");
    await page.getByRole("textbox", { name: ar.personal.mobile, exact: true }).fill("9847012345");
    await page.getByLabel(ar.personal.address1).fill("12 Lake View Apartments");
    await page.getByLabel(ar.personal.address2).fill("Seaport Airport Road");
    await page.getByLabel(ar.personal.city, { exact: true }).fill("Kochi");
    await page.getByLabel(ar.personal.state, { exact: true }).selectOption({ label: "Kerala" });
    await page.getByLabel(ar.personal.district, { exact: true }).selectOption({ label: "Ernakulam" });
    await next(page);

    // Step 2: the school cards through their popups, no entrance examination.
    await expect(page.getByRole("heading", { name: ar.wizard.steps.qualifications })).toBeFocused();
    await expect(steps.first()).toContainText(ar.wizard.stepDone.trim());
    await next(page);
    await expect(wizardStatus(page)).toHaveText(ar.validation.qualificationsIncomplete);
    const cards = page.getByRole("list", { name: ar.qualifications.list }).getByRole("listitem");
    await expect(cards.first()).toContainText(ar.qualifications.mandatory);
    await completeSchoolCard(page, cards.filter({ hasText: "SSLC / X / Matriculation" }), year - 14);
    await completeSchoolCard(page, cards.filter({ hasText: "Higher Secondary / Plus Two / Pre-Degree" }), year - 12);
    await next(page);
    await expect(wizardStatus(page)).toHaveText(ar.validation.entranceUnanswered);
    await page.getByLabel(ar.wizard.no, { exact: true }).check();
    await next(page);

    // Step 3: a popup's check in Arabic, then one current job.
    await expect(page.getByRole("heading", { name: ar.wizard.steps.experiences })).toBeFocused();
    await expect(page.getByText(ar.experiences.none)).toBeVisible();
    await page.getByRole("button", { name: ar.experiences.add }).click();
    const dialog = page.getByRole("dialog", { name: ar.experiences.addTitle });
    await dialog.getByRole("button", { name: ar.wizard.save }).click();
    await expect(dialog.getByRole("status")).toHaveText(ar.validation.companyRequired);
    await dialog.getByLabel(ar.experiences.company).fill("Malabar General Insurance");
    await dialog.getByLabel(ar.experiences.companyLocation).fill("Kochi");
    await dialog.getByLabel(ar.experiences.designation).fill("Business Analyst");
    await dialog.getByLabel(ar.experiences.startMonth).selectOption({ label: "June" });
    await dialog.getByLabel(ar.experiences.startYear).selectOption(String(year - 6));
    await dialog.getByLabel(ar.experiences.currentlyWorking).check();
    await dialog.getByRole("button", { name: ar.wizard.save }).click();
    await expect(dialog).toBeHidden();
    const jobs = page.getByRole("list", { name: ar.experiences.list });
    await expect(jobs).toContainText("Malabar General Insurance");
    await expect(jobs).toContainText(fill(ar.experiences.present, { start: `June ${year - 6}` }));
    await next(page);

    // Step 4, the last: the resume, Submit waiting for it; Back at the right of Submit.
    await expect(page.getByRole("heading", { name: ar.wizard.steps.resume })).toBeFocused();
    await expect(progress.locator("[aria-current=step]")).toContainText(ar.wizard.steps.resume);
    await expect(page.getByText(ar.wizard.chooseHint)).toBeVisible();
    const submit = page.getByRole("button", { name: ar.wizard.submit, exact: true });
    const back = page.getByRole("button", { name: ar.wizard.back, exact: true });
    await expect(submit).toBeDisabled();
    expect((await back.boundingBox())!.x, "Back is at the right").toBeGreaterThan((await submit.boundingBox())!.x);
    await page.screenshot({ path: `${SHOTS}/careers-ar-step4-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectArabicWithoutOverflow(page);
    await page.screenshot({ path: `${SHOTS}/careers-ar-step4-375.png`, fullPage: true });
    const wizard = page.locator('[data-ready="true"]').first();
    await wizard.screenshot({ path: `${SHOTS}/careers-ar-wizard-step4-375.png` });

    // A wrong file is refused in Arabic.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("not a resume") });
    await expect(wizardStatus(page)).toHaveText(fill(ar.validation.fileInvalid, { file: "cv.txt" }));

    // Back to step 1 at a phone's width, its message in Arabic.
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: ar.wizard.back, exact: true }).click();
    await page.getByLabel(ar.personal.name, { exact: true }).fill("");
    await next(page);
    await expect(wizardStatus(page)).toHaveText(ar.validation.nameRequired);
    await page.screenshot({ path: `${SHOTS}/careers-ar-step1-375.png`, fullPage: true });
    await wizard.screenshot({ path: `${SHOTS}/careers-ar-wizard-step1-375.png` });
  });

  test("shows the careers page in Arabic and keeps the filter's address in the language", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/ar/careers");
      await interactive(page);
      await expectArabicWithoutOverflow(page);
      await expect(page.getByRole("heading", { name: ar.careers.openingsHeading })).toBeVisible();
      await expect(page.getByRole("img", { name: ar.careers.illustration })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/careers-ar-page-${width}.png`, fullPage: true });
      await page
        .locator('section[aria-labelledby="openings-heading"]')
        .screenshot({ path: `${SHOTS}/careers-ar-openings-${width}.png` });
    }
    const search = page.getByRole("searchbox", { name: ar.filter.search });
    await expect(search).toHaveAttribute("placeholder", ar.filter.searchPlaceholder);
    await page.locator('form[role="search"][data-ready="true"]').waitFor();
    await search.fill("zzzz-nothing");
    await expect(page.getByText(ar.filter.noMatch)).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/careers\?q=zzzz-nothing$/);
    await page.getByText(ar.filter.clear).first().click();
    await expect(page).toHaveURL(/\/ar\/careers$/);
    await expect(page.getByTestId("job-alert-filter")).toHaveText(fill(ar.alert.intro, { what: ar.alert.every }));
  });
});
