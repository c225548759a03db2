import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The application wizard as a visitor types it, for the browser tests that fill it step by step
 * (tests/e2e/apply-wizard.spec.ts, and the staff tests that start from a real application).
 */
const year = new Date().getFullYear();

/** The wizard's message line: the last live status with text. */
export const wizardStatus = (page: Page) => page.getByRole("status").filter({ hasNotText: /^$/ }).last();
export const pressNext = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** The applicant every typed application starts from; a test changes what it is about. */
export type TypedPerson = { name: string; email: string; mobile: string; city: string };
export const TYPED_PERSON: TypedPerson = {
  name: "Anita Raman",
  email: "anita.raman@example.com",
  mobile: "9847012345",
  city: "Kochi",
};

/** Step 1's mandatory fields, as typed: the person's name, e-mail, mobile and city, a Kochi address. */
export async function fillStep1(page: Page, person: Partial<TypedPerson> = {}) {
  const p = { ...TYPED_PERSON, ...person };
  await page.getByLabel("Name", { exact: true }).fill(p.name);
  await page.getByLabel("Female").check();
  await page.getByLabel("Date of Birth").fill(`${year - 30}-08-15`);
  await page.getByLabel("Email", { exact: true }).fill(p.email);
  await page.getByRole("textbox", { name: "Mobile", exact: true }).fill(p.mobile);
  await page.getByLabel("Address Line 1").fill("12 Lake View Apartments");
  await page.getByLabel("Address Line 2").fill("Seaport Airport Road");
  await page.getByLabel("City").fill(p.city);
  await page.getByLabel("State", { exact: true }).selectOption({ label: "Kerala" });
  await page.getByLabel("District", { exact: true }).selectOption({ label: "Ernakulam" });
}

/** Completes one of the two mandatory school cards of step 2 through its popup. */
export async function completeSchoolCard(page: Page, card: Locator, finishYear: number) {
  await card.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Qualification" });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel("Board of Examination")
    .selectOption({ label: "Central Board of Secondary Education (CBSE)" });
  await dialog.getByLabel("School Name").fill("Kendriya Vidyalaya Kochi");
  await dialog.getByLabel("State", { exact: true }).selectOption({ label: "Kerala" });
  await dialog.getByLabel("District", { exact: true }).selectOption({ label: "Ernakulam" });
  await dialog.getByLabel("Percentage of Marks").fill("88.5");
  await dialog.getByLabel("Year of Passing").selectOption(String(finishYear));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

/** Step 2's qualification cards. */
export const qualificationCards = (page: Page) =>
  page.getByRole("list", { name: "Qualifications" }).getByRole("listitem");

/** Completes both mandatory school cards (SSLC 14 years ago, Plus Two 12 years ago). */
export async function completeSchoolCards(page: Page) {
  const cards = qualificationCards(page);
  await completeSchoolCard(page, cards.filter({ hasText: "SSLC / X / Matriculation" }), year - 14);
  await completeSchoolCard(page, cards.filter({ hasText: "Higher Secondary / Plus Two / Pre-Degree" }), year - 12);
}

/** Types a job into the experience popup: company, location, designation, start month (its name) and year. */
export async function typeJob(dialog: Locator, job: [string, string, string, string, number]) {
  const [company, location, designation, startMonth, startYear] = job;
  await dialog.getByLabel("Company Name").fill(company);
  await dialog.getByLabel("Company Location").fill(location);
  await dialog.getByLabel("Designation").fill(designation);
  await dialog.getByLabel("Start Month").selectOption({ label: startMonth });
  await dialog.getByLabel("Start Year").selectOption(String(startYear));
}

/** Adds, on step 3, a job the applicant holds now. */
export async function addCurrentJob(page: Page, job: [string, string, string, string, number]) {
  await page.getByRole("button", { name: "+ Add Work Experience" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Work Experience" });
  await typeJob(dialog, job);
  await dialog.getByLabel("I am currently working here").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

export const RESUME_FIELD = "Resume (pdf, doc, docx, size under 1MB)";

/**
 * Types a whole application on the wizard already open in `page`, for a job that asks for no CTC:
 * step 1 as fillStep1, both school cards, no entrance examination, one current job, and the resume
 * attached; submits and waits for the confirmation. Answers the reference number shown.
 */
export async function typeApplication(
  page: Page,
  o: {
    person?: Partial<TypedPerson>;
    job: [string, string, string, string, number];
    resume: Parameters<Locator["setInputFiles"]>[0];
  },
): Promise<string> {
  await fillStep1(page, o.person);
  await pressNext(page);
  await expect(page.getByRole("heading", { name: "Educational Qualifications" })).toBeFocused();
  await completeSchoolCards(page);
  await page.getByLabel("No", { exact: true }).check();
  await pressNext(page);
  await expect(page.getByRole("heading", { name: "Work Experiences" })).toBeVisible();
  await addCurrentJob(page, o.job);
  await pressNext(page);
  await expect(page.getByRole("heading", { name: "Resume Upload" })).toBeVisible();
  await page.getByLabel(RESUME_FIELD).setInputFiles(o.resume);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Your application is submitted" })).toBeVisible();
  const line = page.getByText(/^Your reference number is A-\d{6,}\./);
  return /A-\d{6,}/.exec((await line.textContent()) ?? "")![0];
}
