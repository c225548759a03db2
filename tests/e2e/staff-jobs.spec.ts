import { expect, test, type Locator, type Page } from "@playwright/test";
import { wizardDraft } from "#tests/support/factories";
import { samplePdf } from "#tests/support/sample-files";
import { jobFormMessages } from "~/domain/job-form";
import { staffJobMessages } from "~/domain/staff/staff-jobs";
import { axeViolationsAtEachWidth } from "./support/axe";
import { interactive, loadWithDraft, opening } from "./support/careers";
import { queryE2eDatabase } from "./support/database";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const HR = "jobs.hr@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Jaya Jobs", role: "hr" });
});

/** Opens a careers accordion item unless it is open already (the first one is). */
async function unfold(item: Locator) {
  if (!(await item.evaluate((d) => (d as HTMLDetailsElement).open))) await item.locator("summary").click();
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Says how the job is offered: a remote contract for two people in India or the UAE, its pay shown. */
async function fillHowOffered(page: Page) {
  await page.getByLabel("Employment type").selectOption("Contract");
  await page.getByLabel("Workplace").selectOption("Remote");
  await page.getByLabel("United Arab Emirates").check();
  await page.getByLabel("India", { exact: true }).check();
  await page.getByLabel("Department").fill("Customer <Care> & Claims");
  await page.getByLabel("Openings").fill("2");
  await page.getByLabel("Salary shown").selectOption("Per month");
  await page.getByLabel("Currency").selectOption("INR");
  await page.getByLabel("Lowest salary").fill("30,000");
  await page.getByLabel("Highest salary").fill("40000");
}

/** Fills the job form of the page as HR types it. */
async function fillJob(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Location").fill("Kochi, Kerala");
  await page.getByLabel("Experience level").fill("Freshers welcome");
  await page.getByLabel("Description").fill("Answer policyholders' questions.\nLog every call.");
  await page.getByLabel("Salary package").fill("₹3 – 4 Lakhs per annum");
  await page.getByLabel("Last date of apply").fill(inDays(25));
  await page.getByLabel("Contact").fill("service.jobs@kavach.example");
}

test("HR creates and publishes a job, a visitor applies through the wizard, HR closes it and the careers page says Closed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Customer Service Associate ${Date.now()}`;
  await signIn(page, HR);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Jobs" }).click();
  await page.getByRole("link", { name: "New job" }).click();

  // A wrong value is refused with its message, and what was typed stays.
  await fillJob(page, title);
  await fillHowOffered(page);
  await page.getByLabel("Contact").fill("service desk @ kochi");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(jobFormMessages.contactEmailInvalid)).toBeVisible();
  await expect(page.getByLabel("Contact")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  // How the job is offered stays as chosen too.
  await expect(page.getByLabel("Workplace")).toHaveValue("remote");
  await expect(page.getByLabel("United Arab Emirates")).toBeChecked();
  await expect(page.getByLabel("Lowest salary")).toHaveValue("30,000");
  await page.getByLabel("Contact").fill("service.jobs@kavach.example");
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(staffJobMessages.created(title))).toBeVisible();
  const code = Number(/\/staff\/jobs\/(\d+)/.exec(page.url())![1]);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(staffJobMessages.published(title))).toBeVisible();
  // The notice of the creation stays behind: the page after an action is the job's plain address.
  await expect(page.getByText(staffJobMessages.created(title))).toHaveCount(0);
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // A visitor finds it on the careers page and applies.
  const visitor = await browser.newPage();
  await visitor.goto("/careers");
  await interactive(visitor);
  const item = opening(visitor, title);
  await unfold(item);
  await item.getByRole("link", { name: `Full application form for ${title}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/careers/job/${code}$`));
  // The job's page says how it is offered, HR's words as text.
  const facts = visitor.locator("dl").first();
  const shown: [string, string][] = [
    ["Employment type", "Contract"],
    ["Workplace", "Remote (India, United Arab Emirates)"],
    ["Salary", "₹30,000 – ₹40,000 a month"],
    ["Department", "Customer <Care> & Claims"],
    ["Openings", "2"],
  ];
  for (const [label, value] of shown)
    await expect(facts.getByText(label, { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(value);
  await loadWithDraft(visitor, code, wizardDraft(4));
  await visitor
    .getByLabel("Resume (pdf, doc, docx, size under 1MB)")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await visitor.getByRole("button", { name: "Submit" }).click();
  await expect(visitor.getByRole("heading", { name: "Your application is submitted" })).toBeVisible();
  expect(queryE2eDatabase("select id from job_applications where job_code = ?", code)).toHaveLength(1);

  // HR sees the application counted, and closes the job.
  await page.goto("/staff/jobs");
  const row = page.locator(`tr[data-job="${code}"]`);
  await expect(row.getByRole("link", { name: `1 application for ${title}` })).toHaveAttribute(
    "href",
    `/staff/applications?job=${code}`,
  );
  await row.getByRole("link", { name: title, exact: true }).click();
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByText(staffJobMessages.closed(title))).toBeVisible();

  await visitor.goto("/careers");
  await interactive(visitor);
  const closed = opening(visitor, title);
  await expect(closed.locator("summary")).toContainText("Closed");
  await unfold(closed);
  await expect(closed.getByRole("button", { name: "Closed" })).toBeDisabled();
  await visitor.close();
});

