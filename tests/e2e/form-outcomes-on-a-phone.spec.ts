import { expect, test, type Locator, type Page } from "@playwright/test";
import { contactMessages } from "~/domain/validation/contact-rules";
import { contactMessage } from "#tests/support/factories";

/**
 * On a phone, the outcome of a long form lands where the reader looks (issue 41, item 12): after sending a
 * contact message or a rights request, the status line takes the focus and is in view, with JavaScript
 * (the focus moves to it) and without (the form's action names it as a fragment, which the browser scrolls
 * to). At 375 px, the narrowest common phone.
 */
test.use({ viewport: { width: 375, height: 667 } });

const visitor = contactMessage();

/** Whether the whole element is inside the window, below the sticky header, as the reader sees it. */
async function wholeInView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return r.height > 0 && r.top >= Math.max(0, header) && r.bottom <= window.innerHeight;
  });
}

const contactStatus = (page: Page) =>
  page
    .locator("form", { has: page.getByRole("heading", { name: "Drop us Message for any Query" }) })
    .getByRole("status");

async function sendContactMessage(page: Page, subject: string) {
  await page.getByLabel("Name", { exact: true }).fill(visitor.Name);
  await page.getByLabel("Email", { exact: true }).fill(visitor.Email);
  await page.getByLabel("Mobile No.", { exact: true }).fill(visitor.Mobile);
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Your Message", { exact: true }).fill(visitor.Message);
  await page.getByRole("button", { name: "Send Message" }).click();
}

const rightsStatus = (page: Page) =>
  page.locator("form", { has: page.getByRole("heading", { name: "Send us a request" }) }).getByRole("status");

async function sendRightsRequest(page: Page) {
  await page.getByLabel("Name").fill("Meera Krishnan");
  await page.getByLabel("Email").fill("meera.phone@example.in");
  await page.getByLabel("Erase my data").check();
  await page.getByRole("button", { name: "Send my request" }).click();
}

test.describe("with JavaScript", () => {
  test("a contact message's confirmation takes the focus and is in view", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.locator('form[data-enhanced="true"]')).toHaveCount(1);
    await sendContactMessage(page, "Phone outcome with JavaScript");
    await expect(contactStatus(page)).toHaveText(contactMessages.success);
    await expect(contactStatus(page)).toBeFocused();
    await expect.poll(() => wholeInView(contactStatus(page))).toBe(true);
  });

  test("a rights request's confirmation takes the focus and is in view; so does a refusal", async ({ page }) => {
    await page.goto("/privacy-rights");
    await page.getByLabel("Name").fill("Meera Krishnan");
    await page.getByLabel("Email").fill("meera.phone@example.in");
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(rightsStatus(page)).toHaveText("Please choose what you are asking for");
    await expect(rightsStatus(page)).toBeFocused();
    await expect.poll(() => wholeInView(rightsStatus(page))).toBe(true);

    await sendRightsRequest(page);
    await expect(rightsStatus(page)).toContainText("We have your request");
    await expect(rightsStatus(page)).toBeFocused();
    await expect.poll(() => wholeInView(rightsStatus(page))).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact message's confirmation is in view", async ({ page }) => {
    await page.goto("/contact-us");
    await sendContactMessage(page, "Phone outcome without JavaScript");
    await expect(contactStatus(page)).toHaveText(contactMessages.success);
    await expect.poll(() => wholeInView(contactStatus(page))).toBe(true);
  });

  test("a rights request's confirmation is in view", async ({ page }) => {
    await page.goto("/privacy-rights");
    await sendRightsRequest(page);
    await expect(rightsStatus(page)).toContainText("We have your request");
    await expect.poll(() => wholeInView(rightsStatus(page))).toBe(true);
  });
});
