import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  APPLICANT_STATUS_WORDS,
  applicationStatusMessages as m,
  LOST_LINK_PATH,
  lostLinkMessages,
} from "~/domain/application-status";
import { samplePdf } from "#tests/support/sample-files";
import { waitForOutboxMail } from "#tests/support/outbox-folder";
import { axeViolationsAtEachWidth } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { e2e } from "./support/environment";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";

/**
 * Following an application (docs/product.md §2.16, §2.17) in the browser: a resume typed into the form,
 * the status link opened from the confirmation mail, HR shortlisting it in the console, then withdraw,
 * download and erase from the page, which then says that nothing is held. axe at both widths and the Nu
 * checker on every new page and state.
 */
test.use({ bypassCSP: true });

const HR = "status.hr@staff.example";
test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Hari Recruiter", role: "hr" });
});

const dir = mkdtempSync(path.join(tmpdir(), "status-e2e-"));
const pdfPath = path.join(dir, "Nisha Kurian CV.pdf");
writeFileSync(pdfPath, samplePdf("Nisha Kurian - Curriculum vitae"));

/** The status page's path from the confirmation mail's link. */
async function linkFromMail(address: string, subject: RegExp): Promise<string> {
  const mail = await waitForOutboxMail(path.join(e2e.dataDir, "outbox"), address, (x) => subject.test(x.subject ?? ""));
  const href = /https?:\/\/\S+\/careers\/application\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
  if (!href) throw new Error("no status link in the mail");
  return new URL(href).pathname;
}