/**
 * The jobs console's pages in the states worth checking: the list, a new form refused, a job as a draft,
 * published and closed, a copy.
 */
async function visitJobPages(page: Page, visit: (label: string) => Promise<void>) {
  await page.goto("/staff/jobs");
  await visit("jobs list");
  await page.goto("/staff/jobs/new");
  await visit("new job");
  await fillJob(page, `Checked Job ${Date.now()}`);
  await page.getByLabel("Last date of apply").fill("");
  await page.getByLabel("Experience required").check();
  await page.getByLabel("Minimum experience (years)").fill("2");
  await page.getByLabel("Contact").fill("nobody @ nowhere");
  // A remote job without its countries, and a salary shown without its top: each field's message.
  await page.getByLabel("Workplace").selectOption("Remote");
  await page.getByLabel("Salary shown").selectOption("Per year");
  await page.getByLabel("Lowest salary").fill("900000");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(jobFormMessages.contactEmailInvalid)).toBeVisible();
  await expect(page.getByText(jobFormMessages.remoteCountriesMissing)).toBeVisible();
  await expect(page.getByText(jobFormMessages.salaryMaxMissing)).toBeVisible();
  await expect(page.getByLabel("Highest salary")).toHaveAttribute("aria-invalid", "true");
  await visit("new job, refused");
  await page.getByLabel("Workplace").selectOption("Hybrid");
  await page.getByLabel("Highest salary").fill("1,400,000");
  await page.getByLabel("Contact").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await visit("a draft");
  // Each state shows its own notice and buttons.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("button", { name: "Close", exact: true })).toBeVisible();
  await visit("a published job");
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await visit("a closed job");
  // Back to a draft, so the careers pages the other specs read are as they were.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText(/This is a new draft copied from job \d+/)).toBeVisible();
  await visit("a copy");
}

test("the jobs console has no axe violations (WCAG 2.2 AA) at desktop and phone widths", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, HR);
  const failures: string[] = [];
  await visitJobPages(page, async (label) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 375])));
  });
  expect(failures).toEqual([]);
});

test("the jobs console's pages are valid HTML (Nu Html Checker)", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, HR);
  const request = page.context().request;
  const documents: [string, string][] = [];
  await visitJobPages(page, async (label) => {
    // The document as the server sent it; the refused form as posted without JavaScript.
    if (label === "new job, refused") {
      const xsrf = await page.locator('input[name="_xsrf"]').first().inputValue();
      const answer = await request.post("/staff/jobs/new", {
        form: {
          _xsrf: xsrf,
          intent: "save",
          title: "",
          description: "Nu <check>",
          contactInfo: "a @ b",
          workplace: "remote",
          salaryPeriod: "month",
          salaryMin: "x",
        },
        headers: { accept: "text/html" },
      });
      expect(answer.status()).toBe(400);
      documents.push([label, await answer.text()]);
    } else {
      documents.push([label, await (await request.get(page.url())).text()]);
    }
  });
  expect(await htmlErrors(documents)).toEqual([]);
});
