import { expect, test, type Page } from "@playwright/test";
import { contentMessages } from "~/domain/site-content/content-types";
import { axeViolationsAtEachWidth } from "./support/axe";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const MARKETING = "products.marketing@staff.example";
const ITEM = "Templates for fire, engineering, marine, liability, group health and motor fleets";

test.beforeAll(async () => {
  await addStaffUser({ email: MARKETING, name: "Pia Products", role: "marketing" });
});

async function openProduct(page: Page, name: string) {
  await page.goto("/staff/content");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(contentMessages.saved)).toBeVisible();
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(contentMessages.published)).toBeVisible();
}

test("marketing renames a product and changes a feature, publishes, and sees both on its page and in its title", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MARKETING);
  await openProduct(page, "Quotation Management");
  const features = page.getByLabel("Key features");
  const typed = await features.inputValue();
  expect(typed).toContain(`- ${ITEM}`);
  await page.getByLabel("Name", { exact: true }).fill("Quotation Studio");
  await features.fill(typed.replace(ITEM, "Quotations approved from a phone in one tap"));
  await publish(page);

  await page.goto("/product/qms");
  await expect(page).toHaveTitle("Quotation Studio | Kavach InsureTech");
  await expect(page.getByRole("heading", { level: 1, name: "Quotation Studio" })).toBeVisible();
  await expect(page.getByText("Quotations approved from a phone in one tap")).toBeVisible();
  await expect(page.getByText(ITEM)).toHaveCount(0);

  // Leave the product as the other specs expect it.
  await openProduct(page, "Quotation Studio");
  await page.getByRole("button", { name: "Restore revision 1 as the draft" }).click();
  await expect(page.getByText(contentMessages.restored(1))).toBeVisible();
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(contentMessages.published)).toBeVisible();
  await page.goto("/product/qms");
  await expect(page).toHaveTitle("Quotation Management | Kavach InsureTech");
});

/** The product's edit page, as read and after a refused save. */
async function visitProductPages(page: Page, visit: (label: string) => Promise<void>) {
  await openProduct(page, "Survey Management");
  await visit("one product");
  await page.getByLabel("Highlights").fill("2 survey types");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(contentMessages.badPairs("Highlights", 1))).toBeVisible();
  await expect(page.getByLabel("Highlights")).toHaveValue("2 survey types");
  await visit("refused product");
}

test("the product edit page has no axe violations (WCAG 2.2 AA) at desktop and phone widths", async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  await signIn(page, MARKETING);
  await visitProductPages(page, async (label) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 375])));
  });
  expect(failures).toEqual([]);
});

test("the product edit page is valid HTML (Nu Html Checker)", async ({ page }) => {
  test.setTimeout(120_000);
  const documents: [string, string][] = [];
  const request = page.context().request;
  await signIn(page, MARKETING);
  await visitProductPages(page, async (label) => {
    // The document as the server sent it; the refused save's answer as posted.
    if (!label.includes("refused")) {
      documents.push([label, await (await request.get(page.url())).text()]);
      return;
    }
    const form = page.locator("form").filter({ has: page.getByLabel("Highlights") });
    const fields = await form.evaluate((f) => [...new FormData(f as HTMLFormElement)] as [string, string][]);
    const answer = await request.post(page.url(), {
      form: Object.fromEntries([...fields, ["intent", "save"]]),
      headers: { accept: "text/html" },
    });
    documents.push([label, await answer.text()]);
  });
  expect(await htmlErrors(documents)).toEqual([]);
});
