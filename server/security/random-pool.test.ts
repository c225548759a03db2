import { describe, expect, it } from "vitest";
import { randomString } from "./random-pool";

describe("randomString", () => {
  it("gives strings of the asked length that never repeat, across pool refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(randomString(16, "base64"));
    expect(seen.size).toBe(2000);
    for (const s of seen) expect(Buffer.from(s, "base64")).toHaveLength(16);
    expect(Buffer.from(randomString(18, "base64url"), "base64url")).toHaveLength(18);
    expect(Buffer.from(randomString(5000, "base64url"), "base64url")).toHaveLength(5000);
  });
});
