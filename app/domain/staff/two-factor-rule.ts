import type { SignedInStaff } from "./staff-user";

/** Where a person turns the second factor on (and the one page an admin who must may still open). */
export const STAFF_ACCOUNT_PATH = "/staff/account";

/**
 * True when this person must turn on two-step sign-in before anything else: admins, when the server
 * requires it (STAFF_REQUIRE_2FA).
 */
export function mustEnrolTwoFactor(user: Pick<SignedInStaff, "role" | "twoFactor">, required: boolean): boolean {
  return required && user.role === "admin" && !user.twoFactor;
}

/** True for the account page's own address (its data request and a trailing slash included). */
export function isAccountPath(pathname: string): boolean {
  return (
    pathname
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .toLowerCase() === STAFF_ACCOUNT_PATH
  );
}
