import { expect, test, type Page } from "@playwright/test";
import { contentMessages } from "~/domain/site-content/content-types";
import { previewMessages } from "~/domain/site-content/content-preview";
import { axeViolationsAtEachWidth } from "./support/axe";
import { htmlErrors } from "./support/html-checker";
import { addStaffUser, signIn } from "./support/staff";

// axe-core must be injected, which the site's CSP rightly forbids: bypass it in this file's contexts.
test.use({ bypassCSP: true });

const MARKETING = "content.marketing@staff.example";

test.beforeAll(async () => {
  await addStaffUser({ email: MARKETING, name: "Cara Content", role: "marketing" });
});

/** The home page's figures, in order. */
async function homeFigures(page: Page): Promise<string[]> {
  await page.goto("/");
  return page.locator("#success-title").locator("xpath=ancestor::section").locator("dd").allTextContents();
}

async function openEntry(page: Page, name: string) {
  await page.goto("/staff/content");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function saveAndPublish(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(contentMessages.saved)).toBeVisible();
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(contentMessages.published)).toBeVisible();
}

test("marketing changes a claim and a team member, publishes both, sees them on the site, and restores the claim", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MARKETING);
  await page
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Site content", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();

  await openEntry(page, "Projects delivered");
  await page.getByLabel("Figure").fill("130+");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(contentMessages.saved)).toBeVisible();
  // A draft is seen only in the console.
  expect(await homeFigures(page)).toEqual(["2008", "120+", "40+", "100+"]);
  await openEntry(page, "Projects delivered");
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(contentMessages.published)).toBeVisible();
  expect(await homeFigures(page)).toEqual(["2008", "130+", "40+", "100+"]);

  await openEntry(page, "Suresh Iyer");
  await page.getByLabel("Role").fill("Vice President, Delivery and Support");
  await saveAndPublish(page);
  await page.goto("/company/team");
  await expect(page.getByRole("listitem").filter({ hasText: "Suresh Iyer" })).toContainText(
    "Vice President, Delivery and Support",
  );

  // History: the first revision back as the draft, then published.
  await openEntry(page, "Projects delivered");
  await page.getByRole("button", { name: "Restore revision 1 as the draft" }).click();
  await expect(page.getByText(contentMessages.restored(1))).toBeVisible();
  await expect(page.getByLabel("Figure")).toHaveValue("120+");
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(contentMessages.published)).toBeVisible();
  expect(await homeFigures(page)).toEqual(["2008", "120+", "40+", "100+"]);

  // Leave the team as the other specs expect it.
  await openEntry(page, "Suresh Iyer");
  await page.getByRole("button", { name: "Restore revision 1 as the draft" }).click();
  await expect(page.getByLabel("Role")).toHaveValue("Vice President, Delivery");
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(contentMessages.published)).toBeVisible();
});

/** Restores each named entry's first revision and publishes it: the seed, as the other specs expect it. */
async function restoreFirstRevisions(page: Page, names: string[]) {
  for (const name of names) {
    await openEntry(page, name);
    await page.getByRole("button", { name: "Restore revision 1 as the draft" }).click();
    await expect(page.getByText(contentMessages.restored(1))).toBeVisible();
    await page.getByRole("button", { name: "Publish the draft" }).click();
    await expect(page.getByText(contentMessages.published)).toBeVisible();
  }
}

