import { readFileSync } from "node:fs";
import path from "node:path";
import { staffMessages } from "~/domain/staff/messages";
import { passwordEmailProblem, passwordLengthProblem, passwordShapeProblem } from "~/domain/staff/password-rules";

/**
 * The password policy: the rules of app/domain/staff/password-rules.ts (length, not blank or one
 * character repeated, not the account's email address), and no password from the list of common ones
 * shipped in server/staff/common-passwords.txt (where it comes from: docs/decisions/0023).
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(import.meta.dirname, "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

/**
 * True when the password (in any letter case) is on the list, as typed or without the spaces around
 * it: the password kept is the one typed, so the typed form is checked first.
 */
export function isCommonPassword(password: string): boolean {
  const typed = password.toLowerCase();
  return commonPasswords().has(typed) || commonPasswords().has(typed.trim());
}

/**
 * The message of the first rule the password breaks, or null when it may be used. `email` is the
 * account's address (when known), which the password may not contain.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  return (
    passwordLengthProblem(password) ??
    passwordShapeProblem(password) ??
    passwordEmailProblem(password, email) ??
    (isCommonPassword(password) ? staffMessages.passwordTooCommon : null)
  );
}

/** How many entries the shipped list holds (for its test). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
