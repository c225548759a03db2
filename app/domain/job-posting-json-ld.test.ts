import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { cdata } from "../shared/xml";
import { endOfDayIn } from "./job-posting-json-ld";

describe("validThrough: the end of a last date of apply in the company's zone", () => {
  it("carries the zone's offset on that day, summer time included", () => {
    expect(endOfDayIn("2027-01-31", "Asia/Kolkata")).toBe("2027-01-31T23:59:59+05:30");
    expect(endOfDayIn("2027-01-31", "Asia/Dubai")).toBe("2027-01-31T23:59:59+04:00");
    expect(endOfDayIn("2027-01-31", "Europe/London")).toBe("2027-01-31T23:59:59+00:00");
    expect(endOfDayIn("2027-07-01", "Europe/London")).toBe("2027-07-01T23:59:59+01:00");
    expect(endOfDayIn("2027-07-01", "America/New_York")).toBe("2027-07-01T23:59:59-04:00");
    expect(endOfDayIn("2027-07-01", "Asia/Kathmandu")).toBe("2027-07-01T23:59:59+05:45");
  });

  it("is one second before the next day begins there", () => {
    const end = endOfDayIn("2026-12-31", "Asia/Kolkata");
    expect(Date.parse(end) + 1000).toBe(Date.parse("2026-12-31T18:30:00Z"));
  });
});

describe("CDATA sections", () => {
  const roundTrip = (text: string) =>
    (new XMLParser({ parseTagValue: false }).parse(`<a>${cdata(text)}</a>`) as { a: string }).a;

  it("give back markup, entities and a section's end as typed", () => {
    for (const text of ["<b>bold</b> & &amp;", "a]]>b", "]]>", "x]]]]>y", "one\ntwo"])
      expect(roundTrip(text)).toBe(text);
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
  });

  it("drop the characters XML cannot carry", () => {
    expect(cdata("a\u0000b\u0008c\td")).toBe("<![CDATA[abc\td]]>");
  });
});
