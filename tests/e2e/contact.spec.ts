import { expect, test, type Page } from "@playwright/test";
import { contactMessages } from "~/domain/validation/contact-rules";
import { contactMessage } from "#tests/support/factories";
import { queryE2eDatabase } from "./support/database";
import {
  expectAccessibleAfterSubmit,
  expectError,
  expectErrorsInTurn,
  failSubmissions,
  submitWhileHeld,
  SUBMISSION_FAILURES,
} from "./support/form-checks";

const contactForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("heading", { name: "Drop us Message for any Query" }) });
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });
const status = (page: Page) => contactForm(page).getByRole("status");
const button = (page: Page) => contactForm(page).getByRole("button", { name: /Send Message|Please wait/ });
const parts = (page: Page) => ({ status: status(page), button: button(page) });
/** What the visitor types when a valid message is needed. */
const visitor = contactMessage();

async function openEnhanced(page: Page, url = "/contact-us") {
  await page.goto(url);
  await expect(page.locator('form[data-enhanced="true"]')).toHaveCount(1);
}

async function fillValid(page: Page, subject: string) {
  await field(page, "Name").fill(visitor.Name);
  await field(page, "Email").fill(visitor.Email);
  await field(page, "Mobile No.").fill(visitor.Mobile);
  await field(page, "Subject").fill(subject);
  await field(page, "Your Message").fill(visitor.Message);
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
      ["Mobile No.", "20"],
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
      ["Name", visitor.Name, "E-mail address must be entered"],
      ["Email", "m@ab.cdef", "A valid e-mail must be entered"],
      ["Email", "meera.pillai.example", "A valid e-mail address must be entered"],
      ["Email", visitor.Email, "Mobile number must be entered"],
      ["Mobile No.", "984705", "A valid mobile number must be entered"],
      ["Mobile No.", "+91 97890 12345 67", "A valid mobile number must be entered"],
      // Spaces, dashes, dots and parentheses are taken and not counted (docs/product.md §7.18).
      ["Mobile No.", "+971 (50) 123-45.67", "Please specify the subject line"],
      ["Mobile No.", visitor.Mobile, "Please specify the subject line"],
      ["Subject", "Portal", "Please specify the valid subject line"],
      ["Subject", "Broker portal enquiry", "Please specify the message"],
      ["Your Message", "Call me.", "Please specify the valid message"],
    ];
    await expectErrorsInTurn((label) => field(page, label), parts(page), steps, field(page, "Mobile No."));
    // Typing in any field clears the message.
    await field(page, "Subject").press("End");
    await field(page, "Subject").pressSequentially("!");
    await expect(status(page)).toHaveText("");

    await field(page, "Your Message").fill(visitor.Message);
    await submitWhileHeld(page, "**/api/Message/PostMessage*", parts(page), contactMessages.success);
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
    expect(rows[0]).toMatchObject({ name: visitor.Name, ip_address: "127.0.0.1", client_ip: "127.0.0.1" });
    expect(rows[0]!.browser_info).toContain("Mozilla");
  });

  for (const [what, fail, message] of SUBMISSION_FAILURES) {
    test(`${what} shows a red message, re-enables the button and keeps every field`, async ({ page }) => {
      await openEnhanced(page);
      const subject = `Failure case ${what}`;
      await fillValid(page, subject);
      await failSubmissions(page, "**/api/Message/PostMessage*", fail, JSON.stringify({ Message: "x" }));
      await button(page).click();
      await expectError(parts(page), message);
      await expect(field(page, "Name")).toHaveValue(visitor.Name);
      await expect(field(page, "Email")).toHaveValue(visitor.Email);
      await expect(field(page, "Mobile No.")).toHaveValue(visitor.Mobile);
      await expect(field(page, "Subject")).toHaveValue(subject);
      await expect(field(page, "Your Message")).toHaveValue(visitor.Message);
      expect(queryE2eDatabase("select id from contact_messages where subject = ?", subject)).toHaveLength(0);
    });
  }

  test.describe(() => {
    // axe-core must be injected, which the site's CSP rightly forbids: bypass it in this context only.
    test.use({ bypassCSP: true });
    test("no accessibility violations, with an error and with a success message showing", async ({ page }) => {
      await openEnhanced(page);
      await expectAccessibleAfterSubmit(page, parts(page), "Name must be entered");
      await fillValid(page, "Accessibility check");
      await expectAccessibleAfterSubmit(page, parts(page), contactMessages.success);
    });
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test("without JavaScript the server checks the rules, keeps what was typed, then stores the message", async ({
      page,
    }) => {
      await page.goto("/contact-us?subject=Schedule%20a%20Demo");
      await expect(field(page, "Subject")).toHaveValue("Schedule a Demo");
      await fillValid(page, "Demo");
      await button(page).click();
      await expect(status(page)).toHaveText("Please specify the valid subject line");
      await expect(field(page, "Name")).toHaveValue(visitor.Name);
      await expect(field(page, "Subject")).toHaveValue("Demo");
      await expect(field(page, "Your Message")).toHaveValue(visitor.Message);
      await field(page, "Subject").fill("Schedule a Demo without JavaScript");
      await button(page).click();
      await expect(status(page)).toHaveText(contactMessages.success);
      await expect(field(page, "Name")).toHaveValue("");
      const rows = queryE2eDatabase<{ name: string; client_ip: string }>(
        "select name, client_ip from contact_messages where subject = ?",
        "Schedule a Demo without JavaScript",
      );
      expect(rows).toEqual([{ name: visitor.Name, client_ip: "127.0.0.1" }]);
    });
  });
});
