import { Readable } from "node:stream";
import type { Locator, Page } from "@playwright/test";
import { staffCli } from "#server/staff/staff-cli";
import { E2E_PASSWORD_HASH_COST, e2e } from "./environment";

/** The password the browser tests' staff accounts are made with. */
export const E2E_STAFF_PASSWORD = "orbit-lantern-velvet-42";

/**
 * A staff account on the test server's database, made as an operator would with
 * `npm run staff -- add-user --password-stdin`: the same command, run in this process (staffCli), as the
 * CLI's own tests do. Starting npm, tsx and the server's modules for each account took seconds of CPU a
 * call; `npm run staff` as a process of its own is tested in server/staff/staff-cli.integration.test.ts.
 * The password is hashed at the test server's cost (PASSWORD_HASH_COST, scripts/e2e-server.mjs), so
 * signing in checks a cheap hash, not one of the production cost. An account that exists already is kept.
 */
export async function addStaffUser(account: {
  email: string;
  name: string;
  role: "admin" | "hr" | "marketing" | "interviewer" | "sales";
}) {
  const r = await staffCli(
    ["add-user", "--email", account.email, "--name", account.name, "--role", account.role, "--password-stdin"],
    { ...process.env, DATA_DIR: e2e.dataDir, DATABASE_URL: "", PASSWORD_HASH_COST: E2E_PASSWORD_HASH_COST },
    Readable.from([`${E2E_STAFF_PASSWORD}\n`]),
  );
  if (r.code !== 0 && !/already exists/.test(r.stderr)) throw new Error(`staff add-user failed: ${r.stderr}`);
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
