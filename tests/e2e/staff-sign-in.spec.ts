import { spawnSync } from "node:child_process";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2e } from "./support/environment";

const EMAIL = "keyboard.admin@staff.example";
const PASSWORD = "orbit-lantern-velvet-42";

/** The account, made as an operator would: `npm run staff -- add-user --password-stdin`, on the test server's database. */
test.beforeAll(() => {
  const r = spawnSync(
    "npm",
    [
      "run",
      "--silent",
      "staff",
      "--",
      "add-user",
      "--email",
      EMAIL,
      "--name",
      "Kiran Keys",
      "--role",
      "admin",
      "--password-stdin",
    ],
    { input: `${PASSWORD}\n`, encoding: "utf8", env: { ...process.env, DATA_DIR: e2e.dataDir, DATABASE_URL: "" } },
  );
  if (r.status !== 0 && !/already exists/.test(r.stderr)) throw new Error(`staff add-user failed: ${r.stderr}`);
});

async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test("signs in with the keyboard alone at /staff/login and reaches the console", async ({ page }) => {
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login\?redirectTo=%2Fstaff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await tabTo(page, email);
  await page.keyboard.type(EMAIL);
  await tabTo(page, password);
  await page.keyboard.type("not-the-right-password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");

  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole("button", { name: "Sign in" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Kiran Keys" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Home" }),
  ).toBeVisible();
  await expect(page.getByText("Signed in as")).toContainText("Kiran Keys");

  await tabTo(page, page.getByRole("button", { name: "Sign out" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login\?redirectTo=%2Fstaff$/);
});
