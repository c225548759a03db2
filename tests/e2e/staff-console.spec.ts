import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { axeViolations, axeViolationsAtEachWidth } from "./support/axe";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, E2E_STAFF_PASSWORD, signIn, tabTo } from "./support/staff";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const ADMIN = "console.admin@staff.example";
const HR = "console.hr@staff.example";
const TWO_STEP = "two.step@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: ADMIN, name: "Anita Admin", role: "admin" });
  await addStaffUser({ email: HR, name: `<b>Hari</b> "HR" & co`, role: "hr" });
  await addStaffUser({ email: TWO_STEP, name: "Tara Twostep", role: "marketing" });
});

/** The code an authenticator app shows for this key, `steps` 30-second steps from now. */
function appCode(key: string, steps = 0) {
  const secret = Secret.fromBase32(key.replace(/\s+/g, ""));
  return TOTP.generate({ secret, algorithm: "SHA1", digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });
}

/** The admin's console pages, in the states worth checking (an invitation's one-time link showing, too). */
async function visitConsolePages(page: Page, visit: (label: string) => Promise<void>) {
  await page.goto("/staff");
  await visit("home");
  await page.goto("/staff/account");
  await visit("account");
  await page.goto("/staff/users");
  await visit("users");
  await page.getByLabel("Email").fill(`invitee-${Date.now()}@staff.example`);
  await page.getByLabel("Name").fill("Ira Invitee");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByLabel(/^Invitation link for Ira Invitee$/)).toBeVisible();
  // The Copy button copies it (or, where the clipboard is refused, selects it for the keyboard).
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^(Copied\.|Press Ctrl\+C)/ })).toBeVisible();
  await visit("users, invitation made");
  await page.getByRole("link", { name: `<b>Hari</b> "HR" & co` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `<b>Hari</b> "HR" & co` })).toBeVisible();
  await visit("one account");
  await page.goto("/staff/audit");
  await visit("audit trail");
  await page.getByLabel("Action").selectOption({ label: "Signed in" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/staff\/audit\?person=&action=staff\.sign-in$/);
  await visit("audit trail, filtered");
  await page.goto("/staff/outbox");
  await visit("outbox");
  await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: /^Sent/ }).click();
  await expect(page).toHaveURL(/\/staff\/outbox\?status=sent$/);
  await visit("outbox, filtered");
}

test("the console's pages have no axe violations (WCAG 2.2 AA) at desktop and phone widths", async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  await page.context().clearCookies();
  await page.goto("/staff/login");
  failures.push(...(await axeViolationsAtEachWidth(page, "sign-in")));
  await signIn(page, ADMIN);
  await visitConsolePages(page, async (label) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label)));
  });
  // Two-step sign-in being set up: the QR code and the key.
  await page.goto("/staff/account");
  const start = page.getByRole("button", { name: "Turn on two-step sign-in" });
  if (await start.isVisible()) await start.click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  failures.push(...(await axeViolationsAtEachWidth(page, "account, setting up")));
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Turn on two-step sign-in" })).toBeVisible();
  expect(failures).toEqual([]);
});

test("the console's pages are valid HTML (Nu Html Checker)", async ({ page }) => {
  test.setTimeout(180_000);
  const documents: [string, string][] = [];
  const request = page.context().request;
  documents.push(["sign-in", await (await request.get("/staff/login")).text()]);
  await signIn(page, ADMIN);
  await visitConsolePages(page, async (label) => {
    // The document as the server sent it, not the DOM after hydration; a form's answer as posted.
    const xsrf = await page.locator('input[name="_xsrf"]').first().inputValue();
    const answer = label.includes("invitation")
      ? await request.post(page.url(), {
          form: { _xsrf: xsrf, intent: "invite", email: `nu-${Date.now()}@staff.example`, name: "Nu", role: "hr" },
          headers: { accept: "text/html" },
        })
      : await request.get(page.url());
    documents.push([label, await answer.text()]);
  });
  await page.goto("/staff/account");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  documents.push(["account, setting up", await (await request.get("/staff/account")).text()]);
  await page.getByRole("button", { name: "Cancel" }).click();
  expect(await htmlErrors(documents)).toEqual([]);
});

test("two-step sign-in, by keyboard alone: turned on with the app's code, then asked for at sign-in", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, TWO_STEP);
  await page.goto("/staff/account");
  await tabTo(page, page.getByRole("button", { name: "Turn on two-step sign-in" }), 80);
  await page.keyboard.press("Enter");
  const keyText = page.locator("p", { hasText: /^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/ });
  await expect(keyText).toBeVisible();
  const key = (await keyText.textContent())!;
  // Turning it on asks for the password first.
  await tabTo(page, page.locator("#two-factor-on-password"), 80);
  await page.keyboard.type(E2E_STAFF_PASSWORD);
  await tabTo(page, page.getByLabel("Code from the app"), 80);
  await page.keyboard.type(appCode(key));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByText("On. 10 of 10 recovery codes left.")).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Sign out", exact: true }), 80);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/login$/);
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(TWO_STEP);
  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type(E2E_STAFF_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/login\/code\?redirectTo=%2Fstaff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await htmlErrors([["code step", await (await page.context().request.get(page.url())).text()]])).toEqual([]);

  await tabTo(page, page.getByLabel("Code"));
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("That code is not correct, or it has been used already");
  await tabTo(page, page.getByLabel("Code"));
  await page.keyboard.press("Control+A");
  // The enrolment used this step's code: the next step's is the one the app shows in a moment.
  await page.keyboard.type(appCode(key, 1));
  await tabTo(page, page.getByRole("button", { name: "Verify" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Tara Twostep" })).toBeVisible();
});
