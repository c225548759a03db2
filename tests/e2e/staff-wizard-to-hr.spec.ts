import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { samplePdf } from "#tests/support/sample-files";
import { staffMessages } from "~/domain/staff/messages";
import { interactive, JOBS, jobCode } from "./support/careers";
import { queryE2eDatabase } from "./support/database";
import { addStaffUser, signIn } from "./support/staff";
import { typeApplication } from "./support/wizard";

/**
 * The hiring path from end to end, in the browser: a visitor types an application through the four
 * steps of the wizard with a resume attached; HR finds it in the inbox by the name typed, opens it,
 * downloads the resume (the same bytes), shortlists it and reads the move in its history. Marketing is
 * refused the same application, its resume and the inbox.
 */
const HR = "wizard.hr@staff.example";
const HR_NAME = "Hari Wizard";
const MARKETING = "wizard.marketing@staff.example";
/** A surname no seed or other test uses, so the search finds this application only. */
const SURNAME = "Pazhayannurkar";
const NAME = `Lakshmi ${SURNAME}`;
const EMAIL = `lakshmi.${SURNAME.toLowerCase()}@example.in`;
const FILE = `${NAME} CV.pdf`;

test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: HR_NAME, role: "hr" });
  await addStaffUser({ email: MARKETING, name: "Mala Wizard", role: "marketing" });
});

test("HR finds an application typed through the wizard, opens it, downloads the resume file byte for byte, shortlists it and sees the history; marketing is refused it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const pdf = samplePdf(`${NAME} - Curriculum vitae`);

  // A visitor, in a browser of their own, types the application.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/careers/job/${jobCode(JOBS.trainee)}`);
  await interactive(visitor);
  const reference = await typeApplication(visitor, {
    person: { name: NAME, email: EMAIL, city: "Palakkad" },
    job: ["Nila Mutual Insurance", "Palakkad", "Claims Associate", "March", new Date().getFullYear() - 2],
    resume: { name: FILE, mimeType: "application/pdf", buffer: pdf },
  });
  await visitorContext.close();

  // HR signs in and finds it by searching the name typed.
  await signIn(page, HR);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Applications" }).click();
  await page.getByLabel("Search", { exact: true }).fill(NAME);
  await page.getByRole("button", { name: "Show" }).click();
  const table = page.getByRole("region", { name: "Applications and resumes" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: NAME }) });
  await expect(row.getByRole("cell").nth(1)).toHaveText(JOBS.trainee);
  await expect(row.getByRole("cell").nth(3)).toHaveText("New");
  await expect(row.getByRole("cell").nth(5)).toHaveText("Palakkad");
  await row.getByRole("link", { name: NAME }).click();

  // The application as typed, under the reference the visitor was shown.
  await expect(page).toHaveURL(/\/staff\/applications\/\d+$/);
  const id = Number(/\/staff\/applications\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText(EMAIL, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Nila Mutual Insurance" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Kendriya Vidyalaya Kochi" }).first()).toBeVisible();

  // The resume downloads under the name it was sent with, the same bytes as the file chosen.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `Download the resume file: ${FILE}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(FILE);
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

  // One click shortlists it; the history says from what, to what and by whom.
  const pipeline = page.getByRole("region", { name: "Status" });
  await pipeline.getByRole("button", { name: "Shortlist" }).click();
  await expect(pipeline.getByRole("status")).toHaveText("Moved to Shortlisted.");
  const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Received as New");
  await expect(history.nth(1)).toContainText(HR_NAME);
  await expect(history.nth(1)).toContainText("New → Shortlisted");
  // It stays so: after a reload, and in the inbox's row.
  await page.reload();
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").nth(1)).toContainText(
    "New → Shortlisted",
  );
  await page.goto(`/staff/applications?q=${encodeURIComponent(NAME)}`);
  await expect(row.getByRole("cell").nth(3)).toHaveText("Shortlisted");
  expect(queryE2eDatabase("select status from job_applications where id = ?", id)).toEqual([{ status: "shortlisted" }]);

  // Marketing is refused the inbox, this application, its resume and the export, and sees none of it.
  const marketingContext = await browser.newContext();
  const marketing = await marketingContext.newPage();
  await signIn(marketing, MARKETING);
  for (const path of [
    "/staff/applications",
    `/staff/applications?q=${encodeURIComponent(NAME)}`,
    `/staff/applications/${id}`,
  ]) {
    const res = await marketing.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(marketing.getByText(staffMessages.forbidden)).toBeVisible();
    await expect(marketing.getByText(SURNAME)).toHaveCount(0);
  }
  for (const path of [
    `/staff/applications/${id}/resume/download`,
    `/staff/applications/${id}/resume/view`,
    `/staff/applications/export.csv?q=${SURNAME}`,
  ]) {
    const res = await marketing.request.get(path);
    expect(res.status(), path).toBe(403);
    expect(await res.text(), path).not.toContain(SURNAME);
  }
  await marketingContext.close();
});
