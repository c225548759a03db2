/** Every message the staff console's sign-in, account and admin screens show, defined once. */
export const staffMessages = {
  signInIncorrect: "Email or password is incorrect",
  signInMissing: "Enter your email and password",
  /** Too many failures from one client address in a minute (HTTP 429). */
  signInTooManyFromAddress: "Too many failed sign-ins from your network. Please wait a minute and try again.",
  passwordTooShort: "Use at least 12 characters for your password",
  passwordTooLong: "Use at most 200 characters for your password",
  passwordTooCommon: "This password is too common. Choose one that is harder to guess",
  passwordBlank: "Your password cannot be only spaces",
  passwordOneCharacter: "Your password cannot be one character repeated",
  passwordContainsEmail: "Your password cannot contain your email address or the name before its @",
  nameMissing: "Enter your name",
  emailInvalid: "Enter a valid email address",
  roleInvalid: "Role must be one of: admin, hr, marketing, interviewer, sales",
  noSuchAccount: "No staff account has this email address",
  emailTaken: "An account with this email address already exists",
  linkUnknown: "This link is not valid. Check that you copied all of it, or ask an administrator for a new one.",
  linkUsed: "This link has already been used. Sign in, or ask an administrator for a new link.",
  linkExpired: "This link has expired. Ask an administrator for a new one.",
  firstAdminExists: "An administrator account already exists. Sign in instead.",
  forbidden: "Your role does not allow you to open this page.",
  /** On the console home after signing in with a redirect to a page the role cannot open. */
  notOpenToRole: "That page is not open to your role; here is your home page.",
  codeMissing: "Enter the code from your authenticator app, or a recovery code",
  codeIncorrect: "That code is not correct, or it has been used already",
  signInStepExpired: "Your sign-in took too long. Enter your email and password again.",
  currentPasswordIncorrect: "Your current password is incorrect",
  currentPasswordMissing: "Enter your current password",
  twoFactorAlreadyOn: "Two-step sign-in is already on",
  twoFactorNotStarted: "Start the set-up again: there is no code waiting to be confirmed",
  twoFactorRequired: "Administrators must use two-step sign-in here, so it cannot be turned off",
  twoFactorEnrolFirst: "Administrators must turn on two-step sign-in before using the console.",
  cannotDisableSelf: "You cannot disable your own account",
  lastAdmin: "This is the last active admin. Make another account an admin first.",
  accountDisabled: "This account is disabled. Enable it first.",
  noSuchSession: "That session has ended already",
  unknownAction: "This form asked for something the page does not do. Reload the page and try again.",
} as const;

/**
 * While an account has had many failed sign-ins from anywhere, a network it has not signed in from
 * gets one attempt every few seconds; `seconds` is the wait left.
 */
export function signInPacedMessage(seconds: number): string {
  return `There have been many failed sign-ins for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
}

/** The lock-out message after five failed sign-ins for one address from one network; `minutes` is the wait left. */
export function signInLockedMessage(minutes: number): string {
  return `Too many failed sign-ins for this email address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
