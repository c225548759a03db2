import { describe, expect, it } from "vitest";
import { staffMessages } from "~/domain/staff/messages";
import { commonPasswordCount, isCommonPassword, passwordProblem } from "./password-policy";

describe("the password policy", () => {
  it("asks for at least 12 characters (counted as characters, not bytes) and at most 200", () => {
    expect(passwordProblem("short-pass1")).toBe(staffMessages.passwordTooShort);
    expect(passwordProblem("ééééééééééé")).toBe(staffMessages.passwordTooShort);
    expect(passwordProblem("x".repeat(201))).toBe(staffMessages.passwordTooLong);
    expect(passwordProblem("orbit-lantern-velvet-42")).toBeNull();
    expect(passwordProblem("tqz-8fw-plk-2")).toBeNull();
  });

  it("refuses common passwords in any letter case", () => {
    for (const p of [
      "password1234",
      "Password1234",
      "123456789012",
      "qwertyuiop123",
      "1q2w3e4r5t6y",
      "iloveyou2024",
      "September2025!",
      "passwordpassword",
      "kavachinsuretech",
    ])
      expect(passwordProblem(p), p).toBe(staffMessages.passwordTooCommon);
    expect(isCommonPassword("correcthorsebatterystaple")).toBe(true);
  });

  it("checks the list against the password as typed, spaces included, and without them", () => {
    expect(passwordProblem("Password1234")).toBe(staffMessages.passwordTooCommon);
    expect(passwordProblem(" password1234 ")).toBe(staffMessages.passwordTooCommon);
    expect(passwordProblem("\tqwertyuiop123")).toBe(staffMessages.passwordTooCommon);
  });

  it("refuses a password of spaces only, or of one character repeated", () => {
    expect(passwordProblem(" ".repeat(12))).toBe(staffMessages.passwordBlank);
    expect(passwordProblem(" \t ".repeat(6))).toBe(staffMessages.passwordBlank);
    expect(passwordProblem(".".repeat(12))).toBe(staffMessages.passwordOneCharacter);
    expect(passwordProblem("é".repeat(14))).toBe(staffMessages.passwordOneCharacter);
    expect(passwordProblem("..........,.")).toBeNull();
  });

  it("refuses a password containing the account's email address or the part before its @, in any case", () => {
    const email = "Priya.Nair@Staff.example";
    expect(passwordProblem("priya.nair@staff.example", email)).toBe(staffMessages.passwordContainsEmail);
    expect(passwordProblem("my PRIYA.NAIR password 7", email)).toBe(staffMessages.passwordContainsEmail);
    expect(passwordProblem("orbit-lantern-velvet-42", email)).toBeNull();
    // A local part under three characters is too common a string to refuse.
    expect(passwordProblem("jo-orbit-lantern-velvet", "jo@staff.example")).toBeNull();
    expect(passwordProblem("jo@staff.example-orbit", "jo@staff.example")).toBe(staffMessages.passwordContainsEmail);
    expect(passwordProblem("sam-orbit-lantern-velvet", "sam@staff.example")).toBe(staffMessages.passwordContainsEmail);
  });

  it("ships a list of thousands of entries, all long enough to matter", () => {
    expect(commonPasswordCount()).toBeGreaterThan(5000);
  });

  it("has its messages written once, exactly", () => {
    expect(staffMessages.passwordTooShort).toBe("Use at least 12 characters for your password");
    expect(staffMessages.signInIncorrect).toBe("Email or password is incorrect");
  });
});