test("marketing changes a product's feature, a testimonial and a client, retires a product, and sees each on the site and in the sitemap", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, MARKETING);
  const oldFeature = "Co-insurance (leader and follower), long-term and multi-location policies";
  const newFeature = "Co-insurance (leader and follower), long-term, multi-location and <b>pooled</b> policies";
  await openEntry(page, "Core General Insurance");
  const features = page.getByLabel("Key features");
  await features.fill((await features.inputValue()).replace(oldFeature, newFeature));
  await saveAndPublish(page);
  await page.goto("/product/gi");
  await expect(page.getByRole("listitem").filter({ hasText: newFeature })).toHaveCount(1);
  await expect(page.getByText(oldFeature, { exact: true })).toHaveCount(0);

  await openEntry(page, "Priya Nair");
  await page.getByLabel("What they said").fill("Claims settle in days now, not weeks.");
  await saveAndPublish(page);
  await openEntry(page, "Arogya Care TPA");
  await page.getByLabel("On the home page").selectOption({ label: "Only on the client list" });
  await saveAndPublish(page);
  await page.goto("/");
  const slides = page.getByRole("region", { name: "Client testimonials" });
  await expect(slides.getByText("Claims settle in days now, not weeks.")).toHaveCount(1);
  const customers = page.locator("section", {
    has: page.getByRole("heading", { name: "Featured customers and partners" }),
  });
  await expect(customers.getByRole("img", { name: "Bharat Suraksha General Insurance logo" })).toHaveCount(1);
  await expect(customers.getByRole("img", { name: "Arogya Care TPA logo" })).toHaveCount(0);
  await page.goto("/company/client");
  await expect(page.getByRole("img", { name: "Arogya Care TPA logo" })).toHaveCount(1);

  // A retired product leaves the menus and the sitemap, and its address sends visitors to the products.
  await openEntry(page, "Quotation Management");
  await page.getByLabel("Status").selectOption("retired");
  await saveAndPublish(page);
  const sitemap = async () => (await page.request.get("/sitemap.xml")).text();
  expect(await sitemap()).not.toContain("/product/qms</loc>");
  const retired = await page.request.get("/product/qms", { maxRedirects: 0 });
  expect(retired.status()).toBe(301);
  expect(retired.headers().location).toBe("/#SectionProduct");

  await restoreFirstRevisions(page, [
    "Core General Insurance",
    "Priya Nair",
    "Arogya Care TPA",
    "Quotation Management",
  ]);
  expect(await sitemap()).toContain("/product/qms</loc>");
  await page.goto("/product/gi");
  await expect(page.getByText(oldFeature, { exact: true })).toHaveCount(1);
});

test("marketing changes an office phone and a contact number, publishes them, and sees them in the footer and on the contact page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MARKETING);
  // The footer's UAE office: the address under its heading.
  const uaeOffice = (p: Page) =>
    p.getByRole("contentinfo").locator('xpath=.//h2[.="UAE — Regional Office"]/following-sibling::address');

  await openEntry(page, "UAE — Regional Office");
  await page.getByLabel("Phone").fill("+971 4 557 3999");
  await saveAndPublish(page);
  await openEntry(page, "UAE (Dubai)");
  await page.getByLabel("Number").fill("+971 4 557 3888");
  await saveAndPublish(page);

  for (const path of ["/", "/contact-us"]) {
    await page.goto(path);
    await expect(uaeOffice(page).getByRole("link", { name: "+971 4 557 3999" })).toHaveAttribute(
      "href",
      "tel:+97145573999",
    );
  }
  const details = page.getByRole("complementary", { name: "Contact details" });
  await expect(details.getByRole("link", { name: "+971 4 557 3888" })).toHaveAttribute("href", "tel:+97145573888");
  await expect(details.getByRole("link", { name: "+971 4 557 3090" })).toHaveCount(0);

  // A bad number is refused beside its field, with what was typed kept.
  await openEntry(page, "UAE — Regional Office");
  await page.getByLabel("Phone").fill("04 557 3999");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(contentMessages.badPhone("Phone"))).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("04 557 3999");

  // Leave the details as the other specs expect them.
  await restoreFirstRevisions(page, ["UAE — Regional Office", "UAE (Dubai)"]);
  await page.goto("/contact-us");
  await expect(uaeOffice(page).getByRole("link", { name: "+971 4 557 3090" })).toBeVisible();
});

