import { expect, test, type Page } from "@playwright/test";
import { contactMessage, subscription } from "#tests/support/factories";
import { axeViolationsAtEachWidth } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";
import { submitThroughApi } from "./support/submit";
import { recordDialogs } from "./support/dialogs";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const MARKETING = "messages.marketing@staff.example";
const ADMIN = "people.admin@staff.example";
const MARKUP = "<img src=x onerror=alert(1)>";
/** A word no seed or other test uses, so a search finds only this file's message. */
const TAG = "Quorvantile";
const SENDER = `${TAG.toLowerCase()}.sender@example.in`;

test.beforeAll(async () => {
  await addStaffUser({ email: MARKETING, name: "Mira Messages", role: "marketing" });
  await addStaffUser({ email: ADMIN, name: "Pia People", role: "admin" });
});

const contactField = (page: Page, label: string) =>
  page
    .locator("form", { has: page.getByRole("heading", { name: "Drop us Message for any Query" }) })
    .getByLabel(label, { exact: true });

test("marketing opens a message sent through the contact form, reads it as text, replies by mail and marks it handled", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  // A visitor sends it through the page's form, markup in every field that takes it.
  await page.goto("/contact-us");
  await expect(page.locator('form[data-enhanced="true"]')).toHaveCount(1);
  await contactField(page, "Name").fill(`Nadia ${TAG} ${MARKUP}`);
  await contactField(page, "Email").fill(SENDER);
  await contactField(page, "Mobile No.").fill(contactMessage().Mobile);
  await contactField(page, "Subject").fill(`Renewal ${TAG} <script>alert(2)</script>`);
  await contactField(page, "Your Message").fill(`Line one ${MARKUP}\nLine two`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => queryE2eDatabase("select id from contact_messages where email = ?", SENDER).length).toBe(1);

  await signIn(page, MARKETING);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
  await page.getByLabel("Search name, e-mail, subject or message").fill(TAG);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/messages\\?q=${TAG}`));
  const item = page.getByRole("listitem").filter({ hasText: SENDER });
  await expect(item).toHaveCount(1);
  await expect(item.getByText("Waiting")).toBeVisible();
  await item.getByRole("link", { name: `Renewal ${TAG} <script>alert(2)</script>` }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Renewal ${TAG} <script>alert(2)</script>` })).toBeVisible();
  await expect(page.getByText(`Nadia ${TAG} ${MARKUP}`)).toBeVisible();
  await expect(page.getByText(`Line one ${MARKUP}`)).toBeVisible();
  const reply = page.getByRole("link", { name: "Reply by e-mail" });
  const href = (await reply.getAttribute("href"))!;
  expect(href.startsWith(`mailto:${SENDER}?subject=`)).toBe(true);
  expect(new URL(href).searchParams.get("subject")).toBe(`Re: Renewal ${TAG} <script>alert(2)</script>`);

  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked handled." })).toBeVisible();
  await expect(page.getByText(/^Handled by Mira Messages on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
  await page.getByRole("link", { name: "All contact messages" }).click();
  await page.goto(`/staff/messages?q=${TAG}`);
  await expect(page.getByRole("listitem").filter({ hasText: SENDER }).getByText("Handled")).toBeVisible();

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("the messages, subscribers and people pages have no axe violations and are valid HTML, at desktop and phone widths", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Its own message and subscription, so every page below has something to show whatever ran before.
  const email = `${TAG.toLowerCase()}.checked@example.in`;
  const messageId = await submitThroughApi(page, "PostMessage", contactMessage({ Email: email }), email);
  const subscriberId = await submitThroughApi(page, "PostSubscriber", subscription({ Email: email }), email);
  await signIn(page, ADMIN);
  const paths = [
    "/staff/messages",
    `/staff/messages?q=${TAG}`,
    "/staff/messages?q=zzzzqqq",
    `/staff/messages/${messageId}`,
    "/staff/subscribers",
    `/staff/subscribers?q=${TAG}`,
    "/staff/subscribers?q=zzzzqqq",
    `/staff/subscribers/${subscriberId}`,
    "/staff/people",
    `/staff/people?email=${encodeURIComponent(email)}`,
    "/staff/people?email=nobody.here%40example.in",
    "/staff/people?email=not-an-address",
  ];
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    failures.push(...(await axeViolationsAtEachWidth(page, path)));
  }
  const documents: [string, string][] = [];
  for (const path of paths) documents.push([path, await (await page.context().request.get(path)).text()]);
  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});

