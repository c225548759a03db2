import { expect, test, type Page } from "@playwright/test";
import { axeViolationsAtEachWidth } from "./support/axe";
import { htmlErrors } from "./support/html-checker";
import { queryE2eDatabase } from "./support/database";
import { addStaffUser, signIn } from "./support/staff";

/**
 * The insights reports (docs/product/insights.md §10.16): views a visitor makes are counted, and marketing
 * sees them at /staff/insights the next flush later, with their chart and table; HR sees the hiring report.
 * axe and the Nu checker on both pages at phone and desktop widths.
 */
const MARKETING = { email: "insights.marketing@staff.example", name: "Mira Marketing", role: "marketing" as const };
const HR = { email: "insights.reports.hr@staff.example", name: "Hari Reports", role: "hr" as const };
/** A browser as people use it: the headless one says so in its user agent, and programs are not counted. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36";
const CAMPAIGN = "reports-e2e";
const LABEL = `newsletter / email / ${CAMPAIGN}`;

test.use({ bypassCSP: true });

test.beforeAll(async () => {
  await addStaffUser(MARKETING);
  await addStaffUser(HR);
});

/** The row of the sources table that names the test's campaign, cell by cell. */
const sourceRow = (page: Page) =>
  page.getByRole("region", { name: "Table: Top sources and campaigns" }).getByRole("row").filter({ hasText: CAMPAIGN });

test("marketing sees the views a visitor made, by source, in the chart's table", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const tab = await visitor.newPage();
  for (const path of ["/", "/contact-us", "/"])
    expect((await tab.goto(`${path}?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`))!.status()).toBe(
      200,
    );
  await visitor.close();

  await signIn(page, MARKETING.email);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  // Views reach the database within 5 s (the flush): reload until the row is there.
  await expect(async () => {
    await page.goto("/staff/insights?days=7");
    await expect(sourceRow(page).getByRole("cell")).toHaveText([LABEL, "3", "1", "0"], { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("img", { name: /^Views per day, / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download “Top sources and campaigns” as CSV" })).toHaveAttribute(
    "href",
    "/staff/insights/export/sources?days=7",
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-insights-${width}.png`, fullPage: true });
  }
});

test("a page opened by a click inside the site, without a document load, is counted as a view of that page", async ({
  browser,
}) => {
  const views = (path: string) =>
    queryE2eDatabase<{ n: number }>("select count(*) as n from page_views where path = ?", path)[0]!.n;
  const before = views("/careers");
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const tab = await visitor.newPage();
  await tab.goto("/privacy-policy");
  await tab.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter);
  // A document load would drop this mark; a navigation in the browser keeps it.
  await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
  const data = tab.waitForRequest((request) => new URL(request.url()).pathname === "/careers.data");
  await tab.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
  await data;
  await expect(tab.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await visitor.close();
  // Views reach the database within 5 s (the flush).
  await expect.poll(() => views("/careers"), { timeout: 20_000 }).toBe(before + 1);
});

test("pages opened by clicks inside the site are counted once each: without a loader, and the demo page", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const PATHS = ["/company/expertise", "/company/client", "/terms", "/demo", "/careers"] as const;
  const counts = () =>
    PATHS.map(
      (path) => queryE2eDatabase<{ n: number }>("select count(*) as n from page_views where path = ?", path)[0]!.n,
    );
  const before = counts();
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const tab = await visitor.newPage();
  const dataRequests: string[] = [];
  tab.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) dataRequests.push(pathname);
  });
  await tab.goto("/");
  await tab.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter);
  // A document load would drop this mark; a navigation in the browser keeps it.
  await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
  const main = tab.getByRole("navigation", { name: "Main" });
  // Home -> Expertise -> Clients through the header's Company menu: routes without a loader of their own; the
  // root's data, asked again on every navigation, is the request that counts them (decision 0179).
  for (const [link, heading] of [
    ["Expertise", "Expertise"],
    ["Clients", "Our Clients"],
  ] as const) {
    await main.getByText("Company", { exact: true }).click();
    await main.getByRole("link", { name: link, exact: true }).click();
    await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(dataRequests).toEqual(["/company/expertise.data", "/company/client.data"]);
  // The footer stays the server's HTML (decision 0156): its Terms of Use link loads the page as a document,
  // counted from the HTML; the header's links then navigate in the browser again.
  await tab.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await tab.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter);
  // The demo page asks twice (the navigation's data and its clientLoader's own): one view.
  await tab.getByRole("banner").getByRole("link", { name: "Schedule a Demo" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Schedule a Demo" })).toBeVisible();
  await main.getByRole("link", { name: "Careers" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  expect(dataRequests.sort()).toEqual(
    ["/company/expertise.data", "/company/client.data", "/demo.data", "/demo.data", "/careers.data"].sort(),
  );
  await visitor.close();
  // Views reach the database within 5 s, in the order they were made: once the last is there, so is the rest.
  const expected = before.map((n) => n + 1);
  await expect.poll(counts, { timeout: 20_000 }).toEqual(expected);
});

test("the insights pages have no axe violations and are valid HTML at phone and desktop widths", async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  const documents: [string, string][] = [];
  for (const [who, path] of [
    [MARKETING.email, "/staff/insights"],
    [HR.email, "/staff/insights/hiring"],
  ] as const) {
    await page.context().clearCookies();
    await signIn(page, who);
    await page.goto(path);
    failures.push(...(await axeViolationsAtEachWidth(page, path, [1280, 375])));
    documents.push([path, await (await page.context().request.get(path)).text()]);
  }
  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});
