import { expect, test, type Page } from "@playwright/test";
import { JOBS, jobCode, withDatabaseChange } from "./support/careers";
import { addStaffUser, signIn } from "./support/staff";

/**
 * An error screen reached by a click inside the site (not by loading its address) keeps the site's
 * stylesheet: the browser swaps the whole document for the error screen, and the stylesheet put back
 * must carry the page's CSP nonce. Loading the address afresh was always styled.
 */
const HR = "errors.hr@staff.example";
const ADMIN = "errors.admin@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Esha Errors", role: "hr" });
  await addStaffUser({ email: ADMIN, name: "Eko Errors", role: "admin" });
});

/** Records what the browser refused under the page's Content Security Policy. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** The page is styled: the stylesheet's font, not the browser's serif default, and the logo at its size. */
async function expectStyled(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^ui-sans-serif/);
  const logo = await page.locator("header svg").first().boundingBox();
  expect(logo?.height).toBe(32);
  expect(await page.locator("style[data-href]").count()).toBe(1);
}

test("a 404 reached by a click (a job removed while its link was on screen) keeps its styles", async ({ page }) => {
  const violations = cspViolations(page);
  const code = jobCode(JOBS.unpublished);
  await signIn(page, HR);
  await page.goto("/staff/jobs");
  await expectStyled(page);
  const link = page.locator(`tr[data-job="${code}"]`).getByRole("link", { name: JOBS.unpublished, exact: true });
  // The job is renumbered (nothing refers to a draft's code), so its link on the list leads nowhere.
  await withDatabaseChange(
    `update jobs set code = ${code + 900000} where code = ${code}`,
    `update jobs set code = ${code} where code = ${code + 900000}`,
    async () => {
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page).toHaveURL(`/staff/jobs/${code}`);
      await expectStyled(page);
    },
  );
  expect(violations).toEqual([]);
});

test("a 403 reached by a click (the role lowered while the page was open) keeps its styles", async ({ page }) => {
  const violations = cspViolations(page);
  await signIn(page, ADMIN);
  await page.goto("/staff");
  const users = page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Staff accounts" });
  await withDatabaseChange(
    `update staff_users set role = 'hr' where email = '${ADMIN}'`,
    `update staff_users set role = 'admin' where email = '${ADMIN}'`,
    async () => {
      await users.click();
      await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
      await expectStyled(page);
    },
  );
  expect(violations).toEqual([]);
});
