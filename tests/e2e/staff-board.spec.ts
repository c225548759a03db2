import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDatabaseFile } from "./support/environment";
import { pipelineMessages } from "~/domain/staff/application-detail";
import { boardMessages, boardPath } from "~/domain/staff/pipeline-board";
import { referenceNumber } from "~/domain/reference-number";
import { jobApplication } from "#tests/support/factories";
import { axeViolationsAtEachWidth } from "./support/axe";
import { JOBS, jobCode } from "./support/careers";
import { queryE2eDatabase } from "./support/database";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { submitThroughApi } from "./support/submit";

/**
 * One job's pipeline as a board (docs/product.md §10.4.1) in the browser: HR moves a card from its menu by
 * keyboard alone and another by dragging it (answering the mail question a decision asks), a card moved
 * meanwhile by someone else is refused and drawn where it is now; axe and the Nu checker pass.
 */

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const HR = "board.hr@staff.example";
const ADMIN = "board.admin@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: HR, name: "Bina Board", role: "hr" });
  await addStaffUser({ email: ADMIN, name: "Arun Admin", role: "admin" });
});

async function applyFor(page: Page, name: string): Promise<number> {
  const email = `board.${name.split(" ")[0]!.toLowerCase()}.${Date.now()}@example.in`;
  return submitThroughApi(
    page,
    "PostJobApplication",
    jobApplication(jobCode(JOBS.trainee), { personal: { Name: name, Email: email } }),
    email,
  );
}

const card = (page: Page, id: number) => page.locator(`[data-card="application:${id}"]`);
const menuLink = (page: Page, id: number) => card(page, id).locator("a[data-menu-link]");
const inColumn = (page: Page, status: string, id: number) =>
  page.locator(`[data-column="${status}"] [data-card="application:${id}"]`);
const statusOf = (id: number) =>
  queryE2eDatabase<{ status: string }>("select status from job_applications where id = ?", id)[0]!.status;

const TOP_OF_COLUMN = { x: 24, y: 16 };
/** Tall enough for every column with the cards the whole browser suite leaves on the trainee job. */
const WHOLE_BOARD = { width: 1280, height: 2400 };

/**
 * Four more applicants in each of the first four columns, as the whole suite leaves on the trainee job: the
 * drags below must work on a board taller than the window, not only on one with the test's own two cards.
 */
async function crowdTheBoard(page: Page) {
  const statuses = ["new", "screening", "shortlisted", "interview"];
  const ids: number[] = [];
  for (let i = 0; i < 16; i++) ids.push(await applyFor(page, `Other Applicant ${i + 1}`));
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    const place = db.prepare("update job_applications set status = ? where id = ?");
    for (const [i, id] of ids.entries()) place.run(statuses[i % 4], id);
  } finally {
    db.close();
  }
}

/** Waits until the board is hydrated: its cards are draggable only then. */
async function boardReady(page: Page, id: number) {
  await expect(card(page, id)).toHaveAttribute("draggable", "true");
}

