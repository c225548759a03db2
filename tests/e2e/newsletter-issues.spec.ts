import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { jobAlertMessages } from "~/domain/job-alert";
import { newsletterIssueMessages as m } from "~/domain/newsletter-issue";
import { newsletterConsentMessages } from "~/domain/newsletter-consent";
import { subscribeMessages } from "~/domain/validation/subscribe-rules";
import { readOutboxFolder, waitForOutboxMail } from "#tests/support/outbox-folder";
import { samplePicture } from "#tests/support/sample-images";
import { axeViolationsAtEachWidth } from "./support/axe";
import { e2e } from "./support/environment";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const MARKETING = "newsletter.marketing@staff.example";
const HR = "alerts.hr@staff.example";
const outbox = path.join(e2e.dataDir, "outbox");

test.beforeAll(async () => {
  await addStaffUser({ email: MARKETING, name: "Nora Newsletter", role: "marketing" });
  await addStaffUser({ email: HR, name: "Hari Hiring", role: "hr" });
});

/** A link of ours in a mail's text, as a path the test server answers. */
function linkIn(mail: ParsedMail, part: string): string {
  const href = [...(mail.text ?? "").matchAll(/https?:\/\/\S+/g)].map((x) => x[0]).find((u) => u.includes(part));
  if (!href) throw new Error(`no ${part} link in the mail`);
  const url = new URL(href);
  return url.pathname + url.search;
}

const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");

/** axe at both widths, and the document as the server sent it for the Nu checker. */
async function checkPage(page: Page, label: string, failures: string[], documents: [string, string][], axe = true) {
  if (axe) failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 390])));
  documents.push([label, await (await page.context().request.get(page.url())).text()]);
}

