import { expect, test } from "@playwright/test";
import { axeViolations, axeViolationsAtEachWidth, axeViolationsAtWidths } from "./support/axe";
import { JOBS, jobCode, loadWithDraft } from "./support/careers";
import { allPageRoutes, dataRoutes } from "./support/routes";
import { localisedPath } from "~/domain/locale/locale-path";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this context only.
test.use({ bypassCSP: true });

test.describe("accessibility (axe-core, WCAG 2.2 AA tags)", () => {
  test("every page has zero violations at desktop and phone widths", async ({ page, request }) => {
    test.setTimeout(240_000);
    // The demo pages with times are checked in demo.spec.ts too, where a presenter has been set up.
    const routes = [...(await allPageRoutes(request)), "/demo", "/demo?products=gi&products=broker"];
    const failures: string[] = [];
    for (const route of routes) failures.push(...(await axeViolationsAtWidths(page, route, [1280, 375])));
    expect(failures).toEqual([]);
  });

  test("every page in Arabic has zero violations at desktop and phone widths, laid out right to left", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const routes = [...(await allPageRoutes(request)), "/demo", "/careers/resume", "/newsletter", "/privacy-rights"];
    const failures: string[] = [];
    for (const route of routes)
      failures.push(...(await axeViolationsAtWidths(page, localisedPath(route, "ar"), [1280, 375])));
    expect(failures).toEqual([]);
  });

  test("the main pages in Malayalam and Hindi have zero violations", async ({ page, request }) => {
    test.setTimeout(240_000);
    const { openJob } = await dataRoutes(request);
    const routes = ["/", "/product/gi", "/careers", openJob, "/contact-us", "/demo", "/company/team"];
    const failures: string[] = [];
    for (const locale of ["ml", "hi"] as const)
      for (const route of routes)
        failures.push(...(await axeViolationsAtWidths(page, localisedPath(route, locale), [1280])));
    expect(failures).toEqual([]);
  });

  test("the job alert form's own page has zero violations at both widths", async ({ page }) => {
    expect(await axeViolationsAtWidths(page, "/careers/alerts?q=flutter&location=Kochi", [1280, 390])).toEqual([]);
  });

  test("the open mobile menu has zero violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.locator("summary", { hasText: "Menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("accessibility of the careers dialogs", () => {
  test.use({ bypassCSP: true });

  test("the open apply modal, with a validation message showing, has zero violations", async ({ page }) => {
    await page.goto("/careers");
    await page.locator('[data-ready="true"]').first().waitFor();
    const item = page.locator("details[name=openings]").first();
    const apply = item.getByRole("link", { name: "Apply Now" });
    if (!(await apply.isVisible())) await item.locator("summary").click();
    await apply.click();
    const dialog = page.getByRole("dialog", { name: /^Apply For .+ position$/ });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Proceed" }).click();
    await expect(dialog.getByText("Name must be entered")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("accessibility of the forms with their privacy notices open", () => {
  test.use({ bypassCSP: true });

  /** Opens every notice's folded list on the page, so axe checks it too. */
  const openNotices = (page: import("@playwright/test").Page) =>
    page.evaluate(() => {
      for (const d of document.querySelectorAll("[data-privacy-notice] details")) (d as HTMLDetailsElement).open = true;
    });

  test("every form and its open notice have zero violations at 390 and 1280 px", async ({ page }) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    for (const route of [
      "/",
      "/newsletter",
      "/contact-us",
      "/careers",
      "/careers/resume",
      "/privacy-rights",
      "/careers/lost-link",
      "/careers/alerts",
      "/demo?products=gi",
    ])
      failures.push(...(await axeViolationsAtWidths(page, route, [390, 1280], openNotices)));
    await loadWithDraft(page, jobCode(JOBS.trainee), { step: 4 });
    await openNotices(page);
    failures.push(...(await axeViolationsAtEachWidth(page, "wizard step 4", [390, 1280])));
    expect(failures).toEqual([]);
  });
});
