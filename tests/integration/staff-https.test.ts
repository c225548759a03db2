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
