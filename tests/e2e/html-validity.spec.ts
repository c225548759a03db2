import { expect, test } from "@playwright/test";
import { htmlErrors } from "./support/html-checker";
import { JOBS, jobCode, loadWithDraft } from "./support/careers";
import { allPageRoutes } from "./support/routes";

test("every page's markup is valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(180_000);
  const routes = [
    ...(await allPageRoutes(request)),
    "/newsletter",
    "/careers/resume",
    "/careers/alerts?q=flutter&location=Kochi",
    "/privacy-rights",
    "/careers/lost-link",
    "/demo",
    "/demo?products=gi",
    "/no-such-page",
  ];
  const documents: [string, string][] = [];
  for (const route of routes) documents.push([route, await (await request.get(route)).text()]);
  expect(await htmlErrors(documents)).toEqual([]);
});

test("the wizard's final step, with its notice and consent box, is valid HTML", async ({ page }) => {
  await loadWithDraft(page, jobCode(JOBS.trainee), { step: 4 });
  await page.locator('[data-privacy-notice="application"]').waitFor();
  expect(await htmlErrors([["wizard step 4", await page.content()]])).toEqual([]);
});
