import { parseSetCookie } from "cookie";
import { expect, it } from "vitest";
import { createStaffUser, StaffBrowser, STAFF_TEST_PASSWORD } from "../support/staff";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile({ env: { SITE_URL: "https://www.kavach-insuretech.example" } });

it("behind HTTPS the session cookie is __Host-staff: Secure, HttpOnly, SameSite=Strict, Path=/, no Domain", async () => {
  const { email } = await createStaffUser(server, { role: "marketing" });
  const browser = new StaffBrowser(server.baseUrl);
  const res = await browser.signIn(email, STAFF_TEST_PASSWORD);
  expect(res.status).toBe(302);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("staff="))!;
  expect(parseSetCookie(cookie)).toEqual({
    name: "__Host-staff",
    value: expect.stringMatching(/^[\w-]{43}$/),
    path: "/",
    maxAge: 604800,
    httpOnly: true,
    secure: true,
    sameSite: "strict",
  });
  expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  // The bare name means nothing here: only the prefixed cookie opens a session.
  const bare = new StaffBrowser(server.baseUrl);
  bare.cookies.set("staff", browser.cookies.get("__Host-staff")!);
  expect((await bare.get("/staff")).status).toBe(302);
  expect((await browser.get("/staff")).status).toBe(200);
});

it("behind HTTPS the XSRF cookie is __Host-XSRF-TOKEN, and staff forms work with the session's token", async () => {
  const { email } = await createStaffUser(server, { role: "hr" });
  const browser = new StaffBrowser(server.baseUrl);
  const page = await browser.get("/staff/login");
  const cookie = page.headers.getSetCookie().find((c) => c.includes("XSRF-TOKEN="))!;
  expect(parseSetCookie(cookie)).toMatchObject({ name: "__Host-XSRF-TOKEN", path: "/", secure: true, sameSite: "lax" });
  expect(cookie).not.toMatch(/Domain=/i);
  expect((await browser.signIn(email, STAFF_TEST_PASSWORD)).status).toBe(302);
  const ended = await browser.postForm("/staff/account", {
    intent: "end-other-sessions",
    currentPassword: STAFF_TEST_PASSWORD,
  });
  expect(ended.status).toBe(200);
  // The bare cookie name is not read over https: a token planted under it does not pass.
  const planted = new StaffBrowser(server.baseUrl);
  planted.cookies.set("XSRF-TOKEN", browser.visitorToken()!);
  const refused = await planted.postForm("/staff/login", { email, password: STAFF_TEST_PASSWORD });
  expect(refused.status).toBe(403);
});