test("marketing previews a draft on the site itself, then gives the team page its own title in search results", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MARKETING);
  await openEntry(page, "Meera Krishnan");
  await page.getByLabel("Role").fill("Vice President, Client Delivery");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(contentMessages.saved)).toBeVisible();

  // The preview opens the team page with the draft, under its banner; the published page is unchanged for others.
  await page.getByRole("button", { name: "Preview the draft on the site" }).click();
  await expect(page).toHaveURL(/\/company\/team$/);
  const banner = page.getByRole("region", { name: "Preview" });
  await expect(banner).toContainText(previewMessages.banner);
  const meera = page.getByRole("listitem").filter({ hasText: "Meera Krishnan" });
  await expect(meera).toContainText("Vice President, Client Delivery");
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto("/company/team");
  await expect(visitor.getByRole("listitem").filter({ hasText: "Meera Krishnan" })).toContainText(
    "Vice President, Technology",
  );
  await expect(visitor.getByRole("region", { name: "Preview" })).toHaveCount(0);
  await visitor.close();
  await banner.getByRole("link", { name: previewMessages.stop }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  await page.goto("/company/team");
  await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
  await expect(meera).toContainText("Vice President, Technology");

  // Put the draft back as published, then set the team page's title in search results.
  await openEntry(page, "Meera Krishnan");
  await page.getByRole("button", { name: "Restore revision 1 as the draft" }).click();
  await expect(page.getByText(contentMessages.restored(1))).toBeVisible();
  await page.goto("/staff/content/new?type=page-seo");
  await page.getByLabel("Page").fill("/company/team");
  await page.getByLabel("Title in search results").fill("Leadership team");
  await page.getByLabel("Description", { exact: true }).fill("The founders and vice presidents of Kavach InsureTech.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(contentMessages.published)).toBeVisible();
  await page.goto("/company/team");
  await expect(page).toHaveTitle("Leadership team | Kavach InsureTech");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "The founders and vice presidents of Kavach InsureTech.",
  );

  // Leave the team page's title as the other specs expect it.
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "/company/team", exact: true }).click();
  await page.getByRole("button", { name: "Take off the site" }).click();
  await expect(page.getByText(contentMessages.unpublished)).toBeVisible();
  await page.goto("/company/team");
  await expect(page).toHaveTitle("Our Team | Kavach InsureTech");
});

/** The console's content pages, each readied and named. */
async function visitContentPages(page: Page, visit: (label: string) => Promise<void>) {
  await page.goto("/staff/content");
  await visit("content list");
  await openEntry(page, "Insurers served");
  await visit("one entry with its history");
  await openEntry(page, "India — Head Office");
  await visit("one office");
  await openEntry(page, "About Us");
  await visit("the about us page's words");
  await openEntry(page, "Privacy Policy");
  await expect(page.getByRole("textbox", { name: "Text" })).toBeVisible();
  await visit("the privacy policy, its text in the editor");
  await page.goto("/staff/content/pictures");
  await visit("pictures");
  await page.goto("/staff/content/new?type=team-member");
  await visit("new team member");
  // Spaces pass the browser's own check of a required field; the server's trims them and refuses.
  await page.getByLabel("Name").fill("   ");
  await page.getByLabel("Role").fill("Vice President, Sales");
  await page.getByLabel("Portrait").fill("/images/team/suresh-iyer.svg");
  await page.getByLabel("Biography").fill("Leads sales.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(contentMessages.required("Name"))).toBeVisible();
  await visit("refused new entry");
}

test("the content pages have no axe violations (WCAG 2.2 AA) at desktop and phone widths", async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  await signIn(page, MARKETING);
  await visitContentPages(page, async (label) => {
    failures.push(...(await axeViolationsAtEachWidth(page, label, [1280, 375])));
  });
  expect(failures).toEqual([]);
});

test("the content pages are valid HTML (Nu Html Checker)", async ({ page }) => {
  test.setTimeout(120_000);
  const documents: [string, string][] = [];
  const request = page.context().request;
  await signIn(page, MARKETING);
  await visitContentPages(page, async (label) => {
    // The document as the server sent it; a refused form's answer as posted.
    const answer = label.includes("refused")
      ? await request.post(page.url(), {
          form: {
            _xsrf: await page.locator('input[name="_xsrf"]').first().inputValue(),
            intent: "create",
            name: "   ",
            role: "Vice President, Sales",
            group: "vice-president",
            photo: "/images/team/suresh-iyer.svg",
            bio: "Leads sales.",
          },
          headers: { accept: "text/html" },
        })
      : await request.get(page.url());
    documents.push([label, await answer.text()]);
  });
  expect(await htmlErrors(documents)).toEqual([]);
});
