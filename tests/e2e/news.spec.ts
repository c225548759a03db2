import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";

type NewsItem = { Code: number; Title: string; Description: string; ImageUrl: string; NewsDate: string };

/** docs/product.md §2.5: 'MMMM d, y', e.g. 'March 7, 2026'. */
function expectedDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** docs/product.md §3.2: the first 100 characters followed by '..' when longer, whole otherwise. */
function expectedPreview(description: string) {
  const chars = Array.from(description);
  return chars.length > 100 ? chars.slice(0, 100).join("") + ".." : description;
}

async function news(request: APIRequestContext, count: number): Promise<NewsItem[]> {
  const res = await request.get(`/api/News/GetAllNews/${count}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as NewsItem[];
}

/** Checks that each card shows its story's title, date and preview, in the stories' order. */
async function expectCards(cards: Locator, stories: NewsItem[]) {
  await expect(cards).toHaveCount(stories.length);
  for (const [i, story] of stories.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading")).toHaveText(story.Title);
    await expect(card.locator("time")).toHaveText(expectedDate(story.NewsDate));
    await expect(card.locator("time")).toHaveAttribute("datetime", story.NewsDate);
    await expect(card.getByTestId("news-preview")).toHaveText(expectedPreview(story.Description));
    await expect(card.locator("img")).toHaveAttribute("src", story.ImageUrl);
    await expect(card.getByRole("link", { name: story.Title })).toHaveAttribute(
      "href",
      `/company/news?id=${story.Code}`,
    );
  }
}

function datesInOrder(texts: string[]) {
  const times = texts.map((t) => Date.parse(t));
  for (const t of times) expect(Number.isNaN(t)).toBe(false);
  return times.every((t, i) => i === 0 || times[i - 1]! >= t);
}

test.describe("news", () => {
  test("the home widget shows exactly the three newest stories, in date order, with previews and dates", async ({
    page,
    request,
  }) => {
    const all = await news(request, 0);
    const three = await news(request, 3);
    expect(three).toEqual(all.slice(0, 3));
    await page.goto("/");
    const widget = page.getByRole("region", { name: "Latest from Kavach InsureTech" });
    const cards = widget.getByTestId("news-card");
    await expectCards(cards, three);
    expect(datesInOrder(await cards.locator("time").allTextContents())).toBe(true);
    // Previews really are cut: the seeded descriptions are all longer than 100 characters.
    for (const preview of await cards.getByTestId("news-preview").allTextContents()) {
      expect(preview.endsWith("..")).toBe(true);
      expect(Array.from(preview)).toHaveLength(102);
    }
    await widget.getByRole("link", { name: "All news" }).click();
    await expect(page).toHaveURL(/\/company\/news-list$/);
  });

  test("the list shows every story, newest first, under its breadcrumb", async ({ page, request }) => {
    const all = await news(request, 0);
    expect(all.length).toBeGreaterThanOrEqual(8);
    await page.goto("/company/news-list");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*›\s*Company\s*›\s*News/);
    const cards = page.getByTestId("news-card");
    await expectCards(cards, all);
    expect(datesInOrder(await cards.locator("time").allTextContents())).toBe(true);
    await expect(cards.first().locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test("a story shows its whole text and a Popular Stories sidebar of the other stories, never itself", async ({
    page,
    request,
  }) => {
    const all = await news(request, 0);
    const story = all[2]!;
    await page.goto("/company/news-list");
    await page.getByRole("link", { name: story.Title }).click();
    await expect(page).toHaveURL(new RegExp(`/company/news\\?id=${story.Code}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.Title);

    const article = page.getByTestId("news-article");
    await expect(article.locator("time")).toHaveText(expectedDate(story.NewsDate));
    await expect(article.locator("img")).toHaveAttribute("src", story.ImageUrl);
    const paragraphs = story.Description.split(/\n\s*\n/);
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    await expect(article.locator("p:not(:has(time))")).toHaveText(paragraphs);

    const sidebar = page.getByRole("complementary", { name: "Popular Stories" });
    const others = all.filter((s) => s.Code !== story.Code);
    const links = sidebar.getByRole("link");
    await expect(links).toHaveText(others.map((s) => s.Title));
    await expect(sidebar.getByRole("link", { name: story.Title, exact: true })).toHaveCount(0);
    await expect(sidebar.locator("time")).toHaveText(others.map((s) => expectedDate(s.NewsDate)));

    // Following a sidebar link shows that story, and the sidebar now lists the first one instead.
    const next = others[0]!;
    await sidebar.getByRole("link", { name: next.Title }).click();
    await expect(page).toHaveURL(new RegExp(`/company/news\\?id=${next.Code}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.Title);
    await expect(sidebar.getByRole("link", { name: story.Title })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: next.Title, exact: true })).toHaveCount(0);
  });

  test("a story's head has its own title, canonical URL, og:image and NewsArticle JSON-LD", async ({
    page,
    request,
  }) => {
    const story = (await news(request, 0))[0]!;
    await page.goto(`/company/news?id=${story.Code}`);
    await expect(page).toHaveTitle(`${story.Title} | Kavach InsureTech`);
    // Absolute URLs on the configured SITE_URL (which need not be the address the tests use).
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!);
    expect(canonical.pathname + canonical.search).toBe(`/company/news?id=${story.Code}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      canonical.origin + story.ImageUrl,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: story.Title,
      image: [canonical.origin + story.ImageUrl],
      datePublished: story.NewsDate,
      dateModified: story.NewsDate,
      author: { "@type": "Organization", name: "Kavach InsureTech" },
      publisher: { "@type": "Organization", name: "Kavach InsureTech" },
    });
  });

  for (const query of ["?id=999999", "?id=abc", ""]) {
    test(`/company/news${query} answers 404 with Page Not Found`, async ({ page }) => {
      const res = await page.goto(`/company/news${query}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to Home" })).toBeVisible();
    });
  }
});
