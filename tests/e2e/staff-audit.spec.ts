import { expect, test } from "@playwright/test";
import { referenceNumber } from "~/domain/reference-number";
import { jobApplication } from "#tests/support/factories";
import { JOBS, jobCode } from "./support/careers";
import { addStaffUser, signIn } from "./support/staff";
import { submitThroughApi } from "./support/submit";

/** The audit trail in a browser: its words are never broken in the middle, and its records are links. */
const ADMIN = "audit.admin@staff.example";

test.beforeAll(() => addStaffUser({ email: ADMIN, name: "Asha Audit", role: "admin" }));

test("no word of the audit trail's records and details is split across lines, at desktop width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `audit.${Date.now()}@example.in`;
  const id = await submitThroughApi(
    page,
    "PostJobApplication",
    jobApplication(jobCode(JOBS.trainee), { personal: { Email: email } }),
    email,
  );
  await signIn(page, ADMIN);
  // Entries whose details read "from: new, to: shortlisted, withNote: true".
  await page.goto(`/staff/applications/${id}`);
  const pipeline = page.getByRole("region", { name: "Status" });
  await pipeline.getByLabel("Note with the move (optional)").fill("Strong claims background");
  await pipeline.getByRole("button", { name: "Shortlist" }).click();
  await expect(pipeline.getByRole("status")).toHaveText("Moved to Shortlisted.");
  await page.goto("/staff/audit");
  await expect(
    page.getByRole("link", { name: `Application ${referenceNumber("application", id)}` }).first(),
  ).toHaveAttribute("href", `/staff/applications/${id}`);
  const table = page.getByRole("table", { name: "Audit entries" });
  await expect(table).toBeVisible();
  const split = await table.evaluate((el) => {
    const broken: string[] = [];
    for (const cell of el.querySelectorAll("tbody td:nth-child(5), tbody td:nth-child(6)")) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  });
  expect(split).toEqual([]);
});
