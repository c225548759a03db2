import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { applicationStatusMessages as statusMessages } from "~/domain/application-status";
import { todayIn } from "~/domain/dates";
import { interviewMessages as m } from "~/domain/interviews";
import { jobApplication } from "#tests/support/factories";
import { IMG } from "#tests/support/markup-submissions";
import { axeViolationsAtEachWidth } from "./support/axe";
import { JOBS, jobCode } from "./support/careers";
import { e2eDatabaseFile } from "./support/environment";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { postThroughApi } from "./support/submit";

/** A job seeker applies through the API, as the wizard does: the application's id and its status page. */
async function applyThroughApi(page: Page, name: string, email: string) {
  const application = jobApplication(jobCode(JOBS.trainee), { personal: { Name: name, Email: email } });
  const { id, answer } = await postThroughApi(page, "PostJobApplication", application, email);
  return { id, statusPath: new URL(String(answer.StatusLink), "http://site").pathname };
}

/**
 * Interviews in the browser (docs/product.md §10.8): HR offers three times on an application's page; the
 * applicant books one from the status page without JavaScript, then moves it with JavaScript (seeing their
 * own zone); the interviewer signs in, sees only that interview, opens the application and fills the
 * scorecard. axe (WCAG 2.2 AA) and the Nu checker on every page met, at 1280 and 390 px.
 */
const HR = "interviews.hr@staff.example";
const INTERVIEWER = "interviews.panel@staff.example";

test.use({ bypassCSP: true });
test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Hema Hiring", role: "hr" });
  await addStaffUser({ email: INTERVIEWER, name: "Ivan Interviewer", role: "interviewer" });
});

const day = (n: number) => todayIn("Asia/Kolkata", new Date(Date.now() + n * 86_400_000));

test("HR offers three times, the applicant books one (without and with JavaScript), the interviewer fills the scorecard", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  const documents: [string, string][] = [];
  const check = async (label: string, target: Page) => {
    failures.push(...(await axeViolationsAtEachWidth(target, label, [1280, 390])));
    documents.push([label, await (await target.context().request.get(target.url())).text()]);
  };

  // A job seeker applies through the API, as the wizard does; the answer carries the status link.
  const email = `interviewee.${Date.now()}@example.in`;
  const name = `Meera ${IMG}`;
  const { id, statusPath } = await applyThroughApi(page, name, email);
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });

  // HR offers three times with the interviewer.
  await signIn(page, HR);
  await page.goto(`/staff/applications/${id}`);
  const section = page.getByRole("region", { name: "Interviews" });
  for (const [i, start] of ["10:00", "14:00", "16:30"].entries()) {
    const time = section.getByRole("group", { name: `Time ${i + 1}` });
    await time.getByLabel("Date").fill(day(6 + i));
    await time.getByLabel("Start").fill(start);
  }
  await section.getByRole("radio", { name: "Online" }).check();
  await section.getByLabel("Meeting link (online) or address (on site)").fill("https://meet.example/panel-room");
  await section.getByLabel(/Ivan Interviewer/).check();
  await section.getByRole("button", { name: "Offer these times" }).click();
  await expect(section.getByText(m.offered(3))).toBeVisible();
  await expect(section.locator("[data-state=offered] li")).toHaveCount(3);
  await check("application page with an offer", page);

  // The applicant, without JavaScript, books the first time.
  const plain = await browser.newContext({ javaScriptEnabled: false, timezoneId: "Asia/Kolkata" });
  const noJs = await plain.newPage();
  await noJs.goto(statusPath);
  const yours = noJs.getByRole("region", { name: "Your interview" });
  await expect(yours.getByRole("radio")).toHaveCount(3);
  await expect(yours).toContainText("(Asia/Kolkata, UTC+05:30)");
  // The interview card comes right after the status, above withdrawing, downloading and erasing.
  await expect(noJs.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    statusMessages.heading,
    "Your interview",
    statusMessages.withdrawHeading,
    statusMessages.exportHeading,
    statusMessages.eraseHeading,
  ]);
  // axe runs as a script, which this page cannot: it is checked with JavaScript below; the Nu checker reads it.
  documents.push(["status page with times", await (await noJs.context().request.get(noJs.url())).text()]);
  await yours.getByRole("button", { name: "Book this time" }).click();
  await expect(noJs.getByText(m.booked)).toBeVisible();
  await expect(noJs.locator("[data-booked]")).toContainText("10:00–11:00");
  await plain.close();

  // With JavaScript, in London, they see their own time too, and move it to the third time. In life that is
  // days later: the mails so far leave the hour the cap on mails to the applicant's address counts (§10.8).
  db.prepare("update mail_outbox set created_at = ? where to_address = ?").run(
    new Date(Date.now() - 2 * 3_600_000).toISOString(),
    email,
  );
  const london = await browser.newContext({ timezoneId: "Europe/London", bypassCSP: true });
  const js = await london.newPage();
  await js.goto(statusPath);
  const region = js.getByRole("region", { name: "Your interview" });
  await expect(region.locator("[data-reader-zone]").first()).toContainText("(Europe/London, UTC+00:00)");
  await check("status page, booked, with JavaScript", js);
  await region.getByLabel(/16:30–17:30/).check();
  await region.getByRole("button", { name: "Move my interview" }).click();
  await expect(js.getByText(m.rescheduled)).toBeVisible();
  await expect(js.locator("[data-booked]").first()).toContainText("16:30–17:30");
  await london.close();

  // The application moved to Interview; HR's page shows the booking.
  await page.reload();
  await expect(page.getByRole("region", { name: "Status" })).toContainText("Interview");
  await expect(section.locator("[data-state=booked]")).toContainText("16:30–17:30");
  await page.goto("/staff/interviews?scope=all");
  await check("interviews, all", page);

  // The interviewer signs in: only this interview, no applications.
  const panel = await browser.newContext({ bypassCSP: true });
  const iv = await panel.newPage();
  await signIn(iv, INTERVIEWER);
  const menu = iv.getByRole("navigation", { name: "Staff console" });
  await expect(menu.getByRole("link")).toHaveText(["Home", "Interviews", "Your account"]);
  expect((await iv.request.get(`/staff/applications/${id}`)).status()).toBe(403);
  await iv.goto("/staff/interviews");
  await check("interviews, mine (interviewer)", iv);
  const interviewId = (db.prepare("select id from interviews where application_id = ?").get(id) as { id: number }).id;
  await expect(iv.locator("[data-interview]")).toHaveCount(1);
  await expect(iv.getByRole("link", { name })).toHaveAttribute("href", `/staff/interviews/${interviewId}`);
  await expect(iv.getByRole("link", { name: "Application" })).toHaveCount(0);

  // The interview has taken place (set in the database: the test cannot wait for the day).
  db.prepare("update interviews set starts_at = ?, ends_at = ? where id = ?").run(
    new Date(Date.now() - 3_600_000).toISOString(),
    new Date(Date.now() - 600_000).toISOString(),
    interviewId,
  );
  db.close();
  // Opened by its link in the list, a plain anchor (docs/decisions/0157): once the list has hydrated, a
  // click navigates within the page as <Link> does, so a mark left on this document is still there.
  const link = iv.getByRole("link", { name });
  await expect.poll(() => link.evaluate((a) => Object.keys(a).some((k) => k.startsWith("__reactProps")))).toBe(true);
  await iv.evaluate(() => Object.assign(window, { listDocument: true }));
  await link.click();
  await expect(iv.getByRole("heading", { level: 1 })).toHaveText(`Interview: ${name}`);
  expect(iv.url()).toMatch(new RegExp(`/staff/interviews/${interviewId}$`));
  expect(await iv.evaluate(() => "listDocument" in window)).toBe(true);
  await check("interview page, before the scorecard", iv);
  const form = iv.locator("form", { has: iv.getByRole("heading", { name: "Your scorecard" }) });
  await form.getByLabel("Yes", { exact: true }).check();
  await form.getByLabel("Notes").fill("Clear about claims workflows.");
  await form.getByRole("button", { name: "Submit the scorecard" }).click();
  await expect(iv.getByText(m.scorecardSaved)).toBeVisible();
  await expect(iv.locator("[data-scorecard]")).toContainText("Ivan Interviewer: Yes");
  await check("interview page, scorecard in", iv);

  // Their calendar feed, made on their account page.
  await iv.goto("/staff/account");
  await iv.getByRole("button", { name: "Make a feed address" }).click();
  await expect(iv.locator("[data-feed-url]")).toContainText("/calendar/");
  const feed = await iv.request.get(new URL((await iv.locator("[data-feed-url]").textContent())!).pathname);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain("BEGIN:VEVENT");
  await check("account page with a feed address", iv);
  await panel.close();

  // HR's criteria on the job's page.
  await page.goto(`/staff/jobs/${jobCode(JOBS.trainee)}`);
  const criteria = page.getByRole("region", { name: "Interview criteria" });
  await criteria.getByLabel("Criteria, one a line").fill("Problem solving\nCommunication");
  await criteria.getByRole("button", { name: "Save the criteria" }).click();
  await expect(criteria.getByText(m.criteriaSaved)).toBeVisible();
  await check("job page with criteria", page);

  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});

