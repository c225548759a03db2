import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isLinkTokenShaped, linkTokenHash, linkTokenOf, newLinkSeed } from "./application-link-tokens";

const SECRET = "unit-test-secret-0123456789abcdef0123";

describe("status link tokens", () => {
  it("makes a different 43-character token from each new seed, the same one from the same seed", () => {
    const seeds = Array.from({ length: 50 }, newLinkSeed);
    expect(new Set(seeds).size).toBe(50);
    const tokens = seeds.map((s) => linkTokenOf(SECRET, s));
    expect(new Set(tokens).size).toBe(50);
    for (const t of tokens) expect(isLinkTokenShaped(t)).toBe(true);
    expect(linkTokenOf(SECRET, seeds[0]!)).toBe(tokens[0]);
  });

  it("depends on the secret: another secret turns the same seed into another token", () => {
    const seed = newLinkSeed();
    expect(linkTokenOf(SECRET, seed)).not.toBe(linkTokenOf(`${SECRET}x`, seed));
  });

  it("stores the token's SHA-256 in hex, which is not the token", () => {
    const token = linkTokenOf(SECRET, newLinkSeed());
    expect(linkTokenHash(token)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(linkTokenHash(token)).not.toContain(token);
  });

  it("does not look up anything that cannot be a token", () => {
    for (const bad of [undefined, null, 42, "", "short", "x".repeat(44), "../".repeat(15)])
      expect(isLinkTokenShaped(bad)).toBe(false);
  });
});
