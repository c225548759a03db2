import { describe, expect, it } from "vitest";
import { referenceLine, referenceNumber } from "./reference-number";

describe("referenceNumber", () => {
  it("is A or R, a dash and the id in at least six digits", () => {
    expect(referenceNumber("application", 42)).toBe("A-000042");
    expect(referenceNumber("resume", 7)).toBe("R-000007");
    expect(referenceNumber("application", 12345678)).toBe("A-12345678");
    expect(referenceLine("A-000042")).toBe(
      "Your reference number is A-000042. A confirmation is on its way to your e-mail address.",
    );
  });
});
