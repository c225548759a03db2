import type { Page, Route } from "@playwright/test";

/**
 * Holds every request to `url` until the returned function is called, so a test can see the form
 * while its submission is in flight ('Please wait', a disabled button). Released requests go on to
 * the server, or meet `then` (an abort, say).
 */
export async function holdRequests(
  page: Page,
  url: string,
  then: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await then(route);
  });
  return release;
}
