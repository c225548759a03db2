import { describe, expect, it } from "vitest";
import {
  birthDateWindow,
  isAdultOn,
  isWithinOldestAge,
  latestAdultBirthDate,
  parseDdMmYyyy,
  toDdMmYyyy,
  toIsoDate,
} from "./birth-date";

describe("birth date", () => {
  it("runs from 1 January (year − 80) to the day the applicant turns 18", () => {
    expect(birthDateWindow("2026-11-25")).toEqual({ min: "1946-01-01", max: "2008-11-25" });
    expect(isWithinOldestAge("1946-01-01", "2026-11-25")).toBe(true);
    expect(isWithinOldestAge("1945-12-31", "2026-11-25")).toBe(false);
  });
  it("is 18 on the birthday, not the day before", () => {
    expect(isAdultOn("2008-11-25", "2026-11-25")).toBe(true);
    expect(isAdultOn("2008-11-26", "2026-11-25")).toBe(false);
    // 17 years and 11 months: the original window (to 31 December of year − 17) took this applicant.
    expect(isAdultOn("2009-01-01", "2026-11-25")).toBe(false);
  });
  it("turns someone born on 29 February 18 on the 28th in a common year", () => {
    expect(latestAdultBirthDate("2026-02-28")).toBe("2008-02-28");
    expect(isAdultOn("2008-02-29", "2026-02-28")).toBe(false);
    expect(isAdultOn("2008-02-29", "2026-03-01")).toBe(true);
    expect(latestAdultBirthDate("2028-02-29")).toBe("2010-02-28");
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
