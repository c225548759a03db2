import { expect, test, type Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "~/content/messages/contact";
import { DEMO_MESSAGES } from "~/content/messages/demo";
import { formsWordsOf } from "~/content/messages/forms";
import { commonMessages } from "~/domain/validation/common-rules";
import { demoMessages } from "~/domain/demo/demo-form";
import { addStaffUser, signIn } from "./support/staff";

/**
 * The contact form and the demo booking in Arabic: right to left, Arabic labels and buttons, the rules'
 * messages in Arabic (in the browser for the contact form, from the server for the demo), the booking made
 * and cancelled. Screenshots at 375 and 1280 px go to /tmp (FORMS_SCREENSHOTS=DIR elsewhere), to look at,
 * never to commit.
 */
const contact = CONTACT_MESSAGES.ar;
const demo = DEMO_MESSAGES.ar;
const forms = formsWordsOf("ar");
const SHOTS = process.env.FORMS_SCREENSHOTS ?? "/tmp";
const admin = { email: "arabic.presenter@kavach.example", name: "Layla Presenter", role: "admin" as const };

test.describe.configure({ mode: "serial" });

async function expectArabicWithoutOverflow(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    page: document.documentElement.getBoundingClientRect().width,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(Math.ceil(widths.page));
}

test("an admin presents Core General Insurance", async ({ page }) => {
  await addStaffUser(admin);
  await signIn(page, admin.email);
  await page.goto("/staff/demos/settings");
  const add = page.getByRole("region", { name: "Add a presenter" });
  await add.getByLabel("Staff account").selectOption({ label: `${admin.name} (${admin.email})` });
  await add.getByLabel("Core General Insurance").check();
  await add.getByRole("button", { name: "Add presenter" }).click();
  await expect(page.getByRole("region", { name: admin.name }).getByRole("status")).toHaveText("Saved.");
});

for (const width of [375, 1280]) {
  test(`the Arabic contact form at ${width} px: right to left, Arabic labels and messages`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/ar/contact-us");
    await expectArabicWithoutOverflow(page);
    await expect(page.getByRole("heading", { name: contact.heading })).toBeVisible();
    await expect(page.getByLabel(forms.name, { exact: true })).toBeVisible();
    await expect(page.getByLabel(contact.mobile)).toBeVisible();
    await expect(page.getByLabel(contact.subject)).toBeVisible();
    await expect(page.getByLabel(contact.message)).toBeVisible();
    // Hydrated: the rules run in the browser and say what is wrong in Arabic.
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
    await page.getByRole("button", { name: contact.submit }).click();
    await expect(
      page.getByRole("status").filter({ hasText: forms.messages[commonMessages.nameRequired]! }),
    ).toBeVisible();
    // The notice in Arabic, with the links to it in English, Malayalam and Hindi.
    const notice = page.locator('[data-privacy-notice="contact"]');
    await expect(notice).toContainText("نستخدم رسالتك");
    await expect(notice.getByRole("link", { name: "മലയാളം" })).toHaveAttribute("href", "/ml/privacy-notices/contact");
    await page.getByLabel(forms.name, { exact: true }).fill("فاطمة المنصوري");
    await page.getByLabel(forms.email).fill("fatima@gulf-takaful.example.ae");
    await page.getByLabel(contact.mobile).fill("+971501234567");
    await page.getByLabel(contact.subject).fill("عرض توضيحي");
    await page.getByLabel(contact.message).fill("نرغب في عرض توضيحي لنظام التأمين العام.");
    await page.screenshot({ path: `${SHOTS}/ar-contact-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: contact.submit }).click();
    await expect(
      page.getByRole("status").filter({
        hasText:
          forms.messages["Thank you for your message. Our team will reply to your e-mail within one business day."]!,
      }),
    ).toBeVisible();
    await context.close();
  });
}

for (const width of [375, 1280]) {
  test(`the Arabic demo booking at ${width} px: chosen, refused in Arabic, booked and cancelled`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: "Europe/London" });
    const page = await context.newPage();
    await page.goto("/ar/demo");
    await expectArabicWithoutOverflow(page);
    await expect(page.getByRole("heading", { name: demo.chooseProducts })).toBeVisible();
    await page.locator('input[name="products"][value="gi"]').check();
    await page.getByRole("button", { name: demo.showTimes }).click();
    await expect(page).toHaveURL(/\/ar\/demo\?products=gi$/);
    // Hydrated: each time shows the visitor's clock too, in Arabic.
    await expect(page.locator('input[name="Start"]').first().locator("xpath=..")).toContainText("بتوقيتك");
    await page
      .locator('input[name="Start"]')
      .nth(width === 375 ? 5 : 6)
      .locator("xpath=..")
      .click();
    await page.getByLabel(demo.name).fill("عمر حداد");
    await page.getByLabel(demo.company).fill("الخليج المتحدة للتأمين");
    await page.getByLabel(demo.email).fill("not-an-address");
    await page.getByLabel(demo.country).fill("الإمارات العربية المتحدة");
    await page.getByRole("button", { name: demo.book }).click();
    await expect(page.locator("#demo-email-error")).toHaveText(forms.messages[commonMessages.emailInvalid]!);
    await page.screenshot({ path: `${SHOTS}/ar-demo-refused-${width}.png`, fullPage: true });
    await page.getByLabel(demo.email).fill(`omar.${width}@gulfmutual-ar.example`);
    await page.getByRole("button", { name: demo.book }).click();
    const outcome = page.getByRole("heading", { name: demo.booked });
    await expect(outcome).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: forms.messages[demoMessages.booked]! })).toBeVisible();
    await expectArabicWithoutOverflow(page);
    await page.screenshot({ path: `${SHOTS}/ar-demo-booked-${width}.png`, fullPage: true });
    await page.getByRole("link", { name: demo.manage }).click();
    await expect(page).toHaveURL(/\/ar\/demo\/booking\//);
    await expect(page.getByRole("heading", { name: demo.booked })).toBeVisible();
    await page.getByRole("button", { name: demo.cancel }).click();
    await expect(page.getByText(forms.messages[demoMessages.cancelled]!)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/ar-demo-cancelled-${width}.png`, fullPage: true });
    await context.close();
  });
}
