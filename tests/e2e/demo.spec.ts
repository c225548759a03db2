import ICAL from "ical.js";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { demoMessages } from "~/domain/demo/demo-form";
import { waitForOutboxMail } from "#tests/support/outbox-folder";
import { axeViolationsAtEachWidth } from "./support/axe";
import { e2e } from "./support/environment";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import path from "node:path";

/**
 * Booking a demo (docs/product.md §2.20): from the home page's button to the invitation, with and
 * without JavaScript; moving it by its private link; marketing following the lead up on /staff/demos.
 * axe and the Nu checker on the new pages at 390 and 1280 px.
 */
const admin = { email: "demo.admin@kavach.example", name: "Asha Presenter", role: "admin" as const };
const marketing = { email: "demo.marketing@kavach.example", name: "Mira Marketing", role: "marketing" as const };
const outbox = path.join(e2e.dataDir, "outbox");

test.use({ bypassCSP: true });
test.describe.configure({ mode: "serial" });

function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence };
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Your name").fill("Omar Haddad");
  await page.getByLabel("Company").fill("Gulf Mutual Insurance");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Country").fill("United Arab Emirates");
}

async function checkPage(page: Page, label: string, failures: string[], documents: [string, string][]) {
  // The markup as served and rendered, before axe adds its script to the page.
  documents.push([label, await page.content()]);
  failures.push(...(await axeViolationsAtEachWidth(page, label, [390, 1280])));
}

test("an admin makes themselves the presenter of Core General Insurance", async ({ page }) => {
  await addStaffUser(admin);
  await addStaffUser(marketing);
  await signIn(page, admin.email);
  await page.goto("/staff/demos/settings");
  const add = page.getByRole("region", { name: "Add a presenter" });
  await add.getByLabel("Staff account").selectOption({ label: `${admin.name} (${admin.email})` });
  await add.getByLabel("Core General Insurance").check();
  await add.getByRole("button", { name: "Add presenter" }).click();
  await expect(page.getByRole("region", { name: admin.name }).getByRole("status")).toHaveText("Saved.");
});

test("'Add a presenter' starts afresh for the next person: no ticks or hours carried over", async ({ page }) => {
  const first = { email: "demo.first@kavach.example", name: "Farah First", role: "marketing" as const };
  const second = { email: "demo.second@kavach.example", name: "Sanjay Second", role: "marketing" as const };
  await addStaffUser(first);
  await addStaffUser(second);
  await signIn(page, admin.email);
  await page.goto("/staff/demos/settings");
  const add = page.getByRole("region", { name: "Add a presenter" });
  await add.getByLabel("Staff account").selectOption({ label: `${first.name} (${first.email})` });
  await add.getByLabel("Mobile App", { exact: true }).check();
  await add.getByLabel("Monday from").fill("11:00");
  await add.getByRole("button", { name: "Add presenter" }).click();
  await expect(page.getByRole("region", { name: first.name }).getByRole("status")).toHaveText("Saved.");
  // The form for the next person is as new: nothing of the last one's ticks and hours.
  await expect(add.getByLabel("Mobile App", { exact: true })).not.toBeChecked();
  await expect(add.getByLabel("Monday from")).toHaveValue("09:30");
  await add.getByLabel("Staff account").selectOption({ label: `${second.name} (${second.email})` });
  await add.getByLabel("Payroll & HR", { exact: true }).check();
  await add.getByRole("button", { name: "Add presenter" }).click();
  const saved = page.getByRole("region", { name: second.name });
  await expect(saved.getByRole("status")).toHaveText("Saved.");
  await expect(saved).toContainText("Presents Payroll & HR.");
  await expect(saved.getByLabel("Mobile App", { exact: true })).not.toBeChecked();
  await expect(saved.getByLabel("Monday from")).toHaveValue("09:30");
});

test("on a phone (375 px) the booking's outcome comes into view and takes the focus", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, timezoneId: "Europe/London" });
  const page = await context.newPage();
  await page.goto("/demo?products=gi");
  // Hydrated (each time shows the visitor's clock too), so the form is sent without a reload.
  await expect(page.locator('input[name="Start"]').first().locator("xpath=..")).toContainText("your time");
  await page.locator('input[name="Start"]').nth(4).locator("xpath=..").click();
  await fillDetails(page, "omar.phone@lotus-phone.example");
  await page.getByRole("button", { name: "Book the demo" }).click();
  const outcome = page.getByRole("heading", { name: "Your demo is booked" });
  await expect(outcome).toBeInViewport();
  await expect(outcome).toBeFocused();
  // Cancelled again: the demos to come from this test's address stay few (DEMO_LIMITS).
  await page.getByRole("link", { name: "Manage your demo" }).click();
  await page.getByRole("button", { name: "Cancel the demo" }).click();
  await expect(page.getByText(demoMessages.cancelled)).toBeVisible();
  await context.close();
});

