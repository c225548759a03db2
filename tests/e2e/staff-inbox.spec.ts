import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { jobApplication, pastJob } from "#tests/support/factories";
import { axeViolations } from "./support/axe";
import { JOBS, jobCode } from "./support/careers";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { submitThroughApi } from "./support/submit";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const HR = "inbox.hr@staff.example";
const MARKETING = "inbox.marketing@staff.example";
const MARKUP = "<img src=x onerror=alert(1)>";
/** A surname no seed or other test uses, so a search finds only this file's application. */
const SURNAME = "Quennellworth";

test.beforeAll(() => {
  addStaffUser({ email: HR, name: "Ira Inbox", role: "hr" });
  addStaffUser({ email: MARKETING, name: "Manu Marketing", role: "marketing" });
});

/** Sends a wizard application through the API as the wizard does. */
async function apply(page: Page, name: string, city: string) {
  const email = `${SURNAME.toLowerCase()}@example.in`;
  await submitThroughApi(
    page,
    "PostJobApplication",
    jobApplication(jobCode(JOBS.trainee), {
      personal: { Name: name, City: city, Email: email },
      experiences: [pastJob({ CompanyName: "Marigold Mutual" })],
    }),
    email,
  );
}

test("HR finds an application sent through the wizard's API by searching; the filters stay in the address; what the applicant typed stays text", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await apply(page, `Zara ${SURNAME} ${MARKUP}`, `Kochi ${MARKUP}`);

  await signIn(page, HR);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Applications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

  await page.getByLabel("Search", { exact: true }).fill(`${SURNAME.slice(0, 8)} marigold`);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "New" });
  await page.getByLabel("Job", { exact: true }).selectOption({ label: JOBS.trainee });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/staff/applications\\?q=${SURNAME.slice(0, 8)}\\+marigold&job=${jobCode(JOBS.trainee)}&status=new`),
  );

  const table = page.getByRole("region", { name: "Applications and resumes" });
  const link = table.getByRole("link", { name: `Zara ${SURNAME} ${MARKUP}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /^\/staff\/applications\/\d+$/);
  const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: `Zara ${SURNAME} ${MARKUP}` }) });
  await expect(row.getByRole("cell").nth(1)).toHaveText(JOBS.trainee);
  await expect(row.getByRole("cell").nth(3)).toHaveText("New");
  await expect(row.getByRole("cell").nth(4)).toHaveText("3 year(s) and 0 month(s)");
  await expect(row.getByRole("cell").nth(5)).toHaveText(`Kochi ${MARKUP}`);
  await expect(page.getByRole("link", { name: "New (1)" })).toHaveAttribute("aria-current", "page");

  // A reload (a bookmark, a shared link) shows the same view, with the form filled as it was.
  await page.reload();
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(`${SURNAME.slice(0, 8)} marigold`);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("new");
  await expect(table.getByRole("link", { name: `Zara ${SURNAME} ${MARKUP}` })).toBeVisible();

  // Export CSV downloads exactly this view: the header and this one application, as text.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Zara ${SURNAME} ${MARKUP}"`);
  expect(lines[1]).toContain(`"${JOBS.trainee}"`);

  // Another status: nothing, and the count of New still says where it is.
  await page.getByRole("link", { name: "Shortlisted (0)" }).click();
  await expect(page).toHaveURL(/status=shortlisted/);
  await expect(page).toHaveURL(/q=Quennell\+marigold/);
  await expect(page.getByText("Nothing sent matches.")).toBeVisible();

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("the inbox has no axe violations and is valid HTML, at desktop and phone widths", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, HR);
  const failures: string[] = [];
  const documents: [string, string][] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/staff/applications",
      `/staff/applications?q=${SURNAME}&status=new&kind=application`,
      "/staff/applications?kind=resume&from=2030-01-02&to=2030-01-01",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
      failures.push(...(await axeViolations(page)).map((v) => `${path} @${width}: ${v}`));
    }
  }
  for (const path of [
    "/staff/applications",
    `/staff/applications?q=${SURNAME}`,
    "/staff/applications?q=zzzzqqq",
    "/staff/applications?kind=resume&from=2030-01-02&to=2030-01-01",
  ])
    documents.push([path, await (await page.context().request.get(path)).text()]);
  expect(failures).toEqual([]);
  expect(htmlErrors(documents)).toEqual([]);
});

test("marketing is refused the inbox and does not see it in the menu", async ({ page }) => {
  await signIn(page, MARKETING);
  await expect(
    page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Applications" }),
  ).toHaveCount(0);
  const res = await page.goto("/staff/applications");
  expect(res?.status()).toBe(403);
  await expect(page.getByText(SURNAME)).toHaveCount(0);
});
