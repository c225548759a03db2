import { staffMessages } from "./messages";

/** The length part of the password policy; the common-password list is checked on the server. */
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
