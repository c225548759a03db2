import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND_TITLE } from "~/components/layout/not-found";
import { redirectMessages } from "~/domain/site-content/redirects";
import { axeViolationsAtEachWidth } from "./support/axe";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const MARKETING = "redirects.marketing@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: MARKETING, name: "Rhea Redirects", role: "marketing" });
});

async function addRedirect(page: Page, from: string, to: string, kind: "301" | "302") {
  await page.goto("/staff/content/redirects");
  await page.getByRole("link", { name: "Add a redirect" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a redirect" })).toBeVisible();
  await page.getByLabel("Old address").fill(from);
  await page.getByLabel("New address").fill(to);
  await page.getByLabel("Kind of move").selectOption(kind);
  await page.getByRole("button", { name: "Save the redirect" }).click();
}

test("marketing adds a redirect in the console, a visitor follows it with the query kept, and it is removed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MARKETING);
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Redirects", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();

  await addRedirect(page, "/Our-People/", "/company/team", "301");
  await expect(page.getByText(redirectMessages.added)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Redirect from /our-people" })).toBeVisible();

  // A visitor (no staff session, no JavaScript needed) asks for the old address.
  const visitor = await browser.newPage();
  await visitor.goto("/our-people?ref=newsletter");
  expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe("/company/team?ref=newsletter");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Our Team");

  // A loop is refused, saying which, with what was typed kept.
  await addRedirect(page, "/company/team", "/our-people", "302");
  await expect(page.getByText(redirectMessages.loop("/company/team", "/our-people"))).toBeVisible();
  await expect(page.getByLabel("Old address")).toHaveValue("/company/team");

  await page.goto("/staff/content/redirects");
  await page.getByRole("link", { name: "/our-people" }).click();
  await page.getByRole("button", { name: "Remove the redirect" }).click();
  await expect(page.getByText(redirectMessages.removed("/our-people"))).toBeVisible();
  await visitor.goto("/our-people");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE);
  await visitor.close();
});

/** The redirect pages, each readied and named; the last is a refused addition. */
async function visitRedirectPages(page: Page, visit: (label: string) => Promise<void>) {
  await addRedirect(page, "/brochure-2024", "https://www.example.com/brochure?edition=2024", "302");
  await expect(page.getByText(redirectMessages.added)).toBeVisible();
  await visit("one redirect");
  await page.goto("/staff/content/redirects");
  await visit("redirect list");
  await page.goto("/staff/content/redirects/new");
  await visit("new redirect");
  await addRedirect(page, "/staff/secret", "javascript:alert(1)", "301");
  await expect(page.getByText(redirectMessages.fromReserved("/staff"))).toBeVisible();
  await visit("refused new redirect");
  // Leave no redirect behind for the other checks.
  await page.goto("/staff/content/redirects");
  await page.getByRole("link", { name: "/brochure-2024" }).click();
  await page.getByRole("button", { name: "Remove the redirect" }).click();
  await expect(page.getByText(redirectMessages.removed("/brochure-2024"))).toBeVisible();
}

test("the redirect pages have no axe violations (WCAG 2.2 AA) at desktop and phone widths", async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  await signIn(page, MARKETING);
  await visitRedirectPages(page, async (label) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 375])));
  });
  expect(failures).toEqual([]);
});

test("the redirect pages are valid HTML (Nu Html Checker)", async ({ page }) => {
  test.setTimeout(120_000);
  const documents: [string, string][] = [];
  const request = page.context().request;
  await signIn(page, MARKETING);
  await visitRedirectPages(page, async (label) => {
    // The document as the server sent it; a refused form's answer as posted.
    const answer = label.includes("refused")
      ? await request.post("/staff/content/redirects/new", {
          form: {
            _xsrf: await page.locator('input[name="_xsrf"]').first().inputValue(),
            intent: "create",
            from: "/staff/secret",
            to: "javascript:alert(1)",
            status: "301",
          },
          headers: { accept: "text/html" },
        })
      : await request.get(page.url());
    documents.push([label, await answer.text()]);
  });
  expect(await htmlErrors(documents)).toEqual([]);
});
