import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { newsletterConsentMessages as m } from "~/domain/newsletter-consent";
import { subscribeMessages } from "~/domain/validation/subscribe-rules";
import { waitForOutboxMail } from "#tests/support/outbox-folder";
import { axeViolationsAtEachWidth } from "./support/axe";
import { e2e } from "./support/environment";
import { htmlErrors } from "./support/html-checker";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

/** Subscribes through the /newsletter page and answers the two links of the confirmation mail. */
async function subscribe(page: Page, address: string) {
  await page.goto("/newsletter");
  await page.getByLabel("Your email address").fill(address);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(subscribeMessages.success)).toBeVisible();
  const mail = await waitForOutboxMail(path.join(e2e.dataDir, "outbox"), address);
  const link = (label: string) => {
    const href = [...(mail.text ?? "").matchAll(/https?:\/\/\S+/g)].map((x) => x[0]).find((u) => u.includes(label));
    if (!href) throw new Error(`no ${label} link in the confirmation mail`);
    const url = new URL(href);
    return url.pathname + url.search;
  };
  return { confirm: link("/newsletter/confirm"), unsubscribe: link("/newsletter/unsubscribe?") };
}

test("the confirmation and unsubscribe pages, in each of their states, pass axe at both widths and the Nu checker", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const links = await subscribe(page, `consent-pages-${Date.now()}@example.com`);
  const request = page.context().request;
  const failures: string[] = [];
  const documents: [string, string][] = [];
  const check = async (label: string) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 390])));
    // The document as the server sent it (a form's answer is the page it redirects to).
    documents.push([label, await (await request.get(page.url())).text()]);
  };

  await page.goto(links.confirm);
  await expect(page.getByRole("heading", { level: 1, name: m.confirmHeading })).toBeVisible();
  await check("confirm, asking");
  await page.getByRole("button", { name: m.confirmButton }).click();
  await expect(page.getByRole("status")).toHaveText(m.confirmed);
  await check("confirm, done");

  await page.goto(links.unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: m.unsubscribeHeading })).toBeVisible();
  await check("unsubscribe, asking");
  await page.getByRole("button", { name: m.unsubscribeButton }).click();
  await expect(page.getByRole("status")).toHaveText(m.unsubscribed);

  // The same link with one character of its token changed.
  await page.goto(links.confirm.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  await expect(page.getByRole("status")).toHaveText(m.confirmInvalid);
  await check("confirm, invalid link");

  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});
