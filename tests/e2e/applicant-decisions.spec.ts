import path from "node:path";
import { expect, test } from "@playwright/test";
import { APPLICANT_STATUS_WORDS } from "~/domain/application-status";
import { jobApplication } from "#tests/support/factories";
import { waitForOutboxMail } from "#tests/support/outbox-folder";
import { axeViolationsAtEachWidth } from "./support/axe";
import { JOBS, jobCode } from "./support/careers";
import { queryE2eDatabase } from "./support/database";
import { e2e } from "./support/environment";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { submitThroughApi } from "./support/submit";

/**
 * Mails on decisions (docs/product.md §10.13) in the browser: HR writes an internal note, rejects with the
 * rejection template and a reason; the applicant's mail (read from the mail folder) names the job and the
 * reference, holds the status link and not the note; the link shows "Not selected". The templates pages,
 * the application page with its mails and the inbox's bulk move pass axe at 390 and 1280 px and the Nu checker.
 */
test.use({ bypassCSP: true });

const HR = "decisions.hr@staff.example";
test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Dia Decider", role: "hr" });
});

test("HR rejects with the template; the applicant's mail names the job and reference, holds the link and no note, and the link shows Not selected", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `kiran.${Date.now()}@example.in`;
  const id = await submitThroughApi(
    page,
    "PostJobApplication",
    jobApplication(jobCode(JOBS.trainee), { personal: { Name: "Kiran Joseph", Email: email } }),
    email,
  );
  const reference = `A-${String(id).padStart(6, "0")}`;
  const failures: string[] = [];
  const documents: [string, string][] = [];
  const check = async (label: string, sent?: string) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 390])));
    documents.push([label, sent ?? (await (await page.context().request.get(page.url())).text())]);
  };

  await signIn(page, HR);
  await page.goto(`/staff/applications/${id}`);
  const notes = page.getByRole("region", { name: "Internal notes" });
  await notes.getByLabel("New note").fill("Zephyr: weak on SQL, do not tell her");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note added.");

  const pipeline = page.getByRole("region", { name: "Status" });
  await expect(pipeline.getByLabel("Tell the applicant")).toHaveValue("default");
  await pipeline.getByLabel("Reason for a rejection (optional)").selectOption({ label: "Position filled" });
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    pipeline.getByRole("button", { name: "Reject" }).click(),
  ]);
  await expect(pipeline.getByRole("status")).toHaveText("Moved to Rejected. The applicant is told by mail.");
  expect(answer.status()).toBe(200);
  await expect(page.getByRole("region", { name: "History" })).toContainText("(reason: Position filled)");
  const mails = page.getByRole("region", { name: "Mails to the applicant" });
  await expect(mails).toContainText(`Your application for ${JOBS.trainee} (${reference})`);
  await check("application, rejected with a mail");

  // The applicant's mail, as the mail folder has it.
  const mail = await waitForOutboxMail(path.join(e2e.dataDir, "outbox"), email, (m) =>
    (m.subject ?? "").startsWith(`Your application for ${JOBS.trainee} (${reference})`),
  );
  const text = mail.text ?? "";
  for (const part of [text, String(mail.html)]) {
    expect(part).toContain(JOBS.trainee);
    expect(part).toContain(reference);
    expect(part).not.toContain("Zephyr");
  }
  const href = /https?:\/\/\S+\/careers\/application\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(href, text).toBeTruthy();

  // The applicant opens it, in a browser of their own.
  const applicant = await browser.newContext();
  const statusPage = await applicant.newPage();
  await statusPage.goto(new URL(href!).pathname);
  await expect(statusPage.locator("[data-status]")).toHaveText(APPLICANT_STATUS_WORDS.rejected);
  await expect(statusPage.getByText("Zephyr")).toHaveCount(0);
  await applicant.close();

  // The templates pages, the inbox with its bulk move.
  await page.goto("/staff/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Message templates" })).toBeVisible();
  await check("templates");
  const rejected = queryE2eDatabase<{ id: number }>("select id from message_templates where stage = 'rejected'")[0]!;
  await page.goto(`/staff/templates/${rejected.id}?preview=${reference}`);
  await expect(page.getByRole("region", { name: "Preview" })).toContainText("Dear Kiran Joseph,");
  await check("template, preview with an application");
  const editor = page.getByRole("region", { name: "Edit" });
  await editor.getByLabel("Text").fill("Dear {{nmae}},");
  await editor.getByRole("button", { name: "Save as a new revision" }).click();
  await expect(editor.locator("#template-body-error")).toContainText("{{nmae}} is not a merge field.");
  failures.push(...(await axeViolationsAtEachWidth(page, "template, refused save", [1280, 390])));
  // The refused save's page as the server sends it, posted as a form (the browser fetched data with script).
  const xsrf = await editor.locator('input[name="_xsrf"]').getAttribute("value");
  const refused = await page.context().request.post(page.url(), {
    form: { _xsrf: xsrf!, intent: "save", revision: "1", name: "Not selected", subject: "x", body: "Dear {{nmae}}," },
  });
  expect(refused.status()).toBe(400);
  documents.push(["template, refused save", await refused.text()]);
  await page.goto("/staff/templates/new");
  await check("new template");
  await page.goto("/staff/applications");
  await expect(page.getByRole("heading", { name: "Move selected" })).toBeVisible();
  await check("inbox with the bulk move");

  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bulk move from the inbox's checkboxes moves the rows ticked and lists one moved meanwhile", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const ids: number[] = [];
    const names = [1, 2].map((n) => `Bulk Person ${String.fromCharCode(96 + n)}${Date.now() % 100000}`);
    for (const name of names) {
      const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.in`;
      ids.push(
        await submitThroughApi(
          page,
          "PostJobApplication",
          jobApplication(jobCode(JOBS.trainee), { personal: { Name: name, Email: email } }),
          email,
        ),
      );
    }
    await signIn(page, HR);
    await page.goto("/staff/applications?status=new");
    for (const name of names)
      await page
        .getByRole("checkbox", { name: `Select ${name}` })
        .first()
        .check();
    // A colleague shortlists the second one before the form is sent.
    const colleague = await browser.newContext();
    const other = await colleague.newPage();
    await signIn(other, HR);
    await other.goto(`/staff/applications/${ids[1]}`);
    await other.getByRole("button", { name: "Shortlist" }).click();
    await expect(other.getByRole("region", { name: "Status" })).toContainText("Now Shortlisted");
    await colleague.close();
    const form = page.getByRole("region", { name: "Move selected" });
    await form.getByLabel("Move to").selectOption({ label: "Screening" });
    await form.getByRole("button", { name: "Move selected" }).click();
    await expect(form.getByRole("status")).toHaveText("1 moved; 1 refused (listed below).");
    await expect(form).toContainText(`A-${String(ids[1]).padStart(6, "0")} ${names[1]}: You moved it`);
    expect(queryE2eDatabase<{ status: string }>("select status from job_applications where id = ?", ids[0])).toEqual([
      { status: "screening" },
    ]);
  });
});
