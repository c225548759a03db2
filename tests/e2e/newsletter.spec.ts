import { expect, test, type Page } from "@playwright/test";
import { subscribeMessages } from "~/domain/validation/subscribe-rules";
import { queryE2eDatabase } from "./support/database";
import {
  expectAccessibleAfterSubmit,
  expectError,
  failSubmissions,
  submitWhileHeld,
  SUBMISSION_FAILURES,
} from "./support/form-checks";

const box = (page: Page) => page.locator("form", { has: page.getByLabel("Your email address") });
const email = (page: Page) => page.getByLabel("Your email address");
const status = (page: Page) => box(page).getByRole("status");
const button = (page: Page) => box(page).getByRole("button", { name: /Subscribe|Please wait/ });
const parts = (page: Page) => ({ status: status(page), button: button(page) });
const stored = (key: string) =>
  queryE2eDatabase<{ email: string; client_ip: string }>(
    "select email, client_ip from subscriptions where email_key = ?",
    key,
  );

async function openHome(page: Page) {
  await page.goto("/");
  await expect(box(page)).toHaveAttribute("data-enhanced", "true");
}

test.describe("Newsletter box", () => {
  test("on the home page: the two rules in order, typing clears the message, then a subscription is stored once", async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await expect(email(page)).toHaveAttribute("maxlength", "90");
    await expect(button(page)).toHaveText("Subscribe");

    await button(page).click();
    await expect(status(page)).toHaveText("Please enter your email address first");
    await expect(status(page)).toHaveAttribute("data-tone", "error");
    await email(page).fill("anjali.rao@");
    await expect(status(page)).toHaveText("");
    await button(page).click();
    await expect(status(page)).toHaveText("Please enter a valid email address first");
    await expect(button(page)).toBeEnabled();
    await email(page).pressSequentially("broker-house.example.in");
    await expect(status(page)).toHaveText("");

    await submitWhileHeld(page, "**/api/Subscribe/PostSubscriber*", parts(page), subscribeMessages.success);
    await expect(email(page)).toHaveValue("");
    await expect(button(page)).toBeEnabled();
    expect(stored("anjali.rao@broker-house.example.in")).toEqual([
      { email: "anjali.rao@broker-house.example.in", client_ip: "127.0.0.1" },
    ]);

    // The same address again, in other letters: the same answer, still one row.
    await email(page).fill("Anjali.Rao@Broker-House.example.in");
    await button(page).click();
    await expect(status(page)).toHaveText(subscribeMessages.success);
    expect(stored("anjali.rao@broker-house.example.in")).toHaveLength(1);
  });

  for (const [what, fail, message] of SUBMISSION_FAILURES) {
    test(`${what} shows a red message, re-enables the button and keeps the address`, async ({ page }) => {
      await openHome(page);
      const address = `failure-${String(fail)}@example.com`;
      await email(page).fill(address);
      await failSubmissions(page, "**/api/Subscribe/PostSubscriber*", fail);
      await button(page).click();
      await expectError(parts(page), message);
      await expect(email(page)).toHaveValue(address);
      expect(stored(address)).toHaveLength(0);
    });
  }

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test("without JavaScript the box posts to /newsletter, shows the rule's message with the address kept, then subscribes", async ({
      page,
    }) => {
      await page.goto("/");
      await email(page).fill("no-script.example.com");
      await button(page).click();
      await expect(page).toHaveURL(/\/newsletter$/);
      await expect(status(page)).toHaveText("Please enter a valid email address first");
      await expect(email(page)).toHaveValue("no-script.example.com");
      await email(page).fill("no-script@example.com");
      await button(page).click();
      await expect(status(page)).toHaveText(subscribeMessages.success);
      await expect(email(page)).toHaveValue("");
      expect(stored("no-script@example.com")).toHaveLength(1);
    });
  });

  test.describe(() => {
    // axe-core must be injected, which the site's CSP rightly forbids: bypass it in this context only.
    test.use({ bypassCSP: true });
    test("no accessibility violations with an error message showing, on the home page and on /newsletter", async ({
      page,
    }) => {
      await openHome(page);
      await expectAccessibleAfterSubmit(page, parts(page), "Please enter your email address first");
      await page.goto("/newsletter");
      await expect(box(page)).toHaveAttribute("data-enhanced", "true");
      await expectAccessibleAfterSubmit(page, parts(page), "Please enter your email address first");
    });
  });

  test("/newsletter by itself shows the box with breadcrumb and no message", async ({ page }) => {
    await page.goto("/newsletter");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*›\s*Newsletter/);
    await expect(email(page)).toBeVisible();
    await expect(status(page)).toHaveText("");
  });
});
