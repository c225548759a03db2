import { describe, expect, it } from "vitest";
import { birthDateWindow, isInBirthDateWindow, parseDdMmYyyy, toDdMmYyyy, toIsoDate } from "./birth-date";

describe("birth date", () => {
  it("runs from 1 January (year − 80) to 31 December (year − 17)", () => {
    expect(birthDateWindow(2026)).toEqual({ min: "1946-01-01", max: "2009-12-31" });
    expect(isInBirthDateWindow("1946-01-01", 2026)).toBe(true);
    expect(isInBirthDateWindow("1945-12-31", 2026)).toBe(false);
    expect(isInBirthDateWindow("2009-12-31", 2026)).toBe(true);
    expect(isInBirthDateWindow("2010-01-01", 2026)).toBe(false);
  });
  it("parses DD-MM-YYYY real dates only", () => {
    expect(parseDdMmYyyy("07-03-1990")).toBe("1990-03-07");
    expect(parseDdMmYyyy("29-02-2000")).toBe("2000-02-29");
    expect(parseDdMmYyyy("29-02-2001")).toBeNull();
    expect(parseDdMmYyyy("31-04-1990")).toBeNull();
    expect(parseDdMmYyyy("1990-03-07")).toBeNull();
    expect(parseDdMmYyyy("7-3-1990")).toBeNull();
  });
  it("converts between a date input's value and DD-MM-YYYY", () => {
    expect(toDdMmYyyy("1990-03-07")).toBe("07-03-1990");
    expect(toDdMmYyyy("")).toBe("");
    expect(toIsoDate("07-03-1990")).toBe("1990-03-07");
    expect(toIsoDate("nonsense")).toBe("");
  });
});
