import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { jobApplication, pastJob } from "#tests/support/factories";
import { axeViolationsAtEachWidth } from "./support/axe";
import { JOBS, jobCode, withDatabaseChange } from "./support/careers";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { submitThroughApi } from "./support/submit";
import { recordDialogs } from "./support/dialogs";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const HR = "inbox.hr@staff.example";
const MARKETING = "inbox.marketing@staff.example";
/** Reads both the inbox and the contact messages. */
const ADMIN = "inbox.admin@staff.example";
const MARKUP = "<img src=x onerror=alert(1)>";
/** A surname no seed or other test uses, so a search finds only this file's application. */
const SURNAME = "Quennellworth";

test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Ira Inbox", role: "hr" });
  await addStaffUser({ email: MARKETING, name: "Manu Marketing", role: "marketing" });
  await addStaffUser({ email: ADMIN, name: "Ada Inbox", role: "admin" });
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
  const dialogs = recordDialogs(page);
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
  // The file name says the filter (docs/product.md §10.3): the search, the job and the status.
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^applications-\\d{4}-\\d{2}-\\d{2}-search-${SURNAME.slice(0, 8).toLowerCase()}-marigold-.+-new\\.csv$`),
  );
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
  for (const path of [
    "/staff/applications",
    `/staff/applications?q=${SURNAME}&status=new&kind=application`,
    "/staff/applications?kind=resume&from=2030-01-02&to=2030-01-01",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    failures.push(...(await axeViolationsAtEachWidth(page, path)));
  }
  for (const path of [
    "/staff/applications",
    `/staff/applications?q=${SURNAME}`,
    "/staff/applications?q=zzzzqqq",
    "/staff/applications?kind=resume&from=2030-01-02&to=2030-01-01",
  ])
    documents.push([path, await (await page.context().request.get(path)).text()]);
  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
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

/** A word only the rows of the pager test carry. */
const PAGED = "Paginora";
/** 55 resumes and 55 contact messages carrying PAGED, a minute apart, put straight into the database. */
const PAGED_ROWS = `
  with recursive n(i) as (select 1 union all select i + 1 from n where i < 55)
  insert into candidates (name, email, mobile, phone, job_code, ip_address, browser_info, created_at, status_changed_at)
  select '${PAGED} ' || i, 'paged' || i || '@example.in', '9847000000', '', 0, '', '',
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
  from n;
  with recursive n(i) as (select 1 union all select i + 1 from n where i < 55)
  insert into contact_messages (name, email, mobile, subject, message, ip_address, browser_info, created_at)
  select '${PAGED} ' || i, 'paged' || i || '@example.in', '9847000000', 'Question ' || i, 'About ${PAGED}', '', '',
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
  from n;`;
const PAGED_GONE = `
  delete from candidates where name like '${PAGED} %';
  delete from contact_messages where name like '${PAGED} %';`;

test("the inbox's and the messages' older and newer pages have no axe violations and are valid HTML", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await withDatabaseChange(PAGED_ROWS, PAGED_GONE, async () => {
    const failures: string[] = [];
    const documents: [string, string][] = [];
    const check = async (label: string) => {
      documents.push([label, await (await page.context().request.get(page.url())).text()]);
      failures.push(...(await axeViolationsAtEachWidth(page, label, [390, 1280])));
    };
    const rows = page.getByRole("region", { name: "Applications and resumes" }).getByRole("link", { name: PAGED });
    await page.goto(`/staff/applications?q=${PAGED}`);
    await expect(rows).toHaveCount(50);
    await check("inbox, first of two pages");
    await page.getByRole("link", { name: "Older" }).click();
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Newer" })).toBeVisible();
    await check("inbox, older page");

    const messages = page.getByRole("listitem").filter({ hasText: `${PAGED} ` });
    await page.goto(`/staff/messages?q=${PAGED}`);
    await expect(messages).toHaveCount(50);
    await check("messages, first of two pages");
    await page.getByRole("link", { name: "Older" }).click();
    await expect(messages).toHaveCount(5);
    await check("messages, older page");

    expect(failures).toEqual([]);
    expect(await htmlErrors(documents)).toEqual([]);
  });
});

test("with JavaScript, “All on this page” ticks and unticks every row, and every row ticked by hand ticks it", async ({
  page,
}) => {
  // Three applications only this test sends, found by their surname: the page shows just them.
  const surname = "Threnwickham";
  for (const first of ["Asha", "Bina", "Charu"]) {
    const email = `${first.toLowerCase()}.${surname.toLowerCase()}@example.in`;
    await submitThroughApi(
      page,
      "PostJobApplication",
      jobApplication(jobCode(JOBS.trainee), { personal: { Name: `${first} ${surname}`, Email: email } }),
      email,
    );
  }
  await signIn(page, HR);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/staff/applications?q=${surname}`);
    const all = page.getByLabel("All on this page (3)");
    await expect(all).toHaveAttribute("data-ready", "true");
    // The rows' boxes the reader sees at this width (each row is drawn twice: the table and the phone's list).
    const rows = page.getByRole("checkbox", { name: new RegExp(`^Select .* ${surname}$`) }).filter({ visible: true });
    await expect(rows).toHaveCount(3);

    await all.check();
    for (const row of await rows.all()) await expect(row).toBeChecked();
    await all.uncheck();
    for (const row of await rows.all()) await expect(row).not.toBeChecked();

    for (const row of await rows.all()) {
      await expect(all).not.toBeChecked();
      await row.check();
    }
    await expect(all).toBeChecked();
    await rows.nth(1).uncheck();
    await expect(all).not.toBeChecked();
  }
});

test("with JavaScript, the rows a bulk move moved are unticked afterwards (issue 41, item 16)", async ({ page }) => {
  const surname = "Brackenwold";
  for (const first of ["Devi", "Esha"]) {
    const email = `${first.toLowerCase()}.${surname.toLowerCase()}@example.in`;
    await submitThroughApi(
      page,
      "PostJobApplication",
      jobApplication(jobCode(JOBS.trainee), { personal: { Name: `${first} ${surname}`, Email: email } }),
      email,
    );
  }
  await signIn(page, HR);
  await page.goto(`/staff/applications?q=${surname}`);
  const all = page.getByLabel("All on this page (2)");
  await expect(all).toHaveAttribute("data-ready", "true");
  const rows = page.getByRole("checkbox", { name: new RegExp(`^Select .* ${surname}$`) }).filter({ visible: true });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.check();
  await expect(all).toBeChecked();

  await page.getByLabel("Move to").selectOption({ label: "Screening" });
  await page.getByRole("button", { name: "Move selected" }).click();
  await expect(page.getByText("2 moved.")).toBeVisible();
  // Still listed (the search finds them), now in Screening, and no longer ticked: a second press moves nothing by mistake.
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).not.toBeChecked();
  await expect(all).not.toBeChecked();
});
