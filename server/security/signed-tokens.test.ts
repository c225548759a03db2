import { describe, expect, it } from "vitest";
import { signedToken, signedTokenMatches } from "./signed-tokens";

const secret = "a-test-secret-of-at-least-32-characters";

describe("signed tokens", () => {
  it("match only the same secret, purpose and subject", () => {
    const token = signedToken(secret, "newsletter-confirm", "7:priya@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signedTokenMatches(secret, "newsletter-confirm", "7:priya@example.com", token)).toBe(true);
    expect(signedTokenMatches(secret, "newsletter-unsubscribe", "7:priya@example.com", token)).toBe(false);
    expect(signedTokenMatches(secret, "newsletter-confirm", "8:priya@example.com", token)).toBe(false);
    expect(signedTokenMatches(`${secret}!`, "newsletter-confirm", "7:priya@example.com", token)).toBe(false);
    expect(signedTokenMatches(secret, "newsletter-confirm", "7:priya@example.com", token.slice(1))).toBe(false);
    expect(signedTokenMatches(secret, "newsletter-confirm", "7:priya@example.com", undefined)).toBe(false);
  });
});
