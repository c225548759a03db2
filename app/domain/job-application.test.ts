import { describe, expect, it } from "vitest";
import { courseTypeOf, isOtherCode, mandatoryQualifications, numberOf, upsertByCode } from "./job-application";

describe("job application helpers", () => {
  it("tells board-type courses (SSLC…, HSE…) from study-type ones", () => {
    expect(courseTypeOf("")).toBe("none");
    expect(courseTypeOf("SSLC")).toBe("board");
    expect(courseTypeOf("hse-2")).toBe("board");
    expect(courseTypeOf("BTECH")).toBe("study");
    expect(courseTypeOf("OTHCRS")).toBe("study");
  });
  it("recognises 'Other' codes by their OTH prefix", () => {
    expect(isOtherCode("OTH")).toBe(true);
    expect(isOtherCode("othuniv")).toBe(true);
    expect(isOtherCode("BOTH")).toBe(false);
  });
  it("reads numbers typed or sent as JSON", () => {
    expect(numberOf("")).toBeNull();
    expect(numberOf(null)).toBeNull();
    expect(numberOf(" 72.5 ")).toBe(72.5);
    expect(numberOf(80)).toBe(80);
    expect(numberOf("1e3")).toBeNaN();
    expect(numberOf("abc")).toBeNaN();
    expect(numberOf(true)).toBeNaN();
  });
  it("replaces the entry with the same Code or appends", () => {
    const list = [
      { Code: "a", v: 1 },
      { Code: "b", v: 2 },
    ];
    expect(upsertByCode(list, { Code: "b", v: 3 })).toEqual([
      { Code: "a", v: 1 },
      { Code: "b", v: 3 },
    ]);
    expect(upsertByCode(list, { Code: "c", v: 4 })).toHaveLength(3);
  });
  it("starts with the two mandatory qualifications, not fully filled", () => {
    const [sslc, hse] = mandatoryQualifications();
    expect(sslc).toMatchObject({
      Code: "SSLC",
      CourseText: "SSLC / X / Matriculation",
      IsMandatory: true,
      IsFullyFilled: false,
    });
    expect(hse).toMatchObject({
      Code: "HSE",
      CourseText: "Higher Secondary / Plus Two / Pre-Degree",
      IsMandatory: true,
      IsFullyFilled: false,
    });
  });
});
