import { describe, expect, it } from "vitest";
import { mobileE164, searchedMobile } from "./mobile-number";

describe("mobile numbers in E.164", () => {
  it("reads the four spellings of an Indian number as one", () => {
    for (const typed of [
      "98467 78899",
      "9846778899",
      "+91 98467 78899",
      "+919846778899",
      "098467-78899",
      "(+91) 98467.78899",
    ])
      expect(mobileE164(typed)).toBe("+919846778899");
  });
  it("understands the UAE, with its code or written nationally", () => {
    expect(mobileE164("+971 50 123 4567")).toBe("+971501234567");
    expect(mobileE164("050 123 4567")).toBe("+971501234567");
  });
  it("answers null for what is no number", () => {
    expect(mobileE164("")).toBeNull();
    expect(mobileE164("   ")).toBeNull();
    expect(mobileE164("1234567")).toBeNull();
    expect(mobileE164("not a number")).toBeNull();
  });
  it("takes a search that is one whole number, and no other", () => {
    expect(searchedMobile(" +91 98467 78899 ")).toBe("+919846778899");
    expect(searchedMobile("98470")).toBeNull();
    expect(searchedMobile("anita 9846778899")).toBeNull();
  });
});
