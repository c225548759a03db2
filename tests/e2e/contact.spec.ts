import { expect, test, type Page } from "@playwright/test";
import { contactMessages } from "~/domain/validation/contact-rules";
import { NETWORK_FAILURE_MESSAGE, RATE_LIMIT_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE } from "~/lib/api-client";
import { axeViolations } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { holdRequests } from "./support/hold-request";

const contactForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("heading", { name: "Drop us Message for any Query" }) });
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });
const status = (page: Page) => contactForm(page).getByRole("status");
const button = (page: Page) => contactForm(page).getByRole("button", { name: /Send Message|Please wait/ });

async function openEnhanced(page: Page, url = "/contact-us") {
  await page.goto(url);
  await expect(page.locator('form[data-enhanced="true"]')).toHaveCount(1);
}

async function fillValid(page: Page, subject: string) {
  await field(page, "Name").fill("Meera Pillai");
  await field(page, "Email").fill("meera.pillai@coastal-insure.example.in");
  await field(page, "Mobile No.").fill("9847055512");
  await field(page, "Subject").fill(subject);
  await field(page, "Your Message").fill(
    "Please send details of your broker portal and its maker-checker approval flow.",
  );
}

test.describe("Contact Us", () => {
  test("the page: breadcrumb, heading, limits, contact details and a demo subject from the link", async ({ page }) => {
    await page.goto("/contact-us?subject=Schedule%20a%20Demo");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*›\s*Contact Us/);
    await expect(page.getByRole("heading", { name: "Drop us Message for any Query" })).toBeVisible();
    await expect(field(page, "Subject")).toHaveValue("Schedule a Demo");
    const limits: [string, string][] = [
      ["Name", "90"],
      ["Email", "90"],
      ["Mobile No.", "15"],
      ["Subject", "200"],
      ["Your Message", "3900"],
    ];
    for (const [label, max] of limits) await expect(field(page, label)).toHaveAttribute("maxlength", max);
    await expect(button(page)).toHaveText("Send Message");
    const details = page.getByRole("complementary", { name: "Contact details" });
    for (const phone of ["+91 484 403 2100", "+91 22 6170 8800", "+971 4 557 3090"])
      await expect(details.getByRole("link", { name: phone })).toBeVisible();
    await expect(details.getByRole("link", { name: "info@kavach-insuretech.example" })).toHaveAttribute(
      "href",
      "mailto:info@kavach-insuretech.example",
    );
    for (const name of ["Facebook", "Twitter", "LinkedIn", "YouTube"])
      await expect(details.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  });

  test("every failing case in order shows its message alone, typing clears it, then a valid message is stored", async ({
    page,
  }) => {
    await openEnhanced(page);
    const steps: [string, string, string][] = [
      ["Name", "", "Name must be entered"],
      ["Name", "Al", "A valid name must be entered"],
      ["Name", "Meera Pillai", "E-mail address must be entered"],
      ["Email", "m@ab.cdef", "A valid e-mail must be entered"],
      ["Email", "meera.pillai.example", "A valid e-mail address must be entered"],
      ["Email", "meera.pillai@coastal-insure.example.in", "Mobile number must be entered"],
      ["Mobile No.", "984705", "A valid mobile number must be entered"],
      ["Mobile No.", "9847055512", "Please specify the subject line"],
      ["Subject", "Portal", "Please specify the valid subject line"],
      ["Subject", "Broker portal enquiry", "Please specify the message"],
      ["Your Message", "Call me.", "Please specify the valid message"],
    ];
    for (const [label, value, message] of steps) {
      await field(page, label).fill(value);
      await button(page).click();
      await expect(status(page)).toHaveText(message);
      await expect(status(page)).toHaveAttribute("data-tone", "error");
      await expect(button(page)).toBeEnabled();
    }
    // Typing in any field clears the message.
    await field(page, "Subject").press("End");
    await field(page, "Subject").pressSequentially("!");
    await expect(status(page)).toHaveText("");

    await field(page, "Your Message").fill(
      "Please send details of your broker portal and its maker-checker approval flow.",
    );
    // While the request is in flight the button is disabled and reads 'Please wait'.
    const release = await holdRequests(page, "**/api/Message/PostMessage");
    await button(page).click();
    await expect(button(page)).toHaveText("Please wait");
    await expect(button(page)).toBeDisabled();
    release();
    await expect(status(page)).toHaveText(contactMessages.success);
    await expect(status(page)).toHaveAttribute("data-tone", "success");
    await expect(button(page)).toHaveText("Send Message");
    await expect(button(page)).toBeEnabled();
    for (const label of ["Name", "Email", "Mobile No.", "Subject", "Your Message"])
      await expect(field(page, label)).toHaveValue("");

    const rows = queryE2eDatabase<{
      name: string;
      subject: string;
      ip_address: string;
      browser_info: string;
      client_ip: string;
    }>(
      "select name, subject, ip_address, browser_info, client_ip from contact_messages where subject = ?",
      "Broker portal enquiry!",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Meera Pillai", ip_address: "127.0.0.1", client_ip: "127.0.0.1" });
    expect(rows[0]!.browser_info).toContain("Mozilla");
  });

  for (const [what, fail, message] of [
    ["a network error", "abort", NETWORK_FAILURE_MESSAGE],
    ["a 500", 500, SERVER_FAILURE_MESSAGE],
    ["a 429", 429, RATE_LIMIT_FAILURE_MESSAGE],
  ] as const) {
    test(`${what} shows a red message, re-enables the button and keeps every field`, async ({ page }) => {
      await openEnhanced(page);
      const subject = `Failure case ${what}`;
      await fillValid(page, subject);
      await page.route("**/api/Message/PostMessage", (route) =>
        fail === "abort"
          ? route.abort("connectionfailed")
          : route.fulfill({ status: fail, contentType: "application/json", body: JSON.stringify({ Message: "x" }) }),
      );
      await button(page).click();
      await expect(status(page)).toHaveText(message);
      await expect(status(page)).toHaveAttribute("data-tone", "error");
      await expect(button(page)).toBeEnabled();
      await expect(field(page, "Name")).toHaveValue("Meera Pillai");
      await expect(field(page, "Email")).toHaveValue("meera.pillai@coastal-insure.example.in");
      await expect(field(page, "Mobile No.")).toHaveValue("9847055512");
      await expect(field(page, "Subject")).toHaveValue(subject);
      await expect(field(page, "Your Message")).toHaveValue(
        "Please send details of your broker portal and its maker-checker approval flow.",
      );
      expect(queryE2eDatabase("select id from contact_messages where subject = ?", subject)).toHaveLength(0);
    });
  }

  test("no accessibility violations, with an error and with a success message showing", async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await openEnhanced(page);
    await button(page).click();
    await expect(status(page)).toHaveText("Name must be entered");
    expect(await axeViolations(page, "#main")).toEqual([]);
    await fillValid(page, "Accessibility check");
    await button(page).click();
    await expect(status(page)).toHaveText(contactMessages.success);
    expect(await axeViolations(page, "#main")).toEqual([]);
    await context.close();
  });

  test("without JavaScript the server checks the rules, keeps what was typed, then stores the message", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact-us?subject=Schedule%20a%20Demo");
    await expect(field(page, "Subject")).toHaveValue("Schedule a Demo");
    await fillValid(page, "Demo");
    await button(page).click();
    await expect(status(page)).toHaveText("Please specify the valid subject line");
    await expect(field(page, "Name")).toHaveValue("Meera Pillai");
    await expect(field(page, "Subject")).toHaveValue("Demo");
    await expect(field(page, "Your Message")).toHaveValue(
      "Please send details of your broker portal and its maker-checker approval flow.",
    );
    await field(page, "Subject").fill("Schedule a Demo without JavaScript");
    await button(page).click();
    await expect(status(page)).toHaveText(contactMessages.success);
    await expect(field(page, "Name")).toHaveValue("");
    const rows = queryE2eDatabase<{ name: string; client_ip: string }>(
      "select name, client_ip from contact_messages where subject = ?",
      "Schedule a Demo without JavaScript",
    );
    expect(rows).toEqual([{ name: "Meera Pillai", client_ip: "127.0.0.1" }]);
    await context.close();
  });
});
