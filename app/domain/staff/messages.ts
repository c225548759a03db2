/** Every message the staff sign-in, password and link screens show, defined once. */
export const staffMessages = {
  signInIncorrect: "Email or password is incorrect",
  signInMissing: "Enter your email and password",
  /** Too many failures from one client address in a minute (HTTP 429). */
  signInTooManyFromAddress: "Too many failed sign-ins from your network. Please wait a minute and try again.",
  passwordTooShort: "Use at least 12 characters for your password",
  passwordTooLong: "Use at most 200 characters for your password",
  passwordTooCommon: "This password is too common. Choose one that is harder to guess",
  nameMissing: "Enter your name",
  emailInvalid: "Enter a valid email address",
  roleInvalid: "Role must be one of: admin, hr, marketing",
  noSuchAccount: "No staff account has this email address",
  emailTaken: "An account with this email address already exists",
  linkUnknown: "This link is not valid. Check that you copied all of it, or ask an administrator for a new one.",
  linkUsed: "This link has already been used. Sign in, or ask an administrator for a new link.",
  linkExpired: "This link has expired. Ask an administrator for a new one.",
  firstAdminExists: "An administrator account already exists. Sign in instead.",
  forbidden: "Your role does not allow you to open this page.",
} as const;

/** The lock-out message after five failed sign-ins for one address; `minutes` is the wait left. */
export function signInLockedMessage(minutes: number): string {
  return `Too many failed sign-ins for this email address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
