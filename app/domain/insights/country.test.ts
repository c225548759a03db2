import { describe, expect, it } from "vitest";
import { countryCode, countryLabel } from "./country";

describe("the country the proxy names (decision 0186)", () => {
  it("keeps two letters in capitals, and nothing else", () => {
    expect(countryCode("AE")).toBe("AE");
    expect(countryCode(" in ")).toBe("IN");
    expect(countryCode("XX")).toBe("");
    expect(countryCode("T1")).toBe("");
    expect(countryCode("USA")).toBe("");
    expect(countryCode("<b>")).toBe("");
    expect(countryCode("")).toBe("");
    expect(countryCode(undefined)).toBe("");
  });

  it("reads as the country's English name with its code", () => {
    expect(countryLabel("AE")).toBe("United Arab Emirates (AE)");
    expect(countryLabel("IN")).toBe("India (IN)");
    expect(countryLabel("QZ")).toBe("QZ");
  });
});
