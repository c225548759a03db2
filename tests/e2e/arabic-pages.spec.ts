import { expect, test, type Page } from "@playwright/test";
import { HOME_MESSAGES } from "~/content/messages/home";
import { NEWS_MESSAGES } from "~/content/messages/news";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { axeViolationsAtWidths } from "./support/axe";

/**
 * The Arabic home and product pages in a browser: right to left, in Arabic, no wider than a phone's screen, the
 * testimonials carousel moving the way the page reads (its next slide comes from the left, the left arrow key
 * goes on) and the text arrows pointing that way. Screenshots go to /tmp (ARABIC_SCREENSHOTS=DIR elsewhere),
 * to look at, never to commit.
 */
const home = HOME_MESSAGES.ar;
const pages = PAGES_MESSAGES.ar;
const SHOTS = process.env.ARABIC_SCREENSHOTS ?? "/tmp";
const slideName = (n: number) => home.carousel.slide.replace("{n}", String(n)).replace("{total}", "3");

async function expectRightToLeftWithoutOverflow(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    // The page's own width: the window's less the scrollbar's room the page keeps (scrollbar-gutter: stable,
    // 15 px that a headless browser leaves blank in a screenshot). Content wider than it scrolls sideways,
    // even by less than those 15 px, which comparing with innerWidth alone would not see.
    page: document.documentElement.getBoundingClientRect().width,
    // What sticks out of the page on the side a right-to-left page scrolls to (its left; what lies beyond its
    // right edge, such as a visually hidden field, cannot be scrolled to), to say what is wrong when it fails;
    // not what a clipping box hides, such as the carousel's other slides.
    wide: [...document.querySelectorAll("body *")]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        if (r.width === 0 || r.left >= -1) return false;
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== "visible") return false;
        return true;
      })
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""}`),
  }));
  expect(widths.wide, "elements outside the page's width").toEqual([]);
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  expect(widths.scroll).toBeLessThanOrEqual(Math.ceil(widths.page));
}

/** The slide a visitor can see: the only one not inert. */
const carousel = (page: Page) => page.getByRole("region", { name: home.carousel.label });
const currentSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');

/** Controls work once the page has hydrated and Embla is ready, when the carousel comes near the screen. */
async function carouselReady(page: Page) {
  await expect(async () => {
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute("data-ready", "true", { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** A slide's left edge on the screen, once it has stopped moving. */
async function slideLeft(page: Page, n: number) {
  const slide = carousel(page)
    .locator('[aria-roledescription="slide"]')
    .nth(n - 1);
  let last = NaN;
  await expect(async () => {
    const x = (await slide.boundingBox())!.x;
    const settled = x === last;
    last = x;
    expect(settled).toBe(true);
  }).toPass({ intervals: [200, 200, 200, 400, 400], timeout: 5000 });
  return last;
}

for (const width of [375, 1280]) {
  test.describe(`Arabic pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    test("the home page is in Arabic, right to left, within the screen, its arrows pointing the reading way", async ({
      page,
    }) => {
      await page.goto("/ar");
      await expectRightToLeftWithoutOverflow(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: home.scheduleDemo })).toHaveAttribute("href", "/ar/demo");
      await expect(main.getByText(home.alsoAvailable)).toBeVisible();
      await expect(main.getByRole("heading", { name: NEWS_MESSAGES.ar.widget.heading })).toBeVisible();
      // The text arrows (→) are drawn mirrored, pointing left, the way Arabic reads.
      for (const arrow of await main.locator("span.rtl\\:-scale-x-100").all()) {
        // Tailwind's scale utilities set the `scale` property: "-1 1" (or "-100% 100%") mirrors it.
        expect(await arrow.evaluate((e) => getComputedStyle(e).scale)).toMatch(/^-1(00%)? 1(00%)?$/);
      }
      await carouselReady(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/arabic-home-${width}.png`, fullPage: true });
      await expectRightToLeftWithoutOverflow(page);
    });

    test("the product page is in Arabic, right to left, within the screen", async ({ page }) => {
      await page.goto("/ar/product/gi");
      await expectRightToLeftWithoutOverflow(page);
      await expect(page.getByRole("heading", { level: 2, name: pages.product.profile })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: pages.product.keyFeatures })).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
      await expect(crumbs.getByRole("link", { name: pages.crumbs.home })).toHaveAttribute("href", "/ar");
      // The crumbs run right to left: Home is the rightmost.
      const home = (await crumbs.getByRole("link", { name: pages.crumbs.home }).boundingBox())!;
      const products = (await crumbs.getByRole("link", { name: pages.crumbs.products }).boundingBox())!;
      expect(home.x).toBeGreaterThan(products.x);
      // Their chevrons (›) are drawn mirrored, pointing left, the way Arabic reads.
      const chevrons = crumbs.locator('span[aria-hidden="true"]');
      await expect(chevrons).toHaveCount(2);
      for (const chevron of await chevrons.all())
        expect(await chevron.evaluate((e) => getComputedStyle(e).scale)).toMatch(/^-1(00%)? 1(00%)?$/);
      await expect(page.getByRole("link", { name: pages.demoCta.schedule }).last()).toHaveAttribute("href", "/ar/demo");
      await page.screenshot({ path: `${SHOTS}/arabic-product-${width}.png`, fullPage: true });
    });
  });
}

test.describe("the Arabic testimonials carousel", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("its buttons and arrow keys move the slides the way the page reads", async ({ page }) => {
    await page.goto("/ar");
    await carouselReady(page);
    const region = carousel(page);
    await region.getByRole("button", { name: home.carousel.pauseName }).click();
    await expect(region.getByRole("button", { name: home.carousel.playName })).toBeVisible();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(1));

    // The next slide comes in from the left: the first then lies to its right.
    await region.getByRole("button", { name: home.carousel.next }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(2));
    expect(await slideLeft(page, 1)).toBeGreaterThan(await slideLeft(page, 2));
    await region.getByRole("button", { name: home.carousel.previous }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(1));

    // The left arrow key goes on, the right one back (the controls' order is right to left too).
    await region.getByRole("button", { name: home.carousel.next }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(2));
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(3));
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(2));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(3));

    await region.getByRole("button", { name: home.carousel.show.replace("{n}", "1") }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slideName(1));
    const previous = (await region.getByRole("button", { name: home.carousel.previous }).boundingBox())!;
    const next = (await region.getByRole("button", { name: home.carousel.next }).boundingBox())!;
    expect(previous.x).toBeGreaterThan(next.x);
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/arabic-carousel-1280.png` });
  });
});

test.describe("the translated pages' accessibility (axe-core, WCAG 2.2 AA tags)", () => {
  // axe-core must be injected, which the site's CSP rightly forbids: bypass it in this context only.
  test.use({ bypassCSP: true });

  test("zero violations at 375 and 1280 px", async ({ page }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const route of [
      "/ar",
      "/ar/product/gi",
      "/ar/company/news-list",
      "/ar/company/about-us",
      "/ml/company/team",
      "/hi/terms",
    ])
      failures.push(...(await axeViolationsAtWidths(page, route, [1280, 375])));
    expect(failures).toEqual([]);
  });
});
