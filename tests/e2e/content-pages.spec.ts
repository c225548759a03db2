import { expect, test, type Locator, type Page } from "@playwright/test";
import { clients } from "~/content/clients";
import { demoHref } from "~/content/navigation";
import { featuredProductSlugs, productIndex } from "~/content/product-index";
import { products } from "~/content/products";
import { founder, vicePresidents } from "~/content/team";
import { testimonials } from "~/content/testimonials";

// The seed's featured clients: what a fresh site shows on its home page.
const featuredClients = clients.filter((c) => c.featured);

/** The exact block titles of docs/product.md §2.6. */
const softwareBlocks = [
  "Implementation support",
  "Project Management",
  "Software Customizations",
  "Reports Development",
  "Support to Legacy Systems",
  "Insurance and IT Training",
  "Database Administration",
  "IT Infrastructure Setup",
  "AMC Services",
];
const consultancyBlocks = [
  "Software Solutions Selection & Sourcing",
  "IT Resource Selection & Sourcing",
  "IT Operations Process and Process Guides",
  "Data Security Consultancy",
];

/** The features docs/product.md §2.7 names for particular products, as they must read on the page. */
const specFeatures: Record<string, RegExp[]> = {
  "gi-takaful": [/takaful fund and surplus distribution/i],
  medical: [/in-house and TPA/i, /third-party administrator/i, /claims fraud check using AI/i, /provider portal/i],
  ecrm: [
    /portal for customers|customer portal/i,
    /agent and broker portal/i,
    /bank portal/i,
    /in-house employee portal/i,
    /online quotes/i,
    /online policies/i,
    /renewals/i,
    /endorsements/i,
    /claims intimation/i,
    /payment gateway integration/i,
    /maker-checker for broker policies/i,
    /motor renewal business rules/i,
  ],
  mobile: [
    /iOS/,
    /Android/,
    /registration/i,
    /quick quote/i,
    /policy view/i,
    /renewal and payment/i,
    /claims with photos/i,
    /branch locator/i,
  ],
  survey: [/risk surveys/i, /claim surveys/i],
};

async function expectBreadcrumb(page: Page, trail: { name: string; href?: string }[]) {
  const nav = page.getByRole("navigation", { name: "Breadcrumb" });
  const items = nav.getByRole("listitem");
  await expect(items).toHaveCount(trail.length);
  for (const [i, crumb] of trail.entries()) {
    await expect(items.nth(i)).toHaveText(new RegExp(`${crumb.name.replace(/[&]/g, "\\$&")}$`));
    if (crumb.href)
      await expect(items.nth(i).getByRole("link", { name: crumb.name })).toHaveAttribute("href", crumb.href);
  }
}

async function expectImagesSized(images: Locator) {
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    expect((await img.getAttribute("alt"))?.length ?? 0).toBeGreaterThan(10);
  }
}

