import { expect, it } from "vitest";
import { isStaffPath } from "./staff-path";

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
