import { expect, test } from "@playwright/test";
import { addStaffUser, E2E_STAFF_PASSWORD as PASSWORD, tabTo } from "./support/staff";

const EMAIL = "keyboard.admin@staff.example";

test.beforeAll(() => addStaffUser({ email: EMAIL, name: "Kiran Keys", role: "admin" }));

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