/** Whether the page scrolls sideways at this width: the document wider than the viewport. */
const scrollsSideways = (target: Page) =>
  target.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("a 60-character address without spaces wraps at 390 px: the interview's page and the status page's card", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // 60 characters, no space: the applicant's address, and the meeting link carries another as long.
  const email = `meenakshi.sundaram.venkata.${Date.now()}@longmail.example.in`;
  expect(email).toHaveLength(60);
  const link = `https://meet.example/join/${email}`;
  const { id, statusPath } = await applyThroughApi(page, "Long Address", email);
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });

  await signIn(page, HR);
  await page.goto(`/staff/applications/${id}`);
  const section = page.getByRole("region", { name: "Interviews" });
  const time = section.getByRole("group", { name: "Time 1" });
  await time.getByLabel("Date").fill(day(9));
  await time.getByLabel("Start").fill("11:00");
  await section.getByRole("radio", { name: "Online" }).check();
  await section.getByLabel("Meeting link (online) or address (on site)").fill(link);
  await section.getByLabel(/Ivan Interviewer/).check();
  await section.getByRole("button", { name: "Offer these times" }).click();
  await expect(section.getByText(m.offered(1))).toBeVisible();

  const applicant = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await applicant.goto(statusPath);
  await applicant.getByRole("button", { name: "Book this time" }).click();
  await expect(applicant.getByText(m.booked)).toBeVisible();
  await expect(applicant.locator("[data-interview]")).toContainText(link);
  expect(await scrollsSideways(applicant)).toBe(false);
  await applicant.close();

  const interviewId = (db.prepare("select id from interviews where application_id = ?").get(id) as { id: number }).id;
  db.close();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/staff/interviews/${interviewId}`);
  await expect(page.getByRole("region", { name: "The applicant" })).toContainText(email);
  expect(await scrollsSideways(page)).toBe(false);
});
