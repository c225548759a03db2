import type { Page } from "@playwright/test";

/**
 * Records and dismisses every dialog the page opens. A markup test expects none: an `alert()` would
 * mean something a job seeker or visitor typed ran as script.
 */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  return dialogs;
}
