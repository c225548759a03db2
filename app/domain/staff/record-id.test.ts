import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId } from "./record-id";

describe("parseRecordId", () => {
  it("takes only plain ids an integer column can hold", () => {
    expect(parseRecordId("42")).toBe(42);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const bad of ["0", "01", "4.2", "1e3", "", null, undefined, "12345678901", "2147483648", "9999999999", "-1"])
      expect(parseRecordId(bad), String(bad)).toBeNull();
  });
});
