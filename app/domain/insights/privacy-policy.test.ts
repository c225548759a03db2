import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/legal";
import { proseDoc } from "~/content/prose-section";
import { storedRichText } from "~/domain/rich-text/text";
import { legalPageOf } from "~/domain/site-content/legal-pages";

const facts = {
  retentionDays: 365,
  contactRetentionDays: 730,
  demoRetentionDays: 730,
  officerName: "N",
  officerEmail: "n@x.in",
};

/** The seeded policy's paragraph on counting visits, as the page shows it under these settings. */
const counting = (viewDays?: number, countryRecorded?: boolean) => {
  const entry = { key: "privacy", values: { body: storedRichText(proseDoc(privacyPolicy.sections)) } };
  const blocks = legalPageOf([entry], "privacy", { ...facts, viewDays, countryRecorded }).body.blocks;
  const heading = blocks.findIndex(
    (b) => b.type === "heading" && b.children[0]?.type === "text" && b.children[0].text === "How we count visits",
  );
  const paragraph = blocks[heading + 1]!;
  return paragraph.type === "paragraph" && paragraph.children[0]?.type === "text" ? paragraph.children[0].text : "";
};

describe("the privacy policy on counting visits", () => {
  it("says what is kept, what is not, and for how long (INSIGHTS_RAW_DAYS)", () => {
    expect(counting()).toContain("Page views are kept one by one for 30 days, then only as daily totals.");
    expect(counting(90)).toContain("kept one by one for 90 days (about 3 months)");
    expect(counting()).toContain("It keeps no cookie, no IP address and no browser description");
  });

  it("names the country only when a proxy's country header is read (INSIGHTS_COUNTRY_HEADER)", () => {
    expect(counting()).not.toContain("country");
    expect(counting(30, true)).toContain(
      "whether the device is a phone, a tablet or a computer; and the country your connection comes from, as the service that delivers our pages to you names it. It keeps no cookie",
    );
  });
});
