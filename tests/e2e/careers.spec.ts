import { expect, test, type Locator } from "@playwright/test";
import { JOB_FIELD_LABELS } from "#tests/support/job-field-labels";
import { expand, gotoFresh, interactive, JOBS, jobCode, opening, withDatabaseChange } from "./support/careers";

const MONTH_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

async function labelsOf(job: Locator) {
  return job.locator("dt").allInnerTexts();
}

test.describe("careers page", () => {
  test("shows the breadcrumb, intro, openings accordion with the first job open, the connect block and the resume form", async ({
    page,
  }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("Careers")).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(/recruits IT professionals/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Connect to great job opportunities" })).toBeVisible();
    const general = page.getByRole("form", { name: "Send Us Your Resume" });
    await expect(general.getByRole("button", { name: "Proceed" })).toBeVisible();
    await expect(general.locator('input[name="JobCode"]')).toHaveValue("0");

    const items = page.locator("details[name=openings]");
    expect(await items.count()).toBe(6);
    await expect(items.first()).toHaveAttribute("open", "");
    for (let i = 1; i < 6; i++) await expect(items.nth(i)).not.toHaveAttribute("open");
    // Open jobs come first, closed ones after; unpublished and long-closed jobs are not listed.
    await expect(items.nth(4)).toContainText("Closed");
    await expect(items.nth(5)).toContainText("Closed");
    await expect(page.getByText(JOBS.unpublished)).toHaveCount(0);
    await expect(page.getByText(JOBS.closedLongAgo)).toHaveCount(0);
  });

  test("each job shows only its fields, as in docs/product.md §2.8, then Closed or Apply Now", async ({ page }) => {
    await page.goto("/careers");
    const job = (title: string) => opening(page, title);

    const senior = job(JOBS.senior);
    await expand(senior);
    expect(await labelsOf(senior)).toEqual(JOB_FIELD_LABELS.filter((l) => l !== "Last Date of Apply"));
    await expect(senior.getByRole("link", { name: "Apply Now" })).toBeVisible();

    const qa = job(JOBS.qa);
    await expand(qa);
    // Only one opening is expanded at a time.
    await expect(senior).not.toHaveAttribute("open");
    expect(await labelsOf(qa)).toEqual(["Job ID", "Title", "Location", "Description", "Last Date of Apply"]);
    await expect(qa.locator("dd").nth(0)).toHaveText(String(jobCode(JOBS.qa)));
    await expect(qa.locator("dd").last()).toHaveText(MONTH_DATE);

    const analyst = job(JOBS.analyst);
    await expand(analyst);
    expect(await labelsOf(analyst)).toEqual(JOB_FIELD_LABELS);
    await expect(analyst.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      `/careers/job/${jobCode(JOBS.analyst)}`,
    );
    await expect(analyst.getByRole("link", { name: `Full application form for ${JOBS.analyst}` })).toHaveAttribute(
      "href",
      `/careers/job/${jobCode(JOBS.analyst)}`,
    );

    for (const title of [JOBS.closedByFlag, JOBS.closedByDate]) {
      const closed = job(title);
      await expand(closed);
      await expect(closed.getByRole("button", { name: "Closed" })).toBeDisabled();
      await expect(closed.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
      await expect(closed.getByRole("link", { name: `Job page for ${title}` })).toHaveAttribute(
        "href",
        `/careers/job/${jobCode(title)}`,
      );
    }
  });

  test("the accordion works by keyboard", async ({ page }) => {
    await page.goto("/careers");
    await interactive(page);
    const qa = opening(page, JOBS.qa);
    await qa.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(qa).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(qa).not.toHaveAttribute("open");
  });

  test("Apply Now opens the apply modal with that job's resume form; Close and Escape close it and focus returns", async ({
    page,
  }) => {
    await page.goto("/careers");
    await interactive(page);
    const code = jobCode(JOBS.analyst);
    const item = opening(page, JOBS.analyst);
    await expand(item);
    const apply = item.getByRole("link", { name: "Apply Now" });
    await apply.click();

    const dialog = page.getByRole("dialog", { name: `Apply For ${JOBS.analyst} position` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Job Code: ${code}`)).toBeVisible();
    for (const label of ["Name", "Email", "Mobile", "Phone"])
      await expect(dialog.getByLabel(label, { exact: false }).first()).toBeVisible();
    await expect(dialog.locator('input[name="JobCode"]')).toHaveValue(String(code));
    await expect(dialog.getByRole("button", { name: "Proceed" })).toBeVisible();
    // Focus moved into the modal, and the page behind it is inert.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(page).toHaveURL(/\/careers$/);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test("the modal's resume form checks its rules", async ({ page }) => {
    await page.goto("/careers");
    await interactive(page);
    const item = page.locator("details[name=openings]").first();
    await item.getByRole("link", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Proceed" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Name must be entered");
  });

  test("says there is no opening when no job is published", async ({ page }) => {
    await withDatabaseChange(
      "create table if not exists e2e_published as select code, is_published from jobs; update jobs set is_published = 0;",
      "update jobs set is_published = (select p.is_published from e2e_published p where p.code = jobs.code); drop table e2e_published;",
      async () => {
        await gotoFresh(page, "/careers");
        await expect(page.getByText("Currently, there is no opening for any position.")).toBeVisible();
        await expect(page.locator("details[name=openings]")).toHaveCount(0);
      },
    );
    await gotoFresh(page, "/careers");
    await expect(page.locator("details[name=openings]")).toHaveCount(6);
  });
});

test.describe("Apply Job page", () => {
  test("shows the breadcrumb, the job line and the wizard, with JobPosting JSON-LD", async ({ page }) => {
    const code = jobCode(JOBS.analyst);
    await page.goto(`/careers/job/${code}`);
    await expect(page.getByRole("heading", { level: 1, name: "Apply Job" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toHaveText(/Home\s*\/\s*Careers\s*\/\s*Apply Job/);
    await expect(page.getByRole("heading", { level: 2, name: JOBS.analyst })).toBeVisible();
    await expect(page.getByText(`Job ID: ${code}`)).toBeVisible();
    await expect(page.getByText("Job Location: Kochi, Kerala (hybrid)")).toBeVisible();
    await expect(
      page.getByText(
        /Last Date of Apply: (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
      ),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Application progress" })).toBeVisible();
    const about = page.locator("details", { hasText: "About this position" });
    await expect(about).not.toHaveAttribute("open");
    await about.locator("summary").click();
    await expect(about.getByText("Salary Package")).toBeVisible();

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const posting = ld.find((d) => d["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: JOBS.analyst,
      directApply: true,
      identifier: { value: String(code) },
      hiringOrganization: { name: "Kavach InsureTech" },
      // The place of the location, as the careers filter reads it, and its country.
      jobLocation: { address: { addressLocality: "Kochi", addressCountry: "IN" } },
      employmentType: "FULL_TIME",
    });
    expect(posting.description).toContain("underwriters");
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The end of the last date of apply in the company's zone (docs/decisions/0167).
    expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
    await expect(page.getByText("Employment type", { exact: true })).toBeVisible();

    // A job without a last date says nothing of its end: no made-up validThrough.
    await page.goto(`/careers/job/${jobCode(JOBS.senior)}`);
    const seniorLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const seniorPosting = seniorLd.find((d) => d["@type"] === "JobPosting");
    expect(seniorPosting.title).toBe(JOBS.senior);
    expect(seniorPosting).not.toHaveProperty("validThrough");
    await expect(page.getByText(/Last Date of Apply/)).toHaveCount(0);
  });

  for (const title of [JOBS.closedByFlag, JOBS.closedByDate]) {
    test(`a closed job (${title}) shows the closure notice, a link to Careers and no wizard`, async ({ page }) => {
      await page.goto(`/careers/job/${jobCode(title)}`);
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(page.getByText("Applications for this position have closed")).toBeVisible();
      // The job itself is still shown, under the notice.
      const about = page.locator("details", { hasText: "About this position" });
      await expect(about).toHaveAttribute("open", "");
      await expect(about.locator("dt").first()).toHaveText("Job ID");
      await page.getByRole("link", { name: "See current openings on the Careers page" }).click();
      await expect(page).toHaveURL(/\/careers$/);
      await page.goBack();
      await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Application progress" })).toHaveCount(0);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((t) => t.includes("JobPosting"))).toBe(false);
    });
  }

  test("redirects to /careers for a missing id, a malformed id, an unknown job and an unpublished one", async ({
    page,
  }) => {
    for (const path of [
      "/careers/job",
      "/careers/job/",
      "/careers/job/abc",
      "/careers/job/0",
      "/careers/job/999999",
      `/careers/job/${jobCode(JOBS.unpublished)}`,
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/careers$/);
      await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
    }
  });

  test("redirects to /careers when the job lookup fails", async ({ page }) => {
    // Renaming the jobs table for a moment makes the lookup fail the way a database outage would.
    const code = jobCode(JOBS.trainee);
    await withDatabaseChange(
      "alter table jobs rename to jobs_away;",
      "alter table jobs_away rename to jobs;",
      async () => {
        await gotoFresh(page, `/careers/job/${code}`);
        await expect(page).toHaveURL(/\/careers(\?|$)/);
      },
    );
  });
});
