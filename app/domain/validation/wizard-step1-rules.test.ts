import { describe, expect, it } from "vitest";
import { personalInfo } from "#tests/support/factories";
import { firstFailure } from "./rules";
import { wizardStep1Rules } from "./wizard-step1-rules";

// The year is fixed (2026, as below), so the date of birth is too.
const valid = personalInfo({ BirthDate: "07-03-1994" });
type P = typeof valid;

const check = (changes: Partial<Record<keyof P, unknown>>, referralAllowed = false) => {
  const r = firstFailure(wizardStep1Rules({ today: "2026-11-25", referralAllowed }), { ...valid, ...changes } as P);
  return r.ok ? null : r.message;
};

describe("wizard step 1 rules", () => {
  it("accepts a complete personal record", () => {
    expect(check({})).toBeNull();
  });
  it("name: required, at least 3, at most 60", () => {
    expect(check({ Name: "" })).toBe("Name must be entered");
    expect(check({ Name: "Al" })).toBe("A valid name must be entered");
    expect(check({ Name: "Ali" })).toBeNull();
    expect(check({ Name: "x".repeat(60) })).toBeNull();
    expect(check({ Name: "x".repeat(61) })).toBe("Name must not be longer than 60 characters");
  });
  it("gender: M or F", () => {
    expect(check({ Gender: "" })).toBe("Gender must be selected");
    expect(check({ Gender: "X" })).toBe("Gender must be selected");
    expect(check({ Gender: "M" })).toBeNull();
  });
  it("date of birth: required, DD-MM-YYYY, 18 or older on the day of applying, at most 80 years back", () => {
    expect(check({ BirthDate: "" })).toBe("Date of Birth must be entered");
    expect(check({ BirthDate: "1994-03-07" })).toBe("A valid Date of Birth must be entered (DD-MM-YYYY)");
    expect(check({ BirthDate: "31-02-1994" })).toBe("A valid Date of Birth must be entered (DD-MM-YYYY)");
    expect(check({ BirthDate: "01-01-1946" })).toBeNull();
    expect(check({ BirthDate: "31-12-1945" })).toBe("Date of Birth must be between 01-01-1946 and 25-11-2008");
    expect(check({ BirthDate: "25-11-2008" })).toBeNull();
    expect(check({ BirthDate: "26-11-2008" })).toBe("You must be 18 or older to apply online");
    expect(check({ BirthDate: "31-12-2009" })).toBe("You must be 18 or older to apply online");
    expect(check({ BirthDate: "01-01-2030" })).toBe("You must be 18 or older to apply online");
  });
  it("email: required, at least 10, valid, at most 100", () => {
    expect(check({ Email: "" })).toBe("E-mail address must be entered");
    expect(check({ Email: "a@bc.defg" })).toBe("A valid e-mail must be entered");
    expect(check({ Email: "ab@cd.efgh" })).toBeNull();
    expect(check({ Email: "abcdefghijk" })).toBe("A valid e-mail address must be entered");
    expect(check({ Email: "a".repeat(88) + "@example.com" })).toBeNull();
    expect(check({ Email: "a".repeat(89) + "@example.com" })).toBe(
      "E-mail address must not be longer than 100 characters",
    );
  });
  it("mobile: required, 7 to 14 characters", () => {
    expect(check({ Mobile: "" })).toBe("Mobile number must be entered");
    expect(check({ Mobile: "123456" })).toBe("A valid mobile number must be entered");
    expect(check({ Mobile: "1234567" })).toBeNull();
    expect(check({ Mobile: "12345678901234" })).toBeNull();
    expect(check({ Mobile: "123456789012345" })).toBe("A valid mobile number must be entered");
  });
  it("landline: optional, at most 20", () => {
    expect(check({ Phone: "0484 2345678" })).toBeNull();
    expect(check({ Phone: "1".repeat(21) })).toBe("Landline must not be longer than 20 characters");
  });
  it("address lines 1 and 2: required and longer than 3; line 3 optional", () => {
    expect(check({ Address1: "" })).toBe("Address Line 1 must be entered");
    expect(check({ Address1: "abc" })).toBe("A valid Address Line 1  must be entered");
    expect(check({ Address1: "abcd" })).toBeNull();
    expect(check({ Address1: "a".repeat(241) })).toBe("Address Line 1 must not be longer than 240 characters");
    expect(check({ Address2: "" })).toBe("Address Line 2 must be entered");
    expect(check({ Address2: "abc" })).toBe("A valid Address Line 2  must be entered");
    expect(check({ Address2: "abcd" })).toBeNull();
    expect(check({ Address3: "" })).toBeNull();
    expect(check({ Address3: "a".repeat(241) })).toBe("Address Line 3 must not be longer than 240 characters");
  });
  it("city: required, longer than 3, at most 100", () => {
    expect(check({ City: "" })).toBe("City must be entered");
    expect(check({ City: "Goa" })).toBe("A valid city  must be entered");
    expect(check({ City: "Pune" })).toBeNull();
    expect(check({ City: "c".repeat(101) })).toBe("City must not be longer than 100 characters");
  });
  it("state, then district", () => {
    expect(check({ State: "", District: "" })).toBe("State must be selected");
    expect(check({ District: "" })).toBe("District must be selected");
  });
  it("checks the referrer only when the job accepts referrals and the box is ticked", () => {
    expect(check({ IsReferral: true }, false)).toBeNull();
    expect(check({ IsReferral: false }, true)).toBeNull();
    const referred = { IsReferral: true, ReferrerName: "Joseph", ReferrerEmail: "joseph@kavach.example" };
    expect(check(referred, true)).toBeNull();
    expect(check({ ...referred, ReferrerName: "" }, true)).toBe("Referrer Name must be entered");
    expect(check({ ...referred, ReferrerName: "Joe" }, true)).toBe("A valid Referrer Name must be entered");
    expect(check({ ...referred, ReferrerName: "Joey" }, true)).toBeNull();
    expect(check({ ...referred, ReferrerName: "J".repeat(101) }, true)).toBe(
      "Referrer Name must not be longer than 100 characters",
    );
    expect(check({ ...referred, ReferrerEmail: "" }, true)).toBe("Referrer E-mail address must be entered");
    expect(check({ ...referred, ReferrerEmail: "a@bc.defg" }, true)).toBe("A valid Referrer e-mail must be entered");
    expect(check({ ...referred, ReferrerEmail: "ab@cd.efgh" }, true)).toBeNull();
    expect(check({ ...referred, ReferrerEmail: "joseph.kavach" }, true)).toBe(
      "A valid Referrer e-mail address must be entered",
    );
    expect(check({ ...referred, ReferrerEmail: "j".repeat(89) + "@example.com" }, true)).toBe(
      "Referrer E-mail address must not be longer than 100 characters",
    );
  });
  it("stops at the first failure, in the order of docs/product.md §5.7", () => {
    expect(check({ Name: "", Gender: "", Email: "" })).toBe("Name must be entered");
    expect(check({ Gender: "", BirthDate: "" })).toBe("Gender must be selected");
    expect(check({ Email: "", Mobile: "" })).toBe("E-mail address must be entered");
    expect(check({ Address2: "", City: "" })).toBe("Address Line 2 must be entered");
    expect(check({ City: "", State: "" })).toBe("City must be entered");
  });
});
