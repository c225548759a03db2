import { expect, test, type Page } from "@playwright/test";
import { subscribeMessages } from "~/domain/validation/subscribe-rules";
import { NETWORK_FAILURE_MESSAGE, RATE_LIMIT_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE } from "~/lib/api-client";
import { axeViolations } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { holdRequests } from "./support/hold-request";

const box = (page: Page) => page.locator("form", { has: page.getByLabel("Your email address") });
const email = (page: Page) => page.getByLabel("Your email address");
const status = (page: Page) => box(page).getByRole("status");
const button = (page: Page) => box(page).getByRole("button", { name: /Subscribe|Please wait/ });
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

    const release = await holdRequests(page, "**/api/Subscribe/PostSubscriber");
    await button(page).click();
    await expect(button(page)).toHaveText("Please wait");
    await expect(button(page)).toBeDisabled();
    release();
    await expect(status(page)).toHaveText(subscribeMessages.success);
    await expect(status(page)).toHaveAttribute("data-tone", "success");
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

  for (const [what, fail, message] of [
    ["a network error", "abort", NETWORK_FAILURE_MESSAGE],
    ["a 500", 500, SERVER_FAILURE_MESSAGE],
    ["a 429", 429, RATE_LIMIT_FAILURE_MESSAGE],
  ] as const) {
    test(`${what} shows a red message, re-enables the button and keeps the address`, async ({ page }) => {
      await openHome(page);
      const address = `failure-${String(fail)}@example.com`;
      await email(page).fill(address);
      await page.route("**/api/Subscribe/PostSubscriber", (route) =>
        fail === "abort"
          ? route.abort("connectionfailed")
          : route.fulfill({ status: fail, contentType: "application/json", body: "{}" }),
      );
      await button(page).click();
      await expect(status(page)).toHaveText(message);
      await expect(status(page)).toHaveAttribute("data-tone", "error");
      await expect(button(page)).toBeEnabled();
      await expect(email(page)).toHaveValue(address);
      expect(stored(address)).toHaveLength(0);
    });
  }

  test("without JavaScript the box posts to /newsletter, shows the rule's message with the address kept, then subscribes", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
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
    await context.close();
  });

  test("no accessibility violations with an error message showing, on the home page and on /newsletter", async ({
    browser,
  }) => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await openHome(page);
    await button(page).click();
    await expect(status(page)).toHaveText("Please enter your email address first");
    expect(await axeViolations(page, "#main")).toEqual([]);
    await page.goto("/newsletter");
    await expect(box(page)).toHaveAttribute("data-enhanced", "true");
    await button(page).click();
    await expect(status(page)).toHaveText("Please enter your email address first");
    expect(await axeViolations(page, "#main")).toEqual([]);
    await context.close();
  });

  test("/newsletter by itself shows the box with breadcrumb and no message", async ({ page }) => {
    await page.goto("/newsletter");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*›\s*Newsletter/);
    await expect(email(page)).toBeVisible();
    await expect(status(page)).toHaveText("");
  });
});
