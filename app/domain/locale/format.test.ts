import { describe, expect, it } from "vitest";
import { formatLongDateIn, formatNumberIn } from "./format";

describe("dates and numbers in the page's language", () => {
  it("writes a calendar date as each language does, English exactly as before", () => {
    expect(formatLongDateIn("2026-03-07", "en")).toBe("March 7, 2026");
    expect(formatLongDateIn("2026-11-10", "ar")).toBe("10 نوفمبر 2026");
    expect(formatLongDateIn("2026-11-10", "ml")).toBe("2026 നവംബർ 10");
    expect(formatLongDateIn("2026-11-10", "hi")).toBe("10 नवंबर 2026");
  });

  it("keeps the day of a timestamp whatever the time zone, and answers anything else as given", () => {
    expect(formatLongDateIn("2026-01-01T23:30:00-05:00", "hi")).toBe("1 जनवरी 2026");
    expect(formatLongDateIn("", "ar")).toBe("");
    expect(formatLongDateIn("soon", "ml")).toBe("soon");
  });

  it("writes numbers with the language's digits (all four use 0-9)", () => {
    expect(formatNumberIn(3, "ar")).toBe("3");
    expect(formatNumberIn(1234, "hi")).toBe("1,234");
  });
});
