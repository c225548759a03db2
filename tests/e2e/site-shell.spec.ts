import { expect, test } from "@playwright/test";
import { holdRequests } from "./support/hold-request";

const shellRoutes = ["/", "/privacy-policy", "/terms", "/no-such-page"];

test.describe("site shell", () => {
  for (const route of shellRoutes) {
    test(`header and footer on ${route}`, async ({ page }) => {
      await page.goto(route);
      const header = page.locator("header").first();
      await expect(header.getByRole("link", { name: "Kavach InsureTech home" })).toBeVisible();
      const footer = page.locator("footer");
      for (const name of ["Our Products", "Our Services", "Contact Us", "Support Portal", "Careers"]) {
        await expect(
          footer.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name, exact: true }),
        ).toBeVisible();
      }
      await expect(footer.getByRole("link", { name: "Our Products" })).toHaveAttribute("href", "/#SectionProduct");
      for (const name of ["Facebook", "Twitter", "LinkedIn", "YouTube"]) {
        await expect(footer.getByRole("link", { name: new RegExp(name) })).toBeVisible();
      }
      await expect(footer).toContainText("India");
      await expect(footer).toContainText("UAE");
      await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "Terms of Use" })).toBeVisible();
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    });
  }

  test("an unknown path answers 404 with Page Not Found and a way home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("might have been removed, renamed or be unavailable")).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("privacy policy and terms have real content", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    await expect(page.getByRole("heading", { name: "What the forms collect and why" })).toBeVisible();
    await expect(page.locator("article")).toContainText("Contact Us form");
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Governing law" })).toBeVisible();
  });

  test("a menu opened before the page has hydrated stays open once it has", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The page's script held back: the header is the server's HTML, its menus native <details>.
    const release = await holdRequests(page, "**/assets/entry.client-*.js");
    await page.goto("/", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Products" }).click();
    await expect(nav.getByRole("link", { name: "Survey Management" })).toBeVisible();
    release();
    // The carousel is ready only after the first render's effects, the header's among them, have run.
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await expect(nav.getByRole("link", { name: "Survey Management" })).toBeVisible();
  });

  test("a page brings its own routes, not the whole site's, and its menu's links still navigate in the browser", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/demo");
    type RouterWindow = {
      __reactRouterManifest: { routes: Record<string, unknown> };
      __reactRouterDataRouter?: unknown;
    };
    // The router exists once the page has hydrated; the routes its links lead to are discovered after.
    await page.waitForFunction(() => (window as unknown as RouterWindow).__reactRouterDataRouter);
    const routeIds = await page.evaluate(() =>
      Object.keys((window as unknown as RouterWindow).__reactRouterManifest.routes),
    );
    expect(routeIds).toContain("routes/demo");
    expect(routeIds.filter((id) => id.startsWith("routes/staff/"))).toEqual([]);
    // A document load would drop this mark; a navigation in the browser keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("desktop menus open by keyboard and list every area", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const products = nav.locator("summary", { hasText: "Products" });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Survey Management" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Survey Management" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Careers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule a Demo" }).first()).toHaveAttribute("href", "/demo");
  });

  test("the mobile menu works by keyboard and by touch", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    const button = page.locator("summary", { hasText: "Menu" });
    await button.tap();
    await expect(mobileNav.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await button.tap();
    await expect(mobileNav).toBeHidden();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(mobileNav.getByRole("link", { name: "Careers" })).toBeVisible();
    await mobileNav.getByRole("link", { name: "Careers" }).focus();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await context.close();
  });
});
