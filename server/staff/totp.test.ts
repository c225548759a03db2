import { describe, expect, it } from "vitest";
import { groupedSecret, looksLikeTotpCode, newTotpSecret, totpCode, totpStep, totpUri } from "./totp";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" at 59 s gives 94287082 (8 digits); the
// 6-digit code is its last six digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("computes the RFC 6238 test vector's code", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
  });

  it("accepts the code of the current step and of one step either side, and says which step it was", () => {
    const t = 1_700_000_000_000;
    const step = Math.floor(t / 30_000);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, t), t)).toBe(step);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, t - 30_000), t)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, t + 30_000), t)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, t - 90_000), t)).toBeNull();
  });

  it("refuses a wrong code and what is not six digits, and ignores spaces", () => {
    const t = 1_700_000_000_000;
    const code = totpCode(RFC_SECRET, t);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(totpStep(RFC_SECRET, wrong, t)).toBeNull();
    expect(totpStep(RFC_SECRET, "", t)).toBeNull();
    expect(totpStep(RFC_SECRET, "12345a", t)).toBeNull();
    expect(totpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, t)).not.toBeNull();
    expect(looksLikeTotpCode("123 456")).toBe(true);
    expect(looksLikeTotpCode("abcd-efgh")).toBe(false);
  });

  it("makes 160-bit base32 secrets and an otpauth address apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "Kavach InsureTech", "asha@staff.example"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Kavach InsureTech:asha@staff.example");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Kavach InsureTech");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(groupedSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
