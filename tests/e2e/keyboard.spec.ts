import { expect, test, type Locator, type Page } from "@playwright/test";
import { samplePdf } from "../support/sample-files";
import { queryE2eDatabase } from "./support/database";
import { interactive, JOBS, jobCode, opening } from "./support/careers";

/**
 * The whole application done with the keyboard alone: every control is reached with Tab (or
 * Shift+Tab) and operated with keys. A control Tab cannot reach fails the test.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

async function typeInto(page: Page, target: Locator, value: string) {
  await tabTo(page, target);
  await page.keyboard.type(value);
}

/**
 * A closed <select> chooses by typing the start of an option's text, as a keyboard user does once the
 * option is there: the districts arrive after the state is chosen ("Loading districts…" until then).
 */
async function choose(page: Page, target: Locator, text: string) {
  const start = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  await expect(target.locator("option").filter({ hasText: start }).first()).toBeAttached();
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target.locator("option:checked")).toHaveText(start);
}

async function press(page: Page, target: Locator, key = "Enter") {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

const year = new Date().getFullYear();

test("a whole application by keyboard alone, from the careers page to the summary", async ({ page }) => {
  test.setTimeout(120_000);
  const code = jobCode(JOBS.trainee);
  await page.goto("/careers");
  await interactive(page);

  // Open the job in the accordion and follow its link to the full form.
  const item = opening(page, JOBS.trainee);
  await press(page, item.locator("summary"));
  await press(page, item.getByRole("link", { name: `Full application form for ${JOBS.trainee}` }));
  await expect(page).toHaveURL(new RegExp(`/careers/job/${code}$`));
  await interactive(page);

  // Step 1
  await typeInto(page, page.getByLabel("Name", { exact: true }), "Keyboard Kavya");
  // Tab enters a radio group at its first option; arrow keys move along it and choose.
  await press(page, page.getByLabel("Male", { exact: true }), "ArrowRight");
  await expect(page.getByLabel("Female")).toBeChecked();
  await tabTo(page, page.getByLabel("Date of Birth"));
  await page.keyboard.type(`0815${year - 25}`);
  await expect(page.getByLabel("Date of Birth")).toHaveValue(`${year - 25}-08-15`);
  await typeInto(page, page.getByLabel("Email", { exact: true }), "keyboard.kavya@example.com");
  await typeInto(page, page.getByRole("textbox", { name: "Mobile", exact: true }), "9847011111");
  await typeInto(page, page.getByLabel("Address Line 1"), "7 Canal Road");
  await typeInto(page, page.getByLabel("Address Line 2"), "Vyttila Junction");
  await typeInto(page, page.getByLabel("City"), "Kochi");
  await choose(page, page.getByLabel("State", { exact: true }), "Kerala");
  await choose(page, page.getByLabel("District", { exact: true }), "Ernakulam");
  await press(page, page.getByRole("button", { name: "Next" }));

  // Step 2: both mandatory cards through the popup, then the entrance question.
  await expect(page.getByRole("heading", { name: "Educational Qualifications" })).toBeFocused();
  const cards = page.getByRole("list", { name: "Qualifications" }).getByRole("listitem");
  for (const [course, finish] of [
    ["SSLC / X / Matriculation", year - 9],
    ["Higher Secondary / Plus Two / Pre-Degree", year - 7],
  ] as const) {
    const edit = cards.filter({ hasText: course }).getByRole("button", { name: /^Edit/ });
    await press(page, edit);
    const dialog = page.getByRole("dialog", { name: "Edit Qualification" });
    await expect(dialog).toBeVisible();
    await choose(page, dialog.getByLabel("Board of Examination"), "Central Board");
    await typeInto(page, dialog.getByLabel("School Name"), "St. Teresa's School");
    await choose(page, dialog.getByLabel("State", { exact: true }), "Kerala");
    await choose(page, dialog.getByLabel("District", { exact: true }), "Ernakulam");
    await typeInto(page, dialog.getByLabel("Percentage of Marks"), "91");
    await choose(page, dialog.getByLabel("Year of Passing"), String(finish));
    await press(page, dialog.getByRole("button", { name: "Save" }));
    await expect(dialog).toBeHidden();
    // Focus comes back to the card's Edit button, so the keyboard user is where they were.
    await expect(edit).toBeFocused();
  }
  await expect(page.getByText("Kindly edit and complete this details")).toHaveCount(0);
  await press(page, page.getByLabel("Yes", { exact: true }), "ArrowRight");
  await expect(page.getByLabel("No", { exact: true })).toBeChecked();
  await press(page, page.getByRole("button", { name: "Next" }));

  // Step 3: one experience through its popup.
  await expect(page.getByText("No work experience recorded")).toBeVisible();
  await press(page, page.getByRole("button", { name: "+ Add Work Experience" }));
  const exp = page.getByRole("dialog", { name: "Add New Work Experience" });
  await expect(exp).toBeVisible();
  await typeInto(page, exp.getByLabel("Company Name"), "Kochi Assurance");
  await typeInto(page, exp.getByLabel("Company Location"), "Kochi");
  await typeInto(page, exp.getByLabel("Designation"), "Intern");
  await choose(page, exp.getByLabel("Start Month"), "January");
  await choose(page, exp.getByLabel("Start Year"), String(year - 2));
  await choose(page, exp.getByLabel("End Month"), "June");
  await choose(page, exp.getByLabel("End Year"), String(year - 2));
  await press(page, exp.getByRole("button", { name: "Save" }));
  await expect(exp).toBeHidden();
  await press(page, page.getByRole("button", { name: "Next" }));

  // Step 4: the file chooser opens from the keyboard; the file itself comes from the system dialog.
  // Listening starts before the keyboard walk, so Playwright intercepts the chooser well before Space.
  const choosing = page.waitForEvent("filechooser");
  const fileInput = page.getByLabel("Resume (pdf, doc, docx, size under 1MB)");
  await tabTo(page, fileInput);
  await page.keyboard.press("Space");
  const chooser = await choosing;
  await chooser.setFiles({ name: "Kavya CV.pdf", mimeType: "application/pdf", buffer: samplePdf("Keyboard Kavya") });
  await press(page, page.getByRole("button", { name: "Submit" }));

  await expect(page.getByRole("heading", { name: "Your application is submitted" })).toBeVisible();
  const rows = queryE2eDatabase<{ name: string; job_code: number }>(
    "select name, job_code from job_applications where email = ?",
    "keyboard.kavya@example.com",
  );
  expect(rows).toEqual([{ name: "Keyboard Kavya", job_code: code }]);
});