test("marketing writes an issue from a story, tests it, sends it; the subscriber's copy unsubscribes in one click", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  const documents: [string, string][] = [];

  // A visitor subscribes and confirms.
  const reader = `issue-reader-${Date.now()}@example.com`;
  const visitor = await browser.newPage();
  await visitor.goto("/newsletter");
  await visitor.getByLabel("Your email address").fill(reader);
  await visitor.getByRole("button", { name: "Subscribe" }).click();
  await expect(visitor.getByText(subscribeMessages.success)).toBeVisible();
  const confirmation = await waitForOutboxMail(outbox, reader);
  await visitor.goto(linkIn(confirmation, "/newsletter/confirm"));
  await visitor.getByRole("button", { name: newsletterConsentMessages.confirmButton }).click();
  await expect(visitor.getByRole("status")).toHaveText(newsletterConsentMessages.confirmed);

  await signIn(page, MARKETING);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await checkPage(page, "/staff/newsletter", failures, documents);
  const story = (await page.getByLabel("Story").locator("option").first().textContent())!.replace(/^\S+ · /, "");
  await page.getByRole("button", { name: "Start an issue from it" }).click();
  await expect(page.getByRole("heading", { level: 1, name: story })).toBeVisible();
  await expect(
    page.frameLocator("iframe[title='The issue as an HTML mail']").getByRole("heading", { name: story }),
  ).toBeVisible();
  await checkPage(page, "/staff/newsletter/{id}", failures, documents);

  // A test goes to the sender by default, or to a few staff members named (issue 41, item 16).
  await expect(page.getByLabel("Send a test to")).toHaveValue(MARKETING);
  await page.getByLabel("Send a test to").fill(`${MARKETING}, ${HR}`);
  await page.getByRole("button", { name: "Send a test", exact: true }).click();
  await expect(page.getByText(m.testSent([MARKETING, HR]))).toBeVisible();
  const testMail = await waitForOutboxMail(outbox, MARKETING, (x) => x.subject === `[Test] ${story}`);
  expect(testMail.text).toContain("Read it on the web");
  await waitForOutboxMail(outbox, HR, (x) => x.subject === `[Test] ${story}`);

  // "Send now" asks first, naming how many it goes to; the question takes the focus.
  await page.getByRole("button", { name: "Send now" }).click();
  const question = page.getByRole("group", { name: /^Send “/ });
  await expect(question).toBeFocused();
  await expect(question).toContainText(/to \d+ confirmed subscriber\(s\)\?/);
  await checkPage(page, "/staff/newsletter/{id}, asking before the send", failures, documents);
  await question.getByRole("button", { name: /^Yes, send it to \d+ subscriber\(s\) now$/ }).click();
  await expect(page.getByText(/The issue is being sent to \d+ confirmed subscriber/)).toBeVisible();
  // The progress follows by itself (the page revalidates while the send runs).
  await expect(page.getByTestId("newsletter-state")).toContainText("Sent", { timeout: 30_000 });
  await expect(page.getByTestId("progress-sent")).not.toHaveText("0");
  await checkPage(page, "/staff/newsletter/{id}, sent", failures, documents);

  const copy = await waitForOutboxMail(outbox, reader, (x) => x.subject === story);
  expect(headerOf(copy, "precedence")).toBe("bulk");
  expect(headerOf(copy, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  // Its web version, linked from the mail.
  await visitor.goto(linkIn(copy, "/newsletter/issues/"));
  await expect(visitor.getByRole("heading", { level: 1, name: story })).toBeVisible();
  await checkPage(visitor, "/newsletter/issues/{id}", failures, documents);

  // One click in the mail program: a POST to the List-Unsubscribe address, without cookies.
  const oneClick = new URL(/<([^>]+)>/.exec(headerOf(copy, "list-unsubscribe")!)![1]!);
  const res = await visitor.request.post(oneClick.pathname + oneClick.search, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(res.status()).toBe(200);
  await page.goto("/staff/subscribers?q=" + encodeURIComponent(reader));
  await expect(page.getByText("No address matches this search.")).toBeVisible();

  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});

test("a visitor sets an alert on a filtered careers page, confirms it, and HR's matching job arrives", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  const documents: [string, string][] = [];
  const seeker = `alert-seeker-${Date.now()}@example.com`;
  const word = `quasar${Date.now()}`;

  await page.goto(`/careers?q=${word}&location=Kochi`);
  await page.locator('[data-ready="true"]').first().waitFor();
  await expect(page.getByTestId("job-alert-filter")).toContainText(`new openings for “${word}” in Kochi`);
  await page.getByLabel("Email address for the alerts").fill(seeker);
  await page.getByLabel("In one mail a day").check();
  await page.getByLabel("As soon as one is published").check();
  await page.getByRole("button", { name: "Mail me new openings" }).click();
  await expect(page.getByText(jobAlertMessages.success)).toBeVisible();
  await checkPage(page, "/careers (alert set)", failures, documents);

  const confirmation = await waitForOutboxMail(outbox, seeker);
  await page.goto(linkIn(confirmation, "/careers/alerts/confirm"));
  await checkPage(page, "/careers/alerts/confirm", failures, documents);
  await page.getByRole("button", { name: jobAlertMessages.confirmButton }).click();
  await expect(page.getByRole("status")).toHaveText(jobAlertMessages.confirmed);

  // HR publishes a job that does not match, then one that does.
  const hr = await browser.newPage();
  await signIn(hr, HR);
  for (const title of [`Java Developer ${word.slice(-4)}`, `${word} Mobile Engineer`]) {
    await hr.goto("/staff/jobs/new");
    await hr.getByLabel("Title").fill(title);
    await hr.getByLabel("Location").fill("Kochi, Kerala");
    await hr.getByLabel("Description").fill("Build insurance apps.");
    await hr.getByRole("button", { name: "Save draft" }).click();
    await expect(hr.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await hr.getByRole("button", { name: "Publish" }).click();
    await expect(hr.getByText("Published", { exact: true })).toBeVisible();
  }

  const alert = await waitForOutboxMail(outbox, seeker, (x) => /New opening/.test(x.subject ?? ""), 30_000);
  expect(alert.subject).toContain(`${word} Mobile Engineer`);
  const toSeeker = (await readOutboxFolder(outbox)).filter(({ mail }) =>
    [mail.to ?? []].flat().some((to) => to.value.some((a) => a.address === seeker)),
  );
  expect(toSeeker.map(({ mail }) => mail.subject).filter((s) => /opening/.test(s ?? ""))).toHaveLength(1);

  await page.goto(linkIn(alert, "/careers/alerts/unsubscribe?"));
  await checkPage(page, "/careers/alerts/unsubscribe", failures, documents);
  await page.getByRole("button", { name: jobAlertMessages.unsubscribeButton }).click();
  await expect(page.getByRole("status")).toHaveText(jobAlertMessages.unsubscribed);

  // Without JavaScript the form's answer is a page of its own.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/careers?q=${word}`);
  // Left empty (an address the browser refuses itself would never be posted).
  await plain.getByRole("button", { name: "Mail me new openings" }).click();
  await expect(plain).toHaveURL(/\/careers\/alerts$/);
  await expect(plain.getByText(jobAlertMessages.emailRequired)).toBeVisible();
  await expect(plain.getByTestId("job-alert-filter")).toContainText(`new openings for “${word}”`);
  await checkPage(plain, "/careers/alerts (refused)", failures, documents, false);
  await noScript.close();

  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});

test("the preview frame shows the issue's picture: a JPEG made for mail, which other origins may load (issue 41, item 11)", async ({
  page,
}) => {
  await signIn(page, MARKETING);
  // What the sandboxed frame (an origin of its own, as a mail program's) fetched from /media, and how it went.
  const framed = new Promise<string>((resolve) => {
    const inFrame = (r: Request) => r.frame() !== page.mainFrame() && new URL(r.url()).pathname.startsWith("/media/");
    page.on("requestfinished", async (r) => {
      if (inFrame(r)) resolve(`${(await r.response())?.status()} ${new URL(r.url()).pathname}`);
    });
    page.on("requestfailed", (r) => {
      if (inFrame(r)) resolve(`failed (${r.failure()?.errorText}) ${new URL(r.url()).pathname}`);
    });
  });
  await page.goto("/staff/newsletter");
  await page.getByLabel("Subject").fill("An issue with a picture");
  await page.getByLabel("Text", { exact: true }).fill("Our new office.");
  await page.getByLabel("Add a picture").setInputFiles({
    name: "office.png",
    mimeType: "image/png",
    buffer: await samplePicture("png", 1600, 900),
  });
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "An issue with a picture" })).toBeVisible();
  expect(await framed).toMatch(/^200 \/media\/news-[0-9a-f]{32}-mail\.jpg$/);
});