test("a job seeker sends a resume, follows it by the mailed link while HR shortlists it, withdraws, downloads and erases it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `nisha.${Date.now()}@example.in`;
  const failures: string[] = [];
  const documents: [string, string][] = [];
  /** axe at both widths, and the Nu checker on the page as sent (fetched again unless given). */
  const check = async (label: string, target: Page = page, sent?: string) => {
    failures.push(...(await axeViolationsAtEachWidth(target, label, [1280, 390])));
    documents.push([label, sent ?? (await (await target.context().request.get(target.url())).text())]);
  };

  // Applies through the site: the resume form, typed.
  await page.goto("/careers/resume");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Send Us Your Resume" }) });
  await expect(form).toHaveAttribute("data-enhanced", "true");
  await form.getByLabel("Name", { exact: true }).fill("Nisha Kurian");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Mobile", { exact: true }).fill("9895054321");
  await form.getByLabel("Resume (pdf, doc, docx, size under 1MB)").setInputFiles(pdfPath);
  await form.getByRole("button", { name: "Proceed" }).click();
  const summaryLink = form.getByRole("link", { name: m.summaryLinkLabel });
  await expect(summaryLink).toBeVisible();

  // The link in the mail is the one on the summary.
  const statusPath = await linkFromMail(email, /Your resume has been received/);
  expect(await summaryLink.getAttribute("href")).toBe(statusPath);
  const { id } = queryE2eDatabase<{ id: number }>("select id from candidates where email = ?", email)[0]!;

  await page.goto(statusPath);
  await expect(page.getByRole("heading", { level: 1, name: m.heading })).toBeVisible();
  await expect(page.getByText(m.generalApplication)).toBeVisible();
  await expect(page.locator("[data-status]")).toHaveText(APPLICANT_STATUS_WORDS.new);
  await check("status, received");

  // HR shortlists it in the console, in another browser.
  const staff = await browser.newContext();
  const hrPage = await staff.newPage();
  await signIn(hrPage, HR);
  await hrPage.goto(`/staff/resumes/${id}`);
  const pipeline = hrPage.getByRole("region", { name: "Status" });
  await pipeline.getByRole("button", { name: "Shortlist" }).click();
  await expect(pipeline.getByRole("status")).toHaveText("Moved to Shortlisted.");

  await page.reload();
  await expect(page.locator("[data-status]")).toHaveText(APPLICANT_STATUS_WORDS.shortlisted);

  // Withdraw: the box must be ticked (the browser says so before anything is sent).
  const withdraw = page.locator("form", { has: page.getByRole("heading", { name: m.withdrawHeading }) });
  await withdraw.getByRole("button", { name: m.withdrawButton }).click();
  expect(await withdraw.getByRole("checkbox").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await withdraw.getByLabel(m.withdrawConfirm).check();
  await withdraw.getByRole("button", { name: m.withdrawButton }).click();
  await expect(page.getByText(m.withdrawn)).toBeVisible();
  await expect(page.locator("[data-status]")).toHaveText(APPLICANT_STATUS_WORDS.withdrawn);
  await expect(page.getByRole("button", { name: m.withdrawButton })).toHaveCount(0);
  await check("status, withdrawn");

  // HR sees the applicant's move in the history.
  await hrPage.reload();
  await expect(hrPage.getByRole("region", { name: "Status" })).toContainText("Now Withdrawn");
  await staff.close();

  // Download everything held, as JSON.
  const exportForm = page.locator("form", { has: page.getByRole("heading", { name: m.exportHeading }) });
  await exportForm.getByLabel(m.exportConfirm).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exportForm.getByRole("button", { name: m.exportButton }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`application-R-${String(id).padStart(6, "0")}.json`);
  const held = JSON.parse(readFileSync(await download.path(), "utf8")) as { email: string; resumes: unknown[] };
  expect(held.email).toBe(email);
  expect(held.resumes).toHaveLength(1);

  // Erase: then the link says that nothing is held.
  const erase = page.locator("form", { has: page.getByRole("heading", { name: m.eraseHeading }) });
  await erase.getByLabel(m.eraseConfirm).check();
  await erase.getByRole("button", { name: m.eraseButton }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.erasedHeading })).toBeVisible();
  await expect(page.getByText(m.erased)).toBeVisible();
  await expect(page.getByText("Nisha Kurian")).toHaveCount(0);
  await check("status, erased");
  expect(queryE2eDatabase<{ email: string }>("select email from candidates where id = ?", id)).toEqual([{ email: "" }]);

  // I lost my link, from the erased page's link.
  await page.getByRole("link", { name: m.lostLinkPrompt }).click();
  await expect(page).toHaveURL(LOST_LINK_PATH);
  await check("lost link");
  await page.getByLabel("Email").fill("nobody.applied@example.in");
  const [answered] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: lostLinkMessages.button }).click(),
  ]);
  await expect(page.getByRole("status")).toHaveText(lostLinkMessages.sent);
  // The answer to the post, not the empty form a new GET would fetch.
  await check("lost link, answered", page, await answered.text());

  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a resume's link is followed, a box left unticked is asked for by the server, then withdraw and erase work; every answer passes axe at both widths and the Nu checker", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `no.script.${Date.now()}@example.in`;
    const documents: [string, string][] = [];
    const answers: { label: string; url: string; html: string }[] = [];
    /** Posts the form as the page does, and keeps the raw answer for the Nu checker. */
    const submit = async (label: string, form: ReturnType<Page["locator"]>, button: string) => {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: button }).click(),
      ]);
      await page.waitForLoadState();
      // A redirect's page is fetched again as sent (not as the browser re-serialised it).
      const html = answer.status() === 303 ? await (await page.request.get(page.url())).text() : await answer.text();
      documents.push([label, html]);
      answers.push({ label, url: page.url(), html });
      return answer;
    };
    const cardOf = (heading: string) => page.locator("form", { has: page.getByRole("heading", { name: heading }) });
    /** The box left unticked: the browser's own check is the one JavaScript-free guard this test goes past. */
    const untick = (form: ReturnType<Page["locator"]>) =>
      form.getByRole("checkbox").evaluate((box: HTMLInputElement) => box.removeAttribute("required"));

    await page.goto("/careers/resume");
    const resume = page.locator("form", { has: page.getByRole("heading", { name: "Send Us Your Resume" }) });
    await resume.getByLabel("Name", { exact: true }).fill("Anjali Menon");
    await resume.getByLabel("Email", { exact: true }).fill(email);
    await resume.getByLabel("Mobile", { exact: true }).fill("9895054322");
    await resume.getByLabel("Resume (pdf, doc, docx, size under 1MB)").setInputFiles(pdfPath);
    await resume.getByRole("button", { name: "Proceed" }).click();
    await page.getByRole("link", { name: m.summaryLinkLabel }).click();
    await expect(page.locator("[data-status]")).toHaveText(APPLICANT_STATUS_WORDS.new);
    const statusPath = new URL(page.url()).pathname;

    const withdraw = cardOf(m.withdrawHeading);
    await untick(withdraw);
    expect((await submit("withdraw, box unticked", withdraw, m.withdrawButton)).status()).toBe(400);
    await expect(cardOf(m.withdrawHeading).getByRole("status")).toHaveText(m.confirmMissing);

    const exportForm = cardOf(m.exportHeading);
    await untick(exportForm);
    await submit("download, box unticked", exportForm, m.exportButton);
    await expect(page).toHaveURL(`${statusPath}?confirm=export`);
    await expect(cardOf(m.exportHeading).getByRole("status")).toHaveText(m.confirmMissing);

    const erase = cardOf(m.eraseHeading);
    await untick(erase);
    expect((await submit("erase, box unticked", erase, m.eraseButton)).status()).toBe(400);
    await expect(cardOf(m.eraseHeading).getByRole("status")).toHaveText(m.confirmMissing);

    await cardOf(m.withdrawHeading).getByLabel(m.withdrawConfirm).check();
    await submit("withdrawn", cardOf(m.withdrawHeading), m.withdrawButton);
    await expect(page).toHaveURL(`${statusPath}?done=withdrawn`);
    await expect(page.getByText(m.withdrawn)).toBeVisible();
    await expect(page.locator("[data-status]")).toHaveText(APPLICANT_STATUS_WORDS.withdrawn);

    await cardOf(m.eraseHeading).getByLabel(m.eraseConfirm).check();
    await submit("erased", cardOf(m.eraseHeading), m.eraseButton);
    await expect(page.getByRole("heading", { level: 1, name: m.erasedHeading })).toBeVisible();
    expect(queryE2eDatabase<{ email: string }>("select email from candidates where email = ?", email)).toEqual([]);

    await page.goto(LOST_LINK_PATH);
    await page.getByLabel("Email").fill(email);
    await submit(
      "lost link, answered",
      page.locator("form", { has: page.getByRole("heading", { name: lostLinkMessages.heading }) }),
      lostLinkMessages.button,
    );
    await expect(page.getByRole("status")).toHaveText(lostLinkMessages.sent);
    expect(await htmlErrors(documents)).toEqual([]);

    // axe runs in the page, so each answer is shown again, as sent, in a browser that runs scripts.
    const failures: string[] = [];
    const axeContext = await browser.newContext({ bypassCSP: true, javaScriptEnabled: true });
    const axePage = await axeContext.newPage();
    for (const { label, url, html } of answers) {
      await axePage.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
      await axePage.goto(url);
      failures.push(...(await axeViolationsAtEachWidth(axePage, label, [1280, 390])));
      await axePage.unroute(url);
    }
    await axeContext.close();
    expect(failures).toEqual([]);
  });
});
