import { expect, test } from "@playwright/test";
import { demoMessages } from "~/domain/demo/demo-form";
import { samplePdf } from "#tests/support/sample-files";
import { axeViolationsAtEachWidth } from "./support/axe";
import { interactive, JOBS, jobCode } from "./support/careers";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { typeApplication } from "./support/wizard";

/**
 * First-party attribution (docs/product/insights.md): a visitor lands from a LinkedIn campaign link, books a
 * demo and applies for a job in the same visit; sales sees "linkedin / launch" on the lead, HR on the
 * application and through the inbox's Source filter. axe and the Nu checker on the pages that show it.
 */
const PRESENTER = { email: "insights.presenter@staff.example", name: "Ila Presenter", role: "admin" as const };
const SALES = { email: "insights.sales@staff.example", name: "Sam Sales", role: "sales" as const };
const HR = { email: "insights.hr@staff.example", name: "Hema Hiring", role: "hr" as const };
/** A browser as people use it: the headless one says so in its user agent, and programs are not counted. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36";
const LEAD_EMAIL = "nadia.insights@lotus-takaful.example";
const SURNAME = "Vellayambalam";
const NAME = `Nadia ${SURNAME}`;

test.use({ bypassCSP: true });

test("a visit from a campaign link books a demo and applies; sales and HR see linkedin / launch", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await addStaffUser(PRESENTER);
  await addStaffUser(SALES);
  await addStaffUser(HR);
  await signIn(page, PRESENTER.email);
  await page.goto("/staff/demos/settings");
  const add = page.getByRole("region", { name: "Add a presenter" });
  await add.getByLabel("Staff account").selectOption({ label: `${PRESENTER.name} (${PRESENTER.email})` });
  await add.getByLabel("Core General Insurance").check();
  await add.getByRole("button", { name: "Add presenter" }).click();
  await expect(page.getByRole("region", { name: PRESENTER.name }).getByRole("status")).toHaveText("Saved.");

  const visitorContext = await browser.newContext({ userAgent: VISITOR_AGENT });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/?utm_source=linkedin&utm_campaign=launch");
  await visitor.goto("/demo?products=gi");
  await expect(visitor.locator('input[name="Start"]').first().locator("xpath=..")).toContainText("your time");
  await visitor.locator('input[name="Start"]').first().locator("xpath=..").click();
  await visitor.getByLabel("Your name").fill("Nadia Insights");
  await visitor.getByLabel("Company").fill("Lotus Takaful");
  await visitor.getByLabel("Work e-mail").fill(LEAD_EMAIL);
  await visitor.getByLabel("Country").fill("Malaysia");
  await visitor.getByRole("button", { name: "Book the demo" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: demoMessages.booked })).toBeVisible();
  // Cancelled again, so the demos to come from the tests' address stay few (DEMO_LIMITS); the lead stays.
  await visitor.getByRole("link", { name: "Manage your demo" }).click();
  await visitor.getByRole("button", { name: "Cancel the demo" }).click();
  await expect(visitor.getByText(demoMessages.cancelled)).toBeVisible();

  await visitor.goto(`/careers/job/${jobCode(JOBS.trainee)}`);
  await interactive(visitor);
  await typeApplication(visitor, {
    person: { name: NAME, email: `nadia.${SURNAME.toLowerCase()}@example.in`, city: "Thiruvananthapuram" },
    job: ["Lotus Takaful", "Kuala Lumpur", "Claims Associate", "March", new Date().getFullYear() - 2],
    resume: { name: `${NAME} CV.pdf`, mimeType: "application/pdf", buffer: samplePdf(`${NAME} CV`) },
  });
  await visitorContext.close();

  const failures: string[] = [];
  const documents: [string, string][] = [];
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await signIn(sales, SALES.email);
  await sales.goto(`/staff/demos/lead?email=${encodeURIComponent(LEAD_EMAIL)}`);
  const who = sales.getByRole("region", { name: "Who" });
  await expect(who.locator("[data-source]")).toHaveText("linkedin / launch");
  await expect(who).toContainText("Landing page/");
  documents.push(["lead", await sales.content()]);
  failures.push(...(await axeViolationsAtEachWidth(sales, "lead", [375, 1280])));
  await salesContext.close();

  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await signIn(hr, HR.email);
  await hr.goto("/staff/applications");
  await hr.getByLabel("Source").selectOption("linkedin");
  await hr.getByRole("button", { name: "Show" }).click();
  await expect(hr).toHaveURL(/source=linkedin/);
  const table = hr.getByRole("region", { name: "Applications and resumes" });
  await expect(table.getByRole("link", { name: NAME })).toBeVisible();
  documents.push(["inbox filtered by source", await hr.content()]);
  failures.push(...(await axeViolationsAtEachWidth(hr, "inbox", [375, 1280])));
  await table.getByRole("link", { name: NAME }).click();
  await expect(hr.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  // Loaded afresh: the inbox's axe script stays in a page reached by a client-side navigation.
  await hr.reload();
  const arrived = hr.getByRole("region", { name: "How it arrived" });
  await expect(arrived).toContainText("linkedin / launch");
  await expect(arrived).toContainText("Landing page/");
  documents.push(["application", await hr.content()]);
  failures.push(...(await axeViolationsAtEachWidth(hr, "application", [375, 1280])));
  await hrContext.close();

  failures.push(...(await htmlErrors(documents)));
  expect(failures).toEqual([]);
});
