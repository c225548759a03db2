import { describe, expect, it } from "vitest";
import { privacyPolicyFor } from "~/content/legal";

const facts = {
  retentionDays: 365,
  contactRetentionDays: 730,
  demoRetentionDays: 730,
  officerName: "N",
  officerEmail: "n@x.in",
};
const counting = (viewDays?: number, countryRecorded?: boolean) =>
  privacyPolicyFor({ ...facts, viewDays, countryRecorded })
    .sections.find((s) => s.heading === "How we count visits")!
    .paragraphs!.join(" ");

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
