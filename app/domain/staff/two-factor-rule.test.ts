import { expect, it } from "vitest";
import { isAccountPath, mustEnrolTwoFactor } from "./two-factor-rule";

it("asks only admins without a second factor to enrol, and only when the server requires it", () => {
  expect(mustEnrolTwoFactor({ role: "admin", twoFactor: false }, true)).toBe(true);
  expect(mustEnrolTwoFactor({ role: "admin", twoFactor: true }, true)).toBe(false);
  expect(mustEnrolTwoFactor({ role: "hr", twoFactor: false }, true)).toBe(false);
  expect(mustEnrolTwoFactor({ role: "marketing", twoFactor: false }, true)).toBe(false);
  expect(mustEnrolTwoFactor({ role: "admin", twoFactor: false }, false)).toBe(false);
});

it("recognises the account page's address however it is asked for", () => {
  for (const p of ["/staff/account", "/staff/account/", "/staff/account.data", "/STAFF/Account"])
    expect(isAccountPath(p), p).toBe(true);
  for (const p of ["/staff", "/staff/users", "/staff/accounts", "/staff/account/x"])
    expect(isAccountPath(p), p).toBe(false);
});
