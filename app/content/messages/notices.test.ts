import { describe, expect, it } from "vitest";
import { LOCALES } from "~/domain/locale/locales";
import { NOTICE_FORMS, noticeParts, PRIVACY_NOTICES, type PrivacyFacts } from "~/domain/privacy-notices";
import { itemCountsAgree, NOTICE_PAGE_WORDS, noticesOf } from "./notices";

const facts: PrivacyFacts = {
  retentionDays: 365,
  contactRetentionDays: 400,
  demoRetentionDays: 730,
  officerName: "Devika Pillai",
  officerEmail: "dpo@example.in",
};

describe("the notices in every language", () => {
  it("keeps English as the domain module's words", () => {
    for (const form of NOTICE_FORMS) expect(noticesOf("en", facts).forms[form]).toEqual(noticeParts(form, facts));
  });

  it("gives every form's notice in every language, filled in, with one item per English item", () => {
    expect(itemCountsAgree()).toBe(true);
    for (const locale of LOCALES) {
      const words = noticesOf(locale, facts);
      for (const form of NOTICE_FORMS) {
        const parts = words.forms[form];
        expect(parts.items).toHaveLength(PRIVACY_NOTICES[form].collects.length);
        for (const text of Object.values(parts).flat()) {
          expect(text, `${locale} ${form}`).not.toBe("");
          expect(text, `${locale} ${form}`).not.toMatch(/[{}]|undefined|NaN/);
        }
        expect(parts.contact).toContain(facts.officerName);
        expect(NOTICE_PAGE_WORDS[locale].forms[form]).not.toBe("");
      }
    }
    // The settings' periods in the language's words.
    expect(noticesOf("ml", facts).forms.contact.retention).toContain("400 ദിവസം (ഏകദേശം 13 മാസം)");
    expect(noticesOf("hi", facts).forms.application.retention).toContain("365 दिन (एक वर्ष)");
    expect(noticesOf("ar", facts).forms.demo.retention).toContain("730 يومًا (سنتان)");
  });
});
