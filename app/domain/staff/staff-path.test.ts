import { describe, expect, it } from "vitest";
import { isStaffPath, isStaffPreviewPath, isStaffSignInPath } from "./staff-path";

it("recognises the console's paths, their data requests and other spellings of them", () => {
  for (const p of [
    "/staff",
    "/staff/",
    "/staff/login",
    "/staff.data",
    "/staff/login.data",
    "/STAFF/Login",
    "/staff?x=1",
    "/%73taff/login",
  ])
    expect(isStaffPath(p), p).toBe(true);
  for (const p of ["/", "/staffing", "/staff-news", "/careers/staff", "/api/staff", "/%E0%A4%A"])
    expect(isStaffPath(p), p).toBe(false);
});

it("tells the sign-in steps from the rest of the console", () => {
  for (const p of ["/staff/login", "/staff/login/code", "/staff/set-password/abc-_1"])
    expect(isStaffSignInPath(p), p).toBe(true);
  for (const p of ["/staff", "/staff/account", "/staff/logout", "/staff/users/3", "/staff/login/other", "/login"])
    expect(isStaffSignInPath(p), p).toBe(false);
});

describe("isStaffPreviewPath", () => {
  it("is true for a story's preview only", () => {
    expect(isStaffPreviewPath("/staff/news/12/preview")).toBe(true);
    expect(isStaffPreviewPath("/staff/news/12")).toBe(false);
    expect(isStaffPreviewPath("/staff/news/12/preview/x")).toBe(false);
    expect(isStaffPreviewPath("/company/news")).toBe(false);
  });
});
