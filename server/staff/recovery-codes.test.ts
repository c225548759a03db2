import { expect, it } from "vitest";
import { looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from "./recovery-codes";

it("makes ten different codes of four groups of four unambiguous symbols", () => {
  const codes = newRecoveryCodes();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const c of codes) {
    expect(c).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
    expect(looksLikeRecoveryCode(c)).toBe(true);
  }
});

it("reads a code however it is typed: case, spaces and dashes do not matter", () => {
  const [code] = newRecoveryCodes(1);
  const typed = ` ${code!.toUpperCase().replace(/-/g, " ")} `;
  expect(normaliseRecoveryCode(typed)).toBe(code!.replace(/-/g, ""));
  expect(recoveryCodeHash(typed)).toBe(recoveryCodeHash(code!));
  expect(recoveryCodeHash(typed)).toMatch(/^[0-9a-f]{64}$/);
  expect(looksLikeRecoveryCode("123456")).toBe(false);
  expect(looksLikeRecoveryCode("abcd-efgh-jkmn-pqr0")).toBe(false);
});
