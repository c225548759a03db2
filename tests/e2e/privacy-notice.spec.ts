import { expect, test, type Locator, type Page } from "@playwright/test";
import { interactive, JOBS, jobCode, loadWithDraft } from "./support/careers";

/**
 * Every public form shows its privacy notice beside its submit button (docs/product.md §2.18): the
 * paragraph with the rights, the privacy contact and the complaint route, links to the rights page and
 * the policy, and, folded, the itemised list; the careers forms offer the talent-pool box, unticked.
 */
async function expectNotice(notice: Locator) {
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Data Protection Board of India");
  await expect(notice).toContainText("Privacy contact:");
  await expect(notice.getByRole("link", { name: "How to use your rights" })).toHaveAttribute("href", "/privacy-rights");
  await expect(notice.getByRole("link", { name: "Full privacy policy" })).toHaveAttribute("href", "/privacy-policy");
  const list = notice.getByRole("listitem").first();
  await expect(list).toBeHidden();
  await notice.getByText("What this form collects and how long we keep it").click();
  await expect(list).toBeVisible();
}

const noticeOf = (page: Page, form: string) => page.locator(`[data-privacy-notice="${form}"]`);

test.describe("privacy notices", () => {
  for (const [path, form] of [
    ["/contact-us", "contact"],
    ["/newsletter", "newsletter"],
    ["/", "newsletter"],
    ["/careers/resume", "resume"],
    ["/careers", "resume"],
    ["/privacy-rights", "rights"],
    ["/careers/lost-link", "lost-link"],
    ["/careers/alerts", "job-alert"],
    ["/careers", "job-alert"],
    ["/demo?products=gi", "demo"],
  ] as const) {
    test(`${path} shows the ${form} form's notice`, async ({ page }) => {
      await page.goto(path);
      await expectNotice(noticeOf(page, form).first());
    });
  }

  test("the resume form's consent box is unticked, and the Apply Now modal has the notice", async ({ page }) => {
    await page.goto("/careers");
    await interactive(page);
    await expect(page.getByRole("checkbox", { name: /Keep my resume for other openings/ }).first()).not.toBeChecked();
    const item = page.locator("details[name=openings]").first();
    const apply = item.getByRole("link", { name: "Apply Now" });
    if (!(await apply.isVisible())) await item.locator("summary").click();
    await apply.click();
    const dialog = page.getByRole("dialog", { name: /^Apply For .+ position$/ });
    await expectNotice(dialog.locator('[data-privacy-notice="resume"]'));
    await expect(dialog.getByRole("checkbox", { name: /Keep my resume for other openings/ })).not.toBeChecked();
  });

  test("the wizard's final step shows the notice and the unticked consent box", async ({ page }) => {
    await loadWithDraft(page, jobCode(JOBS.trainee), { step: 4 });
    await expect(page.getByRole("heading", { name: "Resume Upload" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Keep my resume for other openings/ })).not.toBeChecked();
    await expectNotice(noticeOf(page, "application"));
  });

  test("the rights page's form refuses a request without its kind and keeps what was typed", async ({ page }) => {
    await page.goto("/privacy-rights");
    await page.getByLabel("Name").fill("Meera Krishnan");
    await page.getByLabel("Email").fill("meera.rights@example.in");
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Please choose what you are asking for" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("meera.rights@example.in");
    await page.getByLabel("Erase my data").check();
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "We have your request" })).toBeVisible();
  });
});