test.describe("content pages", () => {
  test("home: banner with 'Schedule a Demo', six products, 100% success and the claims, customers", async ({
    page,
  }) => {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Core insurance software that runs the whole business",
    );
    await expect(main.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", demoHref);

    const section = page.locator("#SectionProduct");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Our Products");
    const cards = section.getByRole("heading", { level: 3 });
    await expect(cards).toHaveText(featuredProductSlugs.map((slug) => productIndex.find((p) => p.slug === slug)!.name));
    for (const slug of featuredProductSlugs) {
      await expect(section.locator(`a[href="/product/${slug}"]`).first()).toBeVisible();
    }

    const success = main.locator("section", {
      has: page.getByRole("heading", { name: /100%\s*Project success rate/ }),
    });
    await expect(success).toBeVisible();
    for (const [value, label] of [
      ["2008", "Founded"],
      ["120+", "Projects delivered"],
      ["40+", "Insurers served"],
      ["100+", "Staff"],
    ]) {
      await expect(success.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(success.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    const customers = main.locator("section", {
      has: page.getByRole("heading", { name: "Featured customers and partners" }),
    });
    await expect(customers.getByRole("img")).toHaveCount(featuredClients.length);
    await expectImagesSized(customers.getByRole("img"));
    await expect(customers.getByRole("link", { name: /full client list/ })).toHaveAttribute("href", "/company/client");

    // Pictures below the fold load lazily; the banner art does not.
    await expect(main.locator("section").first().getByRole("img")).not.toHaveAttribute("loading", "lazy");
    const belowTheFold = main
      .getByRole("region", { name: "Client testimonials" })
      .locator("img")
      .or(customers.locator("img"));
    await expect(belowTheFold).toHaveCount(testimonials.length + featuredClients.length);
    for (const img of await belowTheFold.all()) await expect(img).toHaveAttribute("loading", "lazy");
  });

  test("/#SectionProduct lands on the products section", async ({ page }) => {
    await page.goto("/#SectionProduct");
    await expect(page.locator("#SectionProduct")).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("about us, expertise: heading, breadcrumb and content", async ({ page }) => {
    for (const [path, title, text] of [
      ["/company/about-us", "About Us", /founded in Kochi in 2008/],
      ["/company/expertise", "Expertise", /Takaful/],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectBreadcrumb(page, [{ name: "Home", href: "/" }, { name: title }]);
      await expect(page.locator("main")).toContainText(text);
    }
    await page.goto("/company/about-us");
    await expect(page.locator("main")).toContainText("100%");
    await expect(page.locator("main")).toContainText("120+");
  });

  test("team: a founder and four vice presidents with photo, name and role", async ({ page }) => {
    const res = await page.goto("/company/team");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
    await expectBreadcrumb(page, [{ name: "Home", href: "/" }, { name: "Our Team" }]);
    await expect(page.getByRole("heading", { level: 2, name: founder.name })).toBeVisible();
    await expect(page.getByText(founder.role, { exact: true })).toBeVisible();
    expect(vicePresidents).toHaveLength(4);
    for (const m of [founder, ...vicePresidents]) {
      const photo = page.getByRole("img", { name: `Portrait of ${m.name}, ${m.role}` });
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    for (const m of vicePresidents) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: m.name }) });
      await expect(card).toContainText(m.role);
      expect(m.role).toMatch(/^Vice President/);
    }
  });

  test("clients: the full client list with every logo", async ({ page }) => {
    const res = await page.goto("/company/client");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Clients");
    await expectBreadcrumb(page, [{ name: "Home", href: "/" }, { name: "Our Clients" }]);
    for (const group of ["Insurers", "Takaful operators", "Reinsurers", "Brokers", "Third-party administrators"]) {
      await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
    }
    for (const c of clients) {
      await expect(page.getByRole("heading", { level: 3, name: c.name, exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: `${c.name} logo` })).toHaveCount(1);
    }
    await expectImagesSized(page.locator("main img"));
  });

  for (const [path, title, blocks] of [
    ["/service/software", "Software Services", softwareBlocks],
    ["/service/consultancy", "Consultancy Services", consultancyBlocks],
  ] as const) {
    test(`${path}: exactly the ${blocks.length} blocks of docs/product.md §2.6`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectBreadcrumb(page, [{ name: "Home", href: "/" }, { name: title }]);
      // The blocks are the level-2 headings of the grid; the closing call to action is outside it.
      await expect(page.locator("main ul > li > section > h2")).toHaveText([...blocks]);
    });
  }

  for (const product of products) {
    test(`/product/${product.slug}: breadcrumb, Product Profile, three images and the features`, async ({ page }) => {
      const res = await page.goto(`/product/${product.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
      await expectBreadcrumb(page, [
        { name: "Home", href: "/" },
        { name: "Products", href: "/#SectionProduct" },
        { name: product.name },
      ]);
      await expect(page.getByRole("heading", { level: 2, name: "Product Profile" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Key Features" })).toBeVisible();

      const figures = page.locator("main figure img");
      await expect(figures).toHaveCount(3);
      await expectImagesSized(figures);
      for (const img of await figures.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expect(figures.nth(1)).toHaveAttribute("loading", "lazy");
      await expect(figures.nth(2)).toHaveAttribute("loading", "lazy");

      for (const group of product.featureGroups) {
        await expect(page.getByRole("heading", { level: 3, name: group.title, exact: true })).toBeVisible();
      }
      expect(await page.locator("main li").count()).toBeGreaterThan(10);
      const text = await page.locator("main").innerText();
      for (const feature of specFeatures[product.slug] ?? [])
        expect(text, `${product.slug} names ${feature}`).toMatch(feature);
    });
  }

  test("a product URL in another letter case answers 301 to the lowercase URL; an unknown product 404", async ({
    request,
    page,
  }) => {
    for (const [from, to] of [
      ["/product/GI", "/product/gi"],
      ["/Product/Gi", "/product/gi"],
      ["/PRODUCT/GI-TAKAFUL", "/product/gi-takaful"],
      ["/product/Survey", "/product/survey"],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers()["location"]!, "http://x").pathname, from).toBe(to);
    }
    const res = await page.goto("/product/unknown");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    expect((await request.get("/product/UNKNOWN", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("content pages are served from the page cache after the first visit", async ({ request }) => {
    for (const path of ["/", "/product/medical", "/service/software", "/company/team"]) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()["x-cache"], path).toBe("HIT");
    }
  });
});

test.describe("testimonial carousel", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
  // Controls work only once the page has hydrated and Embla is ready, which it gets when the carousel comes
  // near the screen (docs/decisions/0158).
  // The autoplay delay (docs/product.md §2.3); the page's clock is Playwright's, so the tests jump over it
  // instead of waiting for it.
  const DELAY_MS = 6000;
  // The home page goes back to the top as it hydrates (docs/product.md §2.3): a scroll made before then is
  // undone, and the carousel, off the screen again, waits. So scroll again until it is ready, as a visitor would.
  const ready = async (page: Page) => {
    await expect(async () => {
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(carousel(page)).toHaveAttribute("data-ready", "true", { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  };
  /** The slide a visitor can see and a screen reader can reach: the only one not inert. */
  const currentSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
  const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  test("three slides announced as 'n of 3', each a manager's testimonial", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const slides = carousel(page).locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (const [i, t] of testimonials.entries()) {
      const slide = slides.nth(i);
      await expect(slide).toHaveAttribute("role", "group");
      await expect(slide).toHaveAttribute("aria-label", `${i + 1} of 3`);
      await expect(slide).toContainText(t.title);
      await expect(slide).toContainText(t.name);
      await expect(slide).toContainText(t.designation);
      await expect(slide.locator("img")).toHaveAttribute("src", t.imageUrl);
    }
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
  });

  test("advances by itself after its delay and loops from the third back to the first", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await ready(page);
    // Half the delay on (plus the real time these steps take, well under 3 s): still the first slide.
    await page.clock.fastForward(DELAY_MS / 2);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.fastForward(DELAY_MS / 2 + 1000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    await expect(currentSlide(page)).toContainText(testimonials[1]!.title);
    await carousel(page).getByRole("button", { name: "Show testimonial 3" }).click();
    await blur(page);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 3");
    await page.clock.fastForward(DELAY_MS + 1000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await expect(currentSlide(page)).toContainText(testimonials[0]!.title);
  });

  test("the pause control stops rotation and the play control starts it again", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await ready(page);
    const pause = carousel(page).getByRole("button", { name: "Pause testimonials" });
    await expect(pause).toBeVisible();
    await pause.click();
    await blur(page);
    await page.mouse.move(0, 0);
    const play = carousel(page).getByRole("button", { name: "Play testimonials" });
    await expect(play).toBeVisible();
    await page.clock.fastForward(DELAY_MS * 2);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await play.click();
    await blur(page);
    await expect(carousel(page).getByRole("button", { name: "Pause testimonials" })).toBeVisible();
    await page.clock.fastForward(DELAY_MS + 1000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3");
  });

  test("rotation pauses while the pointer is over the slides", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await ready(page);
    await carousel(page).locator('[aria-roledescription="slide"]').first().hover();
    await page.clock.fastForward(DELAY_MS * 2);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await page.mouse.move(0, 0);
    await page.clock.fastForward(DELAY_MS + 1000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3");
  });

  test("arrow keys, the previous and next buttons and a swipe move between slides, in a loop", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await carousel(page).getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 3");
    await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await carousel(page).getByRole("button", { name: "Previous testimonial" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 3");

    // A swipe to the left brings the next slide (here, after the third, the first).
    const box = (await carousel(page).locator('[aria-roledescription="slide"]').nth(2).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
  });

  test("a slide change takes about 700 ms", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await carousel(page).getByRole("button", { name: "Pause testimonials" }).click();
    const container = carousel(page).locator('[aria-roledescription="slide"]').first().locator("..");
    // Watch the slide track's transform frame by frame until it has been still for half a second.
    const watching = container.evaluate(
      (track: HTMLElement) =>
        new Promise<number>((resolve) => {
          let start = 0;
          let lastChange = 0;
          let last = getComputedStyle(track).transform;
          const tick = (now: number) => {
            const t = getComputedStyle(track).transform;
            if (t !== last) {
              if (!start) start = now;
              lastChange = now;
              last = t;
            }
            if (start && now - lastChange > 500) return resolve(lastChange - start);
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
    const ms = await watching;
    expect(ms).toBeGreaterThan(450);
    expect(ms).toBeLessThan(1000);
  });

  test("does not autoplay when the visitor prefers reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/");
    await ready(page);
    await expect(carousel(page).getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.clock.fastForward(DELAY_MS * 2);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    await context.close();
  });
});
