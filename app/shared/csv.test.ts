import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine, neutraliseFormula } from "./csv";

describe("csv cells", () => {
  it.each([
    "=1+1",
    "+1+1",
    "+SUM(A1)",
    "+ ",
    "+",
    "+1-2",
    "+91 98470 12345\t",
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1)",
    "\tx",
    "\rx",
    '=HYPERLINK("http://evil")',
  ])("prefixes %j with a quote mark so it is never a formula", (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(["+91 98470 12345", "+919847012345", "+971 50 123 4567", "+1"])(
    "leaves a phone number %j as typed: a + followed by digits and spaces alone is no formula",
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
      expect(csvCell(text)).toBe(`"${text}"`);
    },
  );

  it("leaves other text alone, including a formula character later in the cell", () => {
    expect(neutraliseFormula("Asha = lead")).toBe("Asha = lead");
    expect(neutraliseFormula(" =1")).toBe(" =1");
    expect(neutraliseFormula("")).toBe("");
  });

  it("quotes text and doubles its quotes (RFC 4180)", () => {
    expect(csvCell("Asha")).toBe('"Asha"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell("=cmd|' /C calc'!A0")).toBe(`"'=cmd|' /C calc'!A0"`);
    expect(csvCell('=1+"x"')).toBe(`"'=1+""x"""`);
  });

  it("keeps Indian names and symbols as they are", () => {
    expect(csvCell("अनन्या ₹")).toBe('"अनन्या ₹"');
  });

  it("writes numbers and flags plainly, and nothing for a missing value", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", 1, null, "-x"])).toBe(`"a",1,,"'-x"\r\n`);
  });

  it("starts files with the UTF-8 byte order mark", () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
