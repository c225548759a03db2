import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";
import { readStaffForm } from "./staff-form.server";

// The load context's checks, as the server makes them: signed out (`session` null), the posted token
// must be the cookie's valid one; signed in, the session's.
const context = (valid: string, session: string | null = null) =>
  ({
    xsrfMatches: (submitted: unknown) => submitted === valid,
    staff: { formTokenMatches: async (_: Request, submitted: unknown) => (session ? submitted === session : null) },
  }) as unknown as AppLoadContext;

const post = (body: string, headers: Record<string, string> = {}, path = "/staff/logout") =>
  new Request(`http://x${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e as { data: unknown; init: { status: number } };
  }
  throw new Error("expected a refusal");
}

describe("readStaffForm", () => {
  it("passes a form whose _xsrf field is the browser's valid token", async () => {
    const form = await readStaffForm(post("_xsrf=tok.sig&a=1"), context("tok.sig"));
    expect(form.get("a")).toBe("1");
  });

  it("refuses with 403 and the XSRF message a form without the field or with another token", async () => {
    for (const body of ["a=1", "_xsrf=", "_xsrf=other.sig"]) {
      const e = await refusal(readStaffForm(post(body), context("tok.sig")));
      expect(e.init.status).toBe(403);
      expect(e.data).toBe(XSRF_REJECTED_MESSAGE);
    }
  });

  it("signed in, passes only the session's token; the sign-in steps take the visitor's too", async () => {
    expect((await readStaffForm(post("_xsrf=s.mac&a=1"), context("tok.sig", "s.mac"))).get("a")).toBe("1");
    for (const body of ["_xsrf=tok.sig", "_xsrf=s.other", "a=1"]) {
      const e = await refusal(readStaffForm(post(body), context("tok.sig", "s.mac")));
      expect(e.init.status).toBe(403);
    }
    const signIn = post("_xsrf=tok.sig&email=x", {}, "/staff/login");
    expect((await readStaffForm(signIn, context("tok.sig", "s.mac"))).get("email")).toBe("x");
  });

  it("refuses a body larger than a staff form may be with 413", async () => {
    const e = await refusal(readStaffForm(post(`_xsrf=tok.sig&a=${"x".repeat(70 * 1024)}`), context("tok.sig")));
    expect(e.init.status).toBe(413);
  });
});
