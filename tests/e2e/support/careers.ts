import Database from "better-sqlite3";
import { expect, type Locator, type Page } from "@playwright/test";
import { e2eDatabaseFile } from "./environment";

export { JOBS } from "#tests/support/seeded-jobs";

/** A job's code by its title, read from the e2e server's database (unpublished jobs included). */
export function jobCode(title: string): number {
  const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select code from jobs where title = ?").get(title) as { code: number } | undefined;
    if (!row) throw new Error(`the seed has no job titled ${title}`);
    return row.code;
  } finally {
    db.close();
  }
}

/**
 * Runs `change` on the live e2e database and undoes it afterwards with `restore`. The server keeps its
 * SQLite file open in WAL mode, so a second writer for a moment is safe.
 */
export async function withDatabaseChange<T>(change: string, restore: string, run: () => Promise<T>): Promise<T> {
  const exec = (sql: string) => {
    const db = new Database(e2eDatabaseFile, { fileMustExist: true });
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
  };
  exec(change);
  try {
    return await run();
  } finally {
    exec(restore);
  }
}

/** The careers page's accordion item for the job with this title. */
export function opening(page: Page, title: string): Locator {
  return page.locator("details[name=openings]").filter({ has: page.locator("summary", { hasText: title }) });
}

/** Opens an accordion item unless it is open already (a click on an open one would close it). */
export async function expand(job: Locator) {
  if ((await job.getAttribute("open")) === null) await job.locator("summary").click();
  await expect(job).toHaveAttribute("open", "");
}

/**
 * Opens a page rendered afresh: pages that show database content are cached for a minute, and a
 * request with `Cache-Control: no-cache` (a hard reload) renders the page again and replaces the
 * cached copy.
 */
export async function gotoFresh(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ "cache-control": "no-cache" });
  try {
    return await page.goto(path);
  } finally {
    await page.setExtraHTTPHeaders({});
  }
}

export const draftKey = (code: number) => `kavach.job-application-draft.${code}`;

/**
 * Puts a wizard draft in the browser's storage, then opens the job's page, as if the visitor had typed it
 * earlier. The storage is written from another page of the site so no wizard can overwrite it meanwhile.
 */
export async function loadWithDraft(page: Page, code: number, state: unknown) {
  await page.goto("/terms");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    draftKey(code),
    JSON.stringify({ v: 1, state }),
  ] as const);
  await page.goto(`/careers/job/${code}`);
  await interactive(page);
}

/** Waits until the careers list or the wizard is hydrated (it marks itself data-ready), so clicks are handled. */
export async function interactive(page: Page) {
  await page.locator('[data-ready="true"]').first().waitFor();
}
