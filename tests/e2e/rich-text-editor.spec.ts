import { expect, test, type Page } from "@playwright/test";
import { richTextLinkMessage } from "~/domain/rich-text/links";
import { axeViolationsAtEachWidth } from "./support/axe";
import { addStaffUser, signIn } from "./support/staff";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const MARKETING = "editor.marketing@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: MARKETING, name: "Edith Editor", role: "marketing" });
});

const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Formatting" });
const text = (page: Page) => page.getByRole("textbox", { name: "Text", exact: true });

/**
 * The long-text editor of a story (docs/product.md §10.7, app/features/staff/rich-text-editor): a staff
 * member with news rights types, makes words bold and italic, makes a heading, a list and a link (a bad
 * address refused with its message), publishes, and the public page shows each as its element.
 */
test("marketing writes a story with the editor: heading, bold, italic, a list and a link show on the public page", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MARKETING);
  await page.goto("/staff/news/new");
  await expect(page.getByTestId("rich-text-editor")).toBeVisible();
  const title = `Editor story ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date shown").fill("2026-12-01");

  await text(page).click();
  await toolbar(page).getByLabel("Style of the paragraph").selectOption("h2");
  await text(page).pressSequentially("Pune office opens");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We are ");
  const bold = toolbar(page).getByRole("button", { name: "Bold" });
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("delighted");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(" and ");
  // The keyboard's way: Ctrl+I marks italic, and the button says so.
  await page.keyboard.press("Control+i");
  await expect(toolbar(page).getByRole("button", { name: "Italic" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("proud");
  await page.keyboard.press("Control+i");
  await page.keyboard.type(".");
  await page.keyboard.press("Enter");
  const bullets = toolbar(page).getByRole("button", { name: "Bulleted list" });
  await bullets.click();
  await expect(bullets).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Claims");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Underwriting");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(bullets).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type("Read the announcement");
  for (let i = 0; i < "the announcement".length; i++) await page.keyboard.press("Shift+ArrowLeft");

  await toolbar(page).getByRole("button", { name: "Link" }).click();
  const address = page.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.getByRole("group", { name: "Link" }).getByRole("alert")).toHaveText(richTextLinkMessage);
  await expect(address).toHaveValue("javascript:alert(1)");
  await address.fill("https://example.com/pune");
  await address.press("Enter");
  await expect(address).toHaveCount(0);
  await expect(text(page).getByRole("link", { name: "the announcement" })).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`editor-${width}.png`), fullPage: true });
  }
  expect(await axeViolationsAtEachWidth(page, "story editor", [375, 1280])).toEqual([]);

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published: the story is on the site now.")).toBeVisible();
  const code = /\/staff\/news\/(\d+)/.exec(page.url())![1];

  const visitor = await browser.newPage();
  await visitor.goto(`/company/news?id=${code}`);
  const article = visitor.getByTestId("news-article");
  await expect(article.getByRole("heading", { level: 2, name: "Pune office opens" })).toBeVisible();
  await expect(article.locator("p strong")).toHaveText("delighted");
  await expect(article.locator("p em")).toHaveText("proud");
  await expect(article.locator("ul > li")).toHaveText(["Claims", "Underwriting"]);
  const link = article.getByRole("link", { name: "the announcement" });
  await expect(link).toHaveAttribute("href", "https://example.com/pune");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await visitor.close();

  // Without JavaScript, the same text is a textarea in the markup, which the server reads back the same.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(`/staff/news/${code}`);
  await expect(noScript.getByLabel("Text", { exact: true })).toHaveValue(
    "## Pune office opens\n\nWe are **delighted** and _proud_.\n\n- Claims\n- Underwriting\n\nRead [the announcement](https://example.com/pune)",
  );
  await plain.close();
});
