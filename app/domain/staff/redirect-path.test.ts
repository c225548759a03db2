import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInCodePath, signInPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirectPath("/staff")).toBe("/staff");
    expect(safeRedirectPath("/staff/applications?status=new#top")).toBe("/staff/applications?status=new#top");
  });

  it.each([
    ["//evil.example", "protocol-relative"],
    ["///evil.example", "three slashes"],
    ["/\\evil.example", "slash backslash"],
    ["\\\\evil.example", "two backslashes"],
    ["https://evil.example/staff", "absolute URL"],
    ["javascript:alert(1)", "script scheme"],
    ["staff", "relative path"],
    ["", "empty"],
    ["/\t/evil.example", "tab inside"],
    ["/\n/evil.example", "newline inside"],
    [" /staff", "leading space"],
  ])("refuses %j (%s) and gives the console home", (value) => {
    expect(safeRedirectPath(value)).toBe("/staff");
  });

  it.each([
    "/.//evil.example/x",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/a/..//evil.example",
    "/staff/..//evil",
    "/staff/../..//evil",
    "\\\\evil",
    "/staff/%2f%2fevil",
    "/staff/%5c%5cevil",
    "/staff/%2e%2e/careers",
    "/staff//evil",
    "/staff/%",
    "/careers",
    "/staffroom",
  ])("refuses %j, which resolves (or decodes) outside the console or to another host", (value) => {
    expect(safeRedirectPath(value)).toBe("/staff");
  });

  it("keeps a console path once its dot segments are resolved", () => {
    expect(safeRedirectPath("/staff/users/../jobs")).toBe("/staff/jobs");
    expect(safeRedirectPath("/staff/./users?x=1")).toBe("/staff/users?x=1");
    expect(safeRedirectPath("/staff/")).toBe("/staff/");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBe("/staff");
    expect(safeRedirectPath(undefined)).toBe("/staff");
    expect(safeRedirectPath(["/staff/x"])).toBe("/staff");
  });

  it("builds the sign-in address with the path to come back to", () => {
    expect(signInPath("/staff/users?page=2")).toBe("/staff/login?redirectTo=%2Fstaff%2Fusers%3Fpage%3D2");
    expect(signInPath("//evil.example")).toBe("/staff/login?redirectTo=%2Fstaff");
    expect(signInPath("/staff/users", "expired")).toBe("/staff/login?redirectTo=%2Fstaff%2Fusers&reason=expired");
    expect(signInCodePath("/staff/users")).toBe("/staff/login/code?redirectTo=%2Fstaff%2Fusers");
    expect(signInCodePath("https://evil.example")).toBe("/staff/login/code?redirectTo=%2Fstaff");
  });
});