test("a visitor books from the home page's button, gets the invitation and moves the demo", async ({ page }) => {
  const email = "omar.js@gulfmutual.example";
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Schedule a Demo" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await page.getByLabel(/Core General Insurance/).check();
  await page.getByRole("button", { name: "Show free times" }).click();
  await expect(page.getByRole("heading", { name: /Pick a time/ })).toBeVisible();
  // Hydrated: each time also shows the visitor's clock unless the zone is the company's.
  const firstTime = page.locator('input[name="Start"]').first();
  await firstTime.locator("xpath=..").click();
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Book the demo" }).click();
  await expect(page.getByRole("heading", { name: "Your demo is booked" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: demoMessages.booked })).toBeVisible();

  const mail = await waitForOutboxMail(outbox, email);
  const booked = invitation(mail);
  expect(booked).toMatchObject({ method: "REQUEST", sequence: 0 });

  await page.getByRole("link", { name: "Manage your demo" }).click();
  await expect(page.getByRole("heading", { name: "Your demo is booked" })).toBeVisible();
  await page.locator('input[name="Start"]').nth(3).locator("xpath=..").click();
  await page.getByRole("button", { name: "Move the demo" }).click();
  await expect(page.getByText(demoMessages.rescheduled)).toBeVisible();
  const moved = invitation(await waitForOutboxMail(outbox, email, (m) => invitation(m).sequence === 1));
  expect(moved).toMatchObject({ method: "REQUEST", uid: booked.uid });
});

test("a page of times opened directly hydrates its form, then shows the visitor's own clock", async ({ browser }) => {
  // A zone other than the company's: each time gains the visitor's clock once the form has hydrated.
  const context = await browser.newContext({ timezoneId: "Europe/London" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/demo?products=gi");
  await expect(page.getByText("below each, the same time in your zone (Europe/London)")).toBeVisible();
  await expect(page.locator('input[name="Start"]').first().locator("xpath=..")).toContainText("your time");
  expect(errors).toEqual([]);
  await context.close();
});

test("without JavaScript: products first, then a page of times and a form post", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = "omar.nojs@gulfmutual.example";
  await page.goto("/demo");
  await page.getByLabel(/Core General Insurance/).check();
  await page.getByRole("button", { name: "Show free times" }).click();
  await expect(page).toHaveURL(/\/demo\?products=gi$/);
  // A bad address comes back with its message beside the field and everything typed kept.
  await page.locator('input[name="Start"]').first().locator("xpath=..").click();
  await fillDetails(page, "not-an-address");
  await page.getByRole("button", { name: "Book the demo" }).click();
  await expect(page.locator("#demo-email-error")).toHaveText("A valid e-mail address must be entered");
  await expect(page.getByLabel("Company")).toHaveValue("Gulf Mutual Insurance");
  await page.getByLabel("Work e-mail").fill(email);
  await page.locator('input[name="Start"]').nth(1).locator("xpath=..").click();
  await page.getByRole("button", { name: "Book the demo" }).click();
  await expect(page.getByRole("heading", { name: "Your demo is booked" })).toBeVisible();
  expect(invitation(await waitForOutboxMail(outbox, email)).method).toBe("REQUEST");
  await context.close();
});

test("marketing sees the lead and moves it to Contacted", async ({ page }) => {
  await signIn(page, marketing.email);
  await page.goto("/staff/demos");
  await expect(page.getByRole("region", { name: "Upcoming demos", exact: true })).toContainText(
    "Gulf Mutual Insurance",
  );
  const leads = page.getByRole("region", { name: "Leads", exact: true });
  await leads.getByRole("link", { name: "Omar Haddad" }).first().click();
  await page.getByLabel("Status").selectOption({ label: "Contacted" });
  await page.getByLabel("Notes").fill("Called, wants motor first");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.goto("/staff/demos");
  await expect(
    page.getByRole("region", { name: "Leads", exact: true }).locator("tr", { hasText: "Contacted" }),
  ).toHaveCount(1);
});

test("the new pages pass axe and the Nu checker at 390 and 1280 px", async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  const documents: [string, string][] = [];
  const visitor = await browser.newPage();
  for (const url of ["/demo", "/demo?products=gi"]) {
    await visitor.goto(url);
    await checkPage(visitor, url, failures, documents);
  }
  await visitor.goto("/demo?products=gi");
  await visitor.locator('input[name="Start"]').nth(2).locator("xpath=..").click();
  await fillDetails(visitor, "omar.axe@gulfmutual.example");
  await visitor.getByRole("button", { name: "Book the demo" }).click();
  await checkPage(visitor, "/demo booked", failures, documents);
  // Loaded afresh (not by the link), so the markup has no axe script in it.
  await visitor.goto((await visitor.getByRole("link", { name: "Manage your demo" }).getAttribute("href"))!);
  await checkPage(visitor, "/demo/booking/…", failures, documents);
  const staff = await browser.newPage();
  await signIn(staff, admin.email);
  for (const url of [
    "/staff/demos",
    "/staff/demos/settings",
    "/staff/demos/lead?email=omar.axe%40gulfmutual.example",
  ]) {
    await staff.goto(url);
    await checkPage(staff, url, failures, documents);
  }
  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});
