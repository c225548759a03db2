import { staffMessages } from "./messages";

/**
 * The password policy's rules that need no list: length, not blank or one character repeated, not
 * the account's own email address. The common-password list is checked on the server
 * (server/staff/password-policy.ts), which applies all of them.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** A bound on the work one hash does; no passphrase a person types comes near it. */
export const PASSWORD_MAX_LENGTH = 200;

/** The first length rule the password breaks, or null. Length counts characters, not bytes. */
export function passwordLengthProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return staffMessages.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return staffMessages.passwordTooLong;
  return null;
}

/** A blank password (only spaces) or one character repeated ("............"), or null. */
export function passwordShapeProblem(password: string): string | null {
  if (password.trim() === "") return staffMessages.passwordBlank;
  const characters = [...password];
  if (characters.every((ch) => ch === characters[0])) return staffMessages.passwordOneCharacter;
  return null;
}

/** The shortest local part (before the @) worth refusing inside a password; shorter ones are common words. */
const SHORTEST_LOCAL_PART = 3;

/**
 * A password containing the account's email address, or the part before the @ when it is at least
 * three characters long, in any letter case, or null.
 */
export function passwordEmailProblem(password: string, email: string | null | undefined): string | null {
  const address = (email ?? "").trim().toLowerCase();
  if (!address) return null;
  const typed = password.toLowerCase();
  const local = address.split("@")[0] ?? "";
  const found = typed.includes(address) || (local.length >= SHORTEST_LOCAL_PART && typed.includes(local));
  return found ? staffMessages.passwordContainsEmail : null;
}
