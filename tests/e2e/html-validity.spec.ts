import { expect, test, type APIRequestContext } from "@playwright/test";
import { localisedPath } from "~/domain/locale/locale-path";
import { TRANSLATED_LOCALES } from "~/domain/locale/locales";
import { htmlErrors } from "./support/html-checker";
import { JOBS, jobCode, loadWithDraft } from "./support/careers";
import { allPageRoutes } from "./support/routes";

/** Every page of the site by its English address: the fixed and data pages, the forms' pages and the 404. */
async function everyPage(request: APIRequestContext): Promise<string[]> {
  return [
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
}

test("every page's markup is valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(180_000);
  const documents: [string, string][] = [];
  for (const route of await everyPage(request)) documents.push([route, await (await request.get(route)).text()]);
  expect(await htmlErrors(documents)).toEqual([]);
});

test("every page in Arabic, Malayalam and Hindi is valid HTML too", async ({ request }) => {
  test.setTimeout(300_000);
  const documents: [string, string][] = [];
  for (const locale of TRANSLATED_LOCALES)
    for (const route of await everyPage(request)) {
      const path = localisedPath(route, locale);
      documents.push([path, await (await request.get(path)).text()]);
    }
  expect(await htmlErrors(documents)).toEqual([]);
});

test("the wizard's final step, with its notice and consent box, is valid HTML", async ({ page }) => {
  await loadWithDraft(page, jobCode(JOBS.trainee), { step: 4 });
  await page.locator('[data-privacy-notice="application"]').waitFor();
  expect(await htmlErrors([["wizard step 4", await page.content()]])).toEqual([]);
});