test("HR moves a card by keyboard from its menu and another by dragging; a card moved meanwhile is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await crowdTheBoard(page);
  const kiran = await applyFor(page, "Kiran Varma");
  const lata = await applyFor(page, "Lata Iyer");
  const code = jobCode(JOBS.trainee);
  await signIn(page, HR);

  // Reached from the job's page.
  await page.goto(`/staff/jobs/${code}`);
  await page.getByRole("link", { name: "Pipeline board", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: boardMessages.heading(JOBS.trainee) })).toBeVisible();
  await boardReady(page, kiran);
  await expect(inColumn(page, "new", kiran)).toBeVisible();

  // By keyboard alone: Enter on "Move to…" opens the menu on its first move (Screening), Enter makes it.
  await menuLink(page, kiran).focus();
  await page.keyboard.press("Enter");
  await expect(card(page, kiran).getByRole("button", { name: "Screening" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#board-notice")).toContainText(
    boardMessages.about(referenceNumber("application", kiran), pipelineMessages.moved("screening")),
  );
  await expect(inColumn(page, "screening", kiran)).toBeVisible();
  // Focus comes back to the card's "Move to…", in its new column.
  await expect(menuLink(page, kiran)).toBeFocused();
  expect(statusOf(kiran)).toBe("screening");

  // By dragging: Shortlisted is a decision, so the board asks which mail first.
  // The whole board in view: when Playwright must scroll to the target after pressing on the card, Chromium
  // starts the drag from whatever card is under the pointer once scrolled (seen with the other tests' cards).
  await page.setViewportSize(WHOLE_BOARD);
  await card(page, kiran).dragTo(page.locator('[data-column="shortlisted"]'), { targetPosition: TOP_OF_COLUMN });
  const question = page.getByRole("heading", {
    level: 2,
    name: boardMessages.chooseHeading("Kiran Varma", referenceNumber("application", kiran), "shortlisted"),
  });
  await expect(question).toBeFocused();
  expect(statusOf(kiran)).toBe("screening");
  await page.getByLabel("Tell the applicant").selectOption("no");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.locator("#board-notice")).toContainText(
    boardMessages.about(referenceNumber("application", kiran), pipelineMessages.moved("shortlisted")),
  );
  await expect(inColumn(page, "shortlisted", kiran)).toBeVisible();
  expect(statusOf(kiran)).toBe("shortlisted");

  // Meanwhile an admin moves Lata to Screening on a board of their own.
  const other = await browser.newContext({ bypassCSP: true });
  const admin = await other.newPage();
  await signIn(admin, ADMIN);
  await admin.goto(boardPath(code));
  await menuLink(admin, lata).click();
  await card(admin, lata).getByRole("button", { name: "Screening" }).click();
  await expect(inColumn(admin, "screening", lata)).toBeVisible();
  await other.close();

  // HR's board still shows her in New: dragging her is refused, and she is drawn where she is now.
  await expect(inColumn(page, "new", lata)).toBeVisible();
  await card(page, lata).dragTo(page.locator('[data-column="interview"]'), { targetPosition: TOP_OF_COLUMN });
  const alert = page.locator("#board-notice[role=alert]");
  await expect(alert).toContainText(`${referenceNumber("application", lata)}: Arun Admin moved it to Screening on `);
  await expect(alert).toContainText("Nothing was changed");
  await expect(inColumn(page, "screening", lata)).toBeVisible();
  await expect(inColumn(page, "interview", lata)).toHaveCount(0);
  expect(statusOf(lata)).toBe("screening");
  expect(
    queryE2eDatabase<{ n: number }>(
      "select count(*) as n from application_status_changes where kind = 'application' and application_id = ?",
      lata,
    )[0]!.n,
  ).toBe(1);
});

/** The board, and the mail question a decision move asks on it. */
async function visitBoard(page: Page, visit: (label: string) => Promise<void>) {
  const id = await applyFor(page, "Meera Nair");
  await page.goto(boardPath(jobCode(JOBS.trainee)));
  await boardReady(page, id);
  await visit("board");
  await menuLink(page, id).click();
  await card(page, id).getByRole("button", { name: "Rejected" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Move Meera Nair/ })).toBeVisible();
  await visit("mail question");
  return id;
}

test("the board has no axe violations (WCAG 2.2 AA) at desktop and phone widths", async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  await signIn(page, HR);
  await visitBoard(page, async (label) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 375])));
  });
  expect(failures).toEqual([]);
});

test("the board is valid HTML (Nu Html Checker)", async ({ page }) => {
  test.setTimeout(120_000);
  const documents: [string, string][] = [];
  const request = page.context().request;
  await signIn(page, HR);
  await visitBoard(page, async (label) => {
    if (label === "board") {
      documents.push([label, await (await request.get(page.url())).text()]);
      // A card's menu as the server draws it for "Move to…" without JavaScript.
      const href = await page.locator("a[data-menu-link]").first().getAttribute("href");
      documents.push(["menu open", await (await request.get(href!)).text()]);
      return;
    }
    // The question as the server answers a plain post of a card's menu (without JavaScript).
    // The question's own form holds the card, its status and the token: posted again without "Tell the
    // applicant", it asks again.
    const form = page.locator('section[aria-labelledby="board-choice-title"] form');
    const answer = await request.post(page.url(), {
      form: {
        _xsrf: await form.locator('input[name="_xsrf"]').inputValue(),
        intent: "move",
        card: await form.locator('input[name="card"]').inputValue(),
        from: await form.locator('input[name="from"]').inputValue(),
        to: await form.locator('input[name="to"]').inputValue(),
      },
      headers: { accept: "text/html" },
    });
    expect(answer.status()).toBe(200);
    documents.push([label, await answer.text()]);
  });
  expect(await htmlErrors(documents)).toEqual([]);
});
