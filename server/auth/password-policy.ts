import { readFileSync } from "node:fs";
import path from "node:path";
import { staffMessages } from "~/domain/staff/messages";
import { passwordLengthProblem } from "~/domain/staff/password-rules";

/**
 * The password policy: the length rule of app/domain, and no password from the list of common ones
 * shipped in server/auth/common-passwords.txt (where it comes from: docs/decisions/0023).
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

/** True when the password (in any letter case) is on the list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** The message of the first rule the password breaks, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? staffMessages.passwordTooCommon : null);
}

/** How many entries the shipped list holds (for its test). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
