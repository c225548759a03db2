import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { referenceLine, referenceNumber } from "~/domain/reference-number";
import { resumeFileMessages } from "~/domain/resume-file";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { samplePdf } from "#tests/support/sample-files";
import { queryE2eDatabase } from "./support/database";
import {
  expectAccessibleAfterSubmit,
  expectError,
  expectErrorsInTurn,
  failSubmissions,
  submitWhileHeld,
  SUBMISSION_FAILURES,
} from "./support/form-checks";

const dir = mkdtempSync(path.join(tmpdir(), "resume-e2e-"));
const pdf = samplePdf("Sanjay Menon - Curriculum vitae");
const pdfPath = path.join(dir, "Sanjay Menon CV.pdf");
writeFileSync(pdfPath, pdf);

const form = (page: Page) => page.locator("form", { has: page.getByRole("heading", { name: "Send Us Your Resume" }) });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const fileInput = (page: Page) => form(page).getByLabel("Resume (pdf, doc, docx, size under 1MB)");
const status = (page: Page) => form(page).getByRole("status");
const button = (page: Page) => form(page).getByRole("button", { name: /Proceed|Please wait/ });
/** The reference number of the newest resume from an address, as the page should show it. */
const referenceOf = (email: string) =>
  referenceNumber(
    "resume",
    queryE2eDatabase<{ id: number }>("select id from candidates where email = ? order by id desc", email)[0]!.id,
  );

const parts = (page: Page) => ({ status: status(page), button: button(page) });
const storedFor = (email: string) =>
  queryE2eDatabase<{
    name: string;
    phone: string;
    job_code: number;
    client_ip: string;
    file_name: string;
    content_type: string;
    size: number;
  }>(
    `select c.name, c.phone, c.job_code, c.client_ip, f.file_name, f.content_type, f.size
       from candidates c join resume_files f on f.id = c.resume_file_id where c.email = ?`,
    email,
  );

async function openEnhanced(page: Page) {
  await page.goto("/careers/resume");
  await expect(form(page)).toHaveAttribute("data-enhanced", "true");
}

async function fillValid(page: Page, email: string) {
  await field(page, "Name").fill("Sanjay Menon");
  await field(page, "Email").fill(email);
  await field(page, "Mobile").fill("9895012345");
  await field(page, "Phone (optional)").fill("0484 2401234");
}

test.describe("Send Us Your Resume", () => {
  test("the page: breadcrumb, general heading without a job code, and the fields", async ({ page }) => {
    await page.goto("/careers/resume");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
      /Home\s*›\s*Careers\s*›\s*Send Us Your Resume/,
    );
    await expect(form(page)).not.toContainText("Job Code");
    await expect(button(page)).toHaveText("Proceed");
    await expect(fileInput(page)).toHaveAttribute("type", "file");
  });

  test("every failing case in order shows its message alone, then a valid resume is stored with its file", async ({
    page,
  }) => {
    await openEnhanced(page);
    const steps: [string, string, string][] = [
      ["Name", "", "Name must be entered"],
      ["Name", "Sa", "A valid name must be entered"],
      ["Name", "Sanjay Menon", "E-mail address must be entered"],
      ["Email", "s@ab.cdef", "A valid e-mail must be entered"],
      ["Email", "sanjay.menon.example", "A valid e-mail address must be entered"],
      ["Email", "sanjay.menon@example.in", "Mobile number must be entered"],
      ["Mobile", "989501", "A valid mobile number must be entered"],
      ["Mobile", "989501234567890", "A valid mobile number must be entered"],
      // Spaces, dashes, dots and parentheses are taken and not counted (docs/product.md §7.18).
      ["Mobile", "+971 50 123 4567", resumeFileMessages.missing],
      ["Mobile", "9895012345", resumeFileMessages.missing],
    ];
    await expectErrorsInTurn((label) => field(page, label), parts(page), steps, field(page, "Mobile"));
    await fileInput(page).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a resume"),
    });
    await button(page).click();
    await expect(status(page)).toHaveText("File: notes.txt is invalid.");
    await fileInput(page).setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([pdf, Buffer.alloc(1_048_577 - pdf.length, 0x20)]),
    });
    await button(page).click();
    await expect(status(page)).toHaveText("File: huge.pdf is too large to upload.");

    await fileInput(page).setInputFiles(pdfPath);
    await submitWhileHeld(page, "**/api/Career/PostCandidate*", parts(page), resumeFormMessages.success);
    await expect(page.getByText(referenceLine(referenceOf("sanjay.menon@example.in")))).toBeVisible();
    await expect(button(page)).toBeEnabled();
    await expect(field(page, "Name")).toHaveValue("");
    expect(await fileInput(page).evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    expect(storedFor("sanjay.menon@example.in")).toEqual([
      {
        name: "Sanjay Menon",
        phone: "",
        job_code: 0,
        client_ip: "127.0.0.1",
        file_name: "Sanjay Menon CV.pdf",
        content_type: "application/pdf",
        size: pdf.length,
      },
    ]);
  });

  for (const [what, fail, message] of SUBMISSION_FAILURES) {
    test(`${what} shows a red message, re-enables the button and keeps every field and the file`, async ({ page }) => {
      await openEnhanced(page);
      const email = `resume-failure-${String(fail)}@example.com`;
      await fillValid(page, email);
      await fileInput(page).setInputFiles(pdfPath);
      await failSubmissions(page, "**/api/Career/PostCandidate*", fail);
      await button(page).click();
      await expectError(parts(page), message);
      await expect(field(page, "Name")).toHaveValue("Sanjay Menon");
      await expect(field(page, "Email")).toHaveValue(email);
      await expect(field(page, "Mobile")).toHaveValue("9895012345");
      await expect(field(page, "Phone (optional)")).toHaveValue("0484 2401234");
      expect(await fileInput(page).evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe("Sanjay Menon CV.pdf");
      expect(queryE2eDatabase("select id from candidates where email = ?", email)).toHaveLength(0);
    });
  }

  test.describe(() => {
    // axe-core must be injected, which the site's CSP rightly forbids: bypass it in this context only.
    test.use({ bypassCSP: true });
    test("no accessibility violations with an error message showing", async ({ page }) => {
      await openEnhanced(page);
      await expectAccessibleAfterSubmit(page, parts(page), "Name must be entered");
    });
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test("without JavaScript the server asks for the file, keeps what was typed, then stores the resume", async ({
      page,
    }) => {
      await page.goto("/careers/resume");
      await fillValid(page, "no-script.candidate@example.com");
      await button(page).click();
      await expect(status(page)).toHaveText(resumeFileMessages.missing);
      await expect(field(page, "Name")).toHaveValue("Sanjay Menon");
      await expect(field(page, "Email")).toHaveValue("no-script.candidate@example.com");
      await expect(field(page, "Phone (optional)")).toHaveValue("0484 2401234");
      await fileInput(page).setInputFiles(pdfPath);
      await button(page).click();
      await expect(status(page)).toHaveText(resumeFormMessages.success);
      await expect(page.getByText(referenceLine(referenceOf("no-script.candidate@example.com")))).toBeVisible();
      await expect(field(page, "Name")).toHaveValue("");
      expect(storedFor("no-script.candidate@example.com")).toEqual([
        {
          name: "Sanjay Menon",
          phone: "0484 2401234",
          job_code: 0,
          client_ip: "127.0.0.1",
          file_name: "Sanjay Menon CV.pdf",
          content_type: "application/pdf",
          size: pdf.length,
        },
      ]);
    });
  });
});
