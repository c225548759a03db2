import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { StaffAuthService } from "./staff-auth";
import { createXsrf } from "../security/xsrf";
import { createStaffContext } from "./staff-context";

const xsrf = createXsrf("unit-test-secret-0123456789abcdef0123");
const marketer: SignedInStaff = { id: 7, email: "m@x.example", name: "M", role: "marketing", twoFactor: false };
const SESSION = "S".repeat(43);

function contextFor(user: SignedInStaff | null) {
  const service = {
    sessionUser: async (id: string | null) => (user && id === SESSION ? { user, idHash: "h" } : null),
  } as unknown as StaffAuthService;
  return createStaffContext({ service, https: false, clientIp: "127.0.0.1", xsrf });
}

async function thrown(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}

describe("requirePermission", () => {
  it("sends a signed-out request to the sign-in page with the path it asked for", async () => {
    const res = (await thrown(
      contextFor(null).requirePermission(new Request("http://x/staff/news?page=2"), "news:manage"),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/staff/login?redirectTo=%2Fstaff%2Fnews%3Fpage%3D2");
  });

  it("answers 403 to a signed-in role the table does not allow, and the person to one it does", async () => {
    const request = () => new Request("http://x/staff/users", { headers: { cookie: `staff=${SESSION}` } });
    const refused = await thrown(contextFor(marketer).requirePermission(request(), "users:manage"));
    expect(isRouteErrorResponse(refused) || (refused as { type?: string }).type === "DataWithResponseInit").toBe(true);
    expect((refused as { init?: { status: number } }).init?.status).toBe(403);
    expect(await contextFor(marketer).requirePermission(request(), "news:manage")).toEqual(marketer);
  });
});

describe("the staff forms' XSRF token", () => {
  const signedIn = () => new Request("http://x/staff/users", { headers: { cookie: `staff=${SESSION}` } });

  it("is derived from the session and checked against it", async () => {
    const token = await contextFor(marketer).formToken(signedIn());
    expect(token).toBe(xsrf.sessionToken("h"));
    expect(await contextFor(marketer).formTokenMatches(signedIn(), token)).toBe(true);
    // Another session's token, a visitor's cookie token, or nothing: refused.
    expect(await contextFor(marketer).formTokenMatches(signedIn(), xsrf.sessionToken("other"))).toBe(false);
    expect(await contextFor(marketer).formTokenMatches(signedIn(), xsrf.issue())).toBe(false);
    expect(await contextFor(marketer).formTokenMatches(signedIn(), null)).toBe(false);
  });

  it("is not there when signed out (the visitor's cookie token is checked instead)", async () => {
    expect(await contextFor(null).formToken(new Request("http://x/staff/login"))).toBeNull();
    expect(await contextFor(null).formTokenMatches(new Request("http://x/staff/login"), "anything")).toBeNull();
  });

  it("differs with the secret", () => {
    expect(createXsrf("another-secret-0123456789abcdef0123456").sessionToken("h")).not.toBe(xsrf.sessionToken("h"));
  });
});
