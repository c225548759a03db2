import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeViolation = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Runs axe-core (the package itself) in the page. The page's CSP forbids injected scripts, so the
 * browser context using this must be created with `bypassCSP: true`.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  const violations = (await page.evaluate(
    async ([tags, context]) => {
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(context ?? document, { runOnly: { type: "tag", values: tags } });
      return result.violations;
    },
    [WCAG_TAGS, include ?? null] as const,
  )) as AxeViolation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
}

/**
 * Runs axe on the page as it is at each width, resizing in between. Nothing on the site reads the width
 * from script (the layout is CSS media queries), so a resized page is the page loaded at that width: one
 * load per page instead of one per width keeps the browser run short.
 */
export async function axeViolationsAtEachWidth(page: Page, label: string, widths = [1280, 390]): Promise<string[]> {
  const failures: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const v of await axeViolations(page)) failures.push(`${label} @${width}px: ${v}`);
  }
  return failures;
}

/** Loads `route` once (readied by `prepare`, if given) and runs axe at each width. */
export async function axeViolationsAtWidths(
  page: Page,
  route: string,
  widths: number[],
  prepare?: (page: Page) => Promise<unknown>,
): Promise<string[]> {
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  if (prepare) await prepare(page);
  return axeViolationsAtEachWidth(page, route, widths);
}
