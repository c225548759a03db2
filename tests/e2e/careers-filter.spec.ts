import { expect, test, type Page } from "@playwright/test";
import { jobFilterMessages } from "~/domain/job-filter";
import { axeViolations } from "./support/axe";
import { interactive, JOBS, opening } from "./support/careers";
import { htmlErrors } from "./support/html-checker";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const openings = (page: Page) => page.locator("details[name=openings]");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search openings" });
const location = (page: Page) => page.getByRole("combobox", { name: "Location" });
const level = (page: Page) => page.getByRole("combobox", { name: "Experience" });

test.describe("the careers filter with JavaScript", () => {
  test("filters as the visitor types and chooses, keeps the filter in the URL without reloading, and clears", async ({
    page,
  }) => {
    await page.goto("/careers");
    await interactive(page);
    await expect(openings(page)).toHaveCount(6);
    // A mark on the window survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));

    await search(page).pressSequentially("flut");
    await expect(openings(page)).toHaveCount(1);
    await expect(opening(page, JOBS.closedByFlag)).toHaveAttribute("open", "");
    await expect(page).toHaveURL(/\/careers\?q=flut$/);
    await expect(page.getByText(jobFilterMessages.matches(1, 6))).toBeVisible();

    await search(page).fill("");
    await location(page).selectOption("Kochi");
    await expect(openings(page)).toHaveCount(4);
    // The first of the jobs that remain is the one open (the accordion's rule).
    await expect(openings(page).first()).toHaveAttribute("open", "");
    await level(page).selectOption({ label: "3–5 years" });
    await expect(openings(page)).toHaveCount(1);
    await expect(opening(page, JOBS.senior)).toBeVisible();
    await expect(page).toHaveURL(/\/careers\?location=Kochi&level=3-5$/);

    // Enter submits nothing: the list is filtered already.
    await search(page).press("Enter");
    await level(page).selectOption({ label: "6+ years" });
    await expect(openings(page)).toHaveCount(0);
    await expect(page.getByText(jobFilterMessages.noMatch)).toBeVisible();
    await page.getByRole("link", { name: jobFilterMessages.clear }).click();
    await expect(openings(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/careers$/);
    await expect(search(page)).toBeFocused();
    await expect(location(page)).toHaveValue("");
    await expect(level(page)).toHaveValue("");

    expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
    expect(requests.filter((u) => new URL(u).pathname.startsWith("/careers"))).toEqual([]);
  });

  test("a filtered address opens filtered, and the filter reads back into the form", async ({ page }) => {
    await page.goto("/careers?q=dart&location=dubai");
    await interactive(page);
    await expect(openings(page)).toHaveCount(1);
    await expect(search(page)).toHaveValue("dart");
    await expect(location(page)).toHaveValue("Dubai");
    await search(page).fill("");
    await expect(openings(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/careers\?location=Dubai$/);
  });
});

test.describe("the careers filter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form asks the server, which answers with the list filtered; no match offers to clear", async ({ page }) => {
    await page.goto("/careers");
    await search(page).fill("insurance");
    await location(page).selectOption("Kochi");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/careers\?q=insurance&location=Kochi&level=$/);
    // "insurance" is in these three titles or descriptions; the other Kochi job says nothing of it.
    await expect(openings(page)).toHaveCount(3);
    for (const title of [JOBS.analyst, JOBS.senior, JOBS.trainee]) await expect(opening(page, title)).toBeVisible();
    await expect(search(page)).toHaveValue("insurance");

    await search(page).fill("cobol");
    await search(page).press("Enter");
    await expect(page).toHaveURL(/q=cobol/);
    await expect(openings(page)).toHaveCount(0);
    await expect(page.getByText(jobFilterMessages.noMatch)).toBeVisible();
    await page.getByRole("link", { name: jobFilterMessages.clear }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(openings(page)).toHaveCount(6);
  });
});

test("the filtered page and the no-match page pass axe and the Nu Html Checker", async ({ page, request }) => {
  const documents: [string, string][] = [];
  for (const path of ["/careers?q=insurance&location=Kochi&level=0-2", "/careers?q=%3Cb%3Ecobol%3C%2Fb%3E"]) {
    await page.goto(path);
    await interactive(page);
    expect(await axeViolations(page), path).toEqual([]);
    documents.push([path, await (await request.get(path)).text()]);
  }
  expect(await htmlErrors(documents)).toEqual([]);
});
