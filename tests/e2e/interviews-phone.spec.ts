import Database from "better-sqlite3";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { todayIn } from "~/domain/dates";
import { interviewMessages as m } from "~/domain/interviews";
import { degreeQualification, jobApplication, pastJob, schoolQualification } from "#tests/support/factories";
import { JOBS, jobCode } from "./support/careers";
import { e2eDatabaseFile } from "./support/environment";
import { addStaffUser, signIn } from "./support/staff";
import { postThroughApi } from "./support/submit";

/**
 * Interviews on a phone (375 px, issue 41 items 14 and 15): the status page names the one zone a time is
 * in once (Asia/Kolkata, never also Asia/Calcutta, the name Chromium gives the reader's zone) and does not
 * say "we will contact you" above the times to choose; the interview page's tables, wider than the phone,
 * say that they scroll and scroll.
 */
const HR = "phone.hr@staff.example";
const INTERVIEWER = "phone.panel@staff.example";
const PHONE = { width: 375, height: 800 };

test.use({ bypassCSP: true });
test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Hari Phone", role: "hr" });
  await addStaffUser({ email: INTERVIEWER, name: "Indu Phone", role: "interviewer" });
});

const day = (n: number) => todayIn("Asia/Kolkata", new Date(Date.now() + n * 86_400_000));

/** Resolves once React has hydrated this element (its props are on it). */
const hydrated = (target: Locator) =>
  expect.poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")))).toBe(true);

/** HR offers one time at 10:00 with the phone interviewer, from the application's page. */
async function offerOneTime(page: Page, id: number, date: string) {
  await page.goto(`/staff/applications/${id}`);
  const section = page.getByRole("region", { name: "Interviews" });
  const time = section.getByRole("group", { name: "Time 1" });
  await time.getByLabel("Date").fill(date);
  await time.getByLabel("Start").fill("10:00");
  await section.getByRole("radio", { name: "Online" }).check();
  await section.getByLabel("Meeting link (online) or address (on site)").fill("https://meet.example/phone-room");
  await section.getByLabel(/Indu Phone/).check();
  await section.getByRole("button", { name: "Offer these times" }).click();
  await expect(section.getByText(m.offered(1))).toBeVisible();
}

/** A job seeker applies with a degree and a past job (their tables are wider than a phone); HR offers a time. */
async function applicationWithAnOffer(page: Page, date: string) {
  const email = `phone.applicant.${Date.now()}@example.in`;
  const application = jobApplication(jobCode(JOBS.trainee), {
    personal: { Name: "Parvathy Phone", Email: email },
    qualifications: [
      schoolQualification("SSLC"),
      schoolQualification("HSE"),
      degreeQualification({ CollegeText: "Government Model Engineering College, Thrikkakara" }),
    ],
    experiences: [
      pastJob({
        Position: "Senior Claims Processing Associate",
        CompanyName: "Malabar General Insurance Company Limited",
      }),
    ],
  });
  const { id, answer } = await postThroughApi(page, "PostJobApplication", application, email);
  await signIn(page, HR);
  await offerOneTime(page, id, date);
  return { id, statusPath: new URL(String(answer.StatusLink), "http://site").pathname };
}

test("at 375 px the status page names one zone per time and asks to choose a time, not to wait to be contacted", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { statusPath } = await applicationWithAnOffer(page, day(8));
  // The applicant, on a phone in Kolkata with JavaScript: the company's zone is theirs, under its other name.
  const kolkata = await browser.newContext({ viewport: PHONE, timezoneId: "Asia/Kolkata", bypassCSP: true });
  const phone = await kolkata.newPage();
  await phone.goto(statusPath);
  const card = phone.getByRole("region", { name: "Your interview" });
  await hydrated(card.getByRole("radio").first());
  await expect(card).toContainText("(Asia/Kolkata, UTC+05:30)");
  await expect(card.locator("[data-reader-zone]")).toHaveCount(0);
  await expect(phone.getByRole("main")).not.toContainText("Asia/Calcutta");
  // Above "Choose a time", the status's line asks to choose one, not to wait to be contacted.
  await expect(phone.getByRole("main")).toContainText(m.chooseTimeExplanation);
  await card.getByRole("button", { name: "Book this time" }).click();
  await expect(phone.getByText(m.booked)).toBeVisible();
  await kolkata.close();
});

test("at 375 px the interview page's tables, wider than the phone, scroll in their frame and say so", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id } = await applicationWithAnOffer(page, day(9));
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  const interviewId = (db.prepare("select id from interviews where application_id = ?").get(id) as { id: number }).id;
  db.close();
  // The interviewer, on a phone: the qualifications and experience tables are wider than it.
  const panel = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  const iv = await panel.newPage();
  await signIn(iv, INTERVIEWER);
  await iv.goto(`/staff/interviews/${interviewId}`);
  for (const name of ["Table: qualifications", "Table: work experience"]) {
    const region = iv.getByRole("region", { name });
    await expect(region).toBeVisible();
    // It scrolls sideways, and says so where it is seen.
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), name).toBe(true);
    await expect(iv.getByText(m.tableScrolls).and(iv.locator(`[data-scroll-hint="${name}"]`))).toBeVisible();
    // Scrolled to its end, its last column is in view.
    await region.scrollIntoViewIfNeeded();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const last = region.getByRole("columnheader").last();
    const inside = async () => {
      const [box, frame] = [await last.boundingBox(), await region.boundingBox()];
      return box !== null && frame !== null && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1;
    };
    await expect.poll(inside, { message: `${name}: its last column in its frame` }).toBe(true);
  }
  // The page itself does not scroll sideways: only the tables do.
  expect(await iv.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
    false,
  );
  await panel.close();
});