test("an admin erases one person's data without JavaScript after ticking the confirmation", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `${TAG.toLowerCase()}.erase@example.in`;
  await page.goto("/contact-us");
  await contactField(page, "Name").fill(`Erin ${TAG}`);
  await contactField(page, "Email").fill(email);
  await contactField(page, "Mobile No.").fill(contactMessage().Mobile);
  await contactField(page, "Subject").fill("Please forget me");
  await contactField(page, "Your Message").fill("Erase what you hold about me.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => queryE2eDatabase("select id from contact_messages where email = ?", email).length).toBe(1);

  await signIn(page, ADMIN);
  await page.goto("/staff/people");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("Please forget me", { exact: true })).toBeVisible();
  await page.getByLabel(`Yes, erase everything held about ${email}. This cannot be undone.`).check();
  await page.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(
    page.getByText(
      /^Erased: 0 applications, 0 resumes, 1 contact message, 0 subscriptions, 0 job alerts, 0 demo bookings, 0 sales leads, 2 mails\.$/,
    ),
  ).toBeVisible();
  expect(queryE2eDatabase("select id from contact_messages where email = ?", email)).toHaveLength(0);
  await context.close();
});

test("the pages after each action (handled, removed, erasure refused, erased) have no axe violations and are valid HTML", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `${TAG.toLowerCase()}.acted@example.in`;
  const request = page.context().request;
  const messageId = await submitThroughApi(page, "PostMessage", contactMessage({ Email: email }), email);
  const subscriberId = await submitThroughApi(page, "PostSubscriber", subscription({ Email: email }), email);
  await signIn(page, ADMIN);
  const failures: string[] = [];
  const documents: [string, string][] = [];
  /** Axe on the page as it is after the action, at desktop and phone widths. */
  const check = async (label: string) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [390, 1280])));
  };
  /** The page a form post answers, as the server renders it (the form posted without JavaScript). */
  const posted = async (label: string, path: string, form: Record<string, string>, status: number) => {
    const xsrf = await page.locator('input[name="_xsrf"]').first().inputValue();
    const answer = await request.post(path, { form: { _xsrf: xsrf, ...form }, headers: { accept: "text/html" } });
    expect(answer.status(), label).toBe(status);
    documents.push([label, await answer.text()]);
  };

  await page.goto(`/staff/messages/${messageId}`);
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked handled." })).toBeVisible();
  await check("message, handled");
  await posted("message, handled again", `/staff/messages/${messageId}`, { intent: "handled" }, 200);

  await page.goto(`/staff/people?email=${encodeURIComponent(email)}`);
  await posted("people, erasure not confirmed", "/staff/people", { intent: "erase", email }, 400);

  await page.goto(`/staff/subscribers/${subscriberId}`);
  await page.getByRole("button", { name: "Yes, remove this address" }).click();
  await expect(page.getByText(`${email} has been removed.`)).toBeVisible();
  await check("subscribers, removed");
  await posted("subscribers, removed again", "/staff/subscribers", { intent: "remove", id: String(subscriberId) }, 200);

  await page.goto(`/staff/people?email=${encodeURIComponent(email)}`);
  await page.getByLabel(`Yes, erase everything held about ${email}. This cannot be undone.`).check();
  await page.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(page.getByText(/^Erased: /)).toBeVisible();
  await check("people, erased");
  await posted("people, erased again", "/staff/people", { intent: "erase", email, confirm: "yes" }, 200);

  expect(failures).toEqual([]);
  expect(await htmlErrors(documents)).toEqual([]);
});
