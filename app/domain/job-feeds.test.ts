import { describe, expect, it } from "vitest";
import { rfc822Date } from "./job-feeds";
import { escapeXml } from "../shared/xml";

describe("rfc822Date", () => {
  it("writes the day of the week, a two-digit day, the month's name and midnight GMT", () => {
    expect(rfc822Date("2026-11-22")).toBe("Sun, 22 Nov 2026 00:00:00 GMT");
    expect(rfc822Date("2027-03-01")).toBe("Mon, 01 Mar 2027 00:00:00 GMT");
    expect(rfc822Date("2028-02-29T10:00:00Z")).toBe("Tue, 29 Feb 2028 00:00:00 GMT");
  });
  it("is read back as the same day", () => {
    for (const day of ["2026-01-01", "2026-12-31", "2030-07-15"]) {
      expect(new Date(rfc822Date(day)).toISOString().slice(0, 10)).toBe(day);
    }
  });
});

describe("escapeXml", () => {
  it("escapes the five characters XML reserves", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});
