import { spawnSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { e2e } from "./environment";

/** The password the browser tests' staff accounts are made with. */
export const E2E_STAFF_PASSWORD = "orbit-lantern-velvet-42";

/**
 * A staff account on the test server's database, made as an operator would:
 * `npm run staff -- add-user --password-stdin`. An account that exists already is kept.
 */
export function addStaffUser(account: {
  email: string;
  name: string;
  role: "admin" | "hr" | "marketing" | "interviewer" | "sales";
}) {
  const r = spawnSync(
    "npm",
    [
      "run",
      "--silent",
      "staff",
      "--",
      "add-user",
      "--email",
      account.email,
      "--name",
      account.name,
      "--role",
      account.role,
      "--password-stdin",
    ],
    {
      input: `${E2E_STAFF_PASSWORD}\n`,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: e2e.dataDir, DATABASE_URL: "" },
    },
  );
  if (r.status !== 0 && !/already exists/.test(r.stderr)) throw new Error(`staff add-user failed: ${r.stderr}`);
}

/** Presses Tab until `target` has the focus (at most `max` times). */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

/** Signs in through the sign-in form and waits for the console. */
export async function signIn(page: Page, email: string) {
  await page.goto("/staff/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/login"));
}
