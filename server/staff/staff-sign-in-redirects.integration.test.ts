import { describe, expect, it } from "vitest";
import { staffMessages } from "~/domain/staff/messages";
import { asHtml, signedInAs, StaffBrowser, createStaffUser } from "../../tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Where the sign-in pages send a person: only to a console path once it is resolved (no spelling of
 * another host), and only to a page their role opens (else home, with a note).
 */
const server = serverForFile();

const SPELLINGS = [
  "/.//evil.example/x",
  "/..//evil.example/x",
  "/%2e//evil.example/x",
  "/%2e%2e//evil.example/x",
  "/a/..//evil.example/x",
  "/staff/..//evil.example",
  "\\\\evil.example",
  "/staff/%2f%2fevil.example",
];

describe(`sign-in redirects on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("sends a signed-in person only to a console path, for every spelling of another host, from both pages", async () => {
    const { browser } = await signedInAs(server, "admin");
    for (const page of ["/staff/login", "/staff/login/code"])
      for (const spelling of SPELLINGS) {
        const res = await browser.get(`${page}?redirectTo=${encodeURIComponent(spelling)}`);
        expect(res.status, `${page} ${spelling}`).toBe(302);
        expect(res.headers.get("location"), `${page} ${spelling}`).toBe("/staff");
      }
    const kept = await browser.get(`/staff/login?redirectTo=${encodeURIComponent("/staff/users/../audit")}`);
    expect(kept.headers.get("location")).toBe("/staff/audit");
  });

  it("signing in with one of those spellings lands on the console home", async () => {
    const { email, password } = await createStaffUser(server, { role: "hr" });
    for (const spelling of SPELLINGS.slice(0, 3)) {
      const res = await new StaffBrowser(server.baseUrl).signIn(email, password, spelling);
      expect(res.status, spelling).toBe(302);
      expect(res.headers.get("location"), spelling).toBe("/staff");
    }
  });

  it("sends a person whose role cannot open the page asked for to the console home, with a note", async () => {
    const { email, password } = await createStaffUser(server, { role: "hr" });
    const browser = new StaffBrowser(server.baseUrl);
    const res = await browser.signIn(email, password, "/staff/users");
    expect(res.status).toBe(302);
    const landing = res.headers.get("location")!;
    expect(landing).toMatch(/^\/staff\?/);
    const home = await browser.get(landing);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(asHtml(staffMessages.notOpenToRole));
    // Already signed in: the sign-in page sends them the same way.
    const again = await browser.get(`/staff/login?redirectTo=${encodeURIComponent("/staff/audit")}`);
    expect(again.headers.get("location")).toBe(landing);
    // A page the role opens is kept, and the home page says nothing then.
    const allowed = await new StaffBrowser(server.baseUrl).signIn(email, password, "/staff/applications");
    expect(allowed.headers.get("location")).toBe("/staff/applications");
    expect(await (await browser.get("/staff")).text()).not.toContain(asHtml(staffMessages.notOpenToRole));
  });
});
