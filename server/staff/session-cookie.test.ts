import { parseSetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import {
  clearedSessionCookie,
  clearedSignInStepCookie,
  newSessionId,
  readSignInTicket,
  readSessionId,
  sessionCookie,
  sessionCookieName,
  sha256Hex,
  signInStepCookie,
} from "./session-cookie";

describe("the staff session cookie", () => {
  it("is __Host-staff with Secure over https, and staff without it over http", () => {
    const id = newSessionId();
    expect(sessionCookieName(true)).toBe("__Host-staff");
    expect(parseSetCookie(sessionCookie(true, id))).toEqual({
      name: "__Host-staff",
      value: id,
      path: "/",
      maxAge: 604800,
      httpOnly: true,
      secure: true,
      sameSite: "strict",
    });
    expect(parseSetCookie(sessionCookie(false, id))).toEqual({
      name: "staff",
      value: id,
      path: "/",
      maxAge: 604800,
      httpOnly: true,
      sameSite: "strict",
    });
    expect(parseSetCookie(clearedSessionCookie(true))).toEqual({
      name: "__Host-staff",
      value: "",
      path: "/",
      maxAge: 0,
      httpOnly: true,
      secure: true,
      sameSite: "strict",
    });
  });

  it("carries 256 random bits, and the database gets their SHA-256", () => {
    const id = newSessionId();
    expect(Buffer.from(id, "base64url")).toHaveLength(32);
    expect(newSessionId()).not.toBe(id);
    expect(sha256Hex(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex(id)).not.toContain(id);
  });

  it("reads only a well-formed id under the name for the scheme", () => {
    const id = newSessionId();
    expect(readSessionId(`a=1; __Host-staff=${id}`, true)).toBe(id);
    expect(readSessionId(`staff=${id}`, true)).toBeNull();
    expect(readSessionId(`staff=${id}`, false)).toBe(id);
    expect(readSessionId("staff=short", false)).toBeNull();
    expect(readSessionId(null, false)).toBeNull();
  });

  it("keeps the sign-in step's ticket in a cookie of its own that lasts five minutes", () => {
    const ticket = newSessionId();
    const flags = { path: "/", httpOnly: true, sameSite: "strict" };
    expect(parseSetCookie(signInStepCookie(true, ticket))).toEqual({
      name: "__Host-staff-code",
      value: ticket,
      maxAge: 300,
      secure: true,
      ...flags,
    });
    expect(parseSetCookie(signInStepCookie(false, ticket))).toEqual({
      name: "staff-code",
      value: ticket,
      maxAge: 300,
      ...flags,
    });
    expect(parseSetCookie(clearedSignInStepCookie(false))).toEqual({
      name: "staff-code",
      value: "",
      maxAge: 0,
      ...flags,
    });
    expect(readSignInTicket(`staff=${newSessionId()}; staff-code=${ticket}`, false)).toBe(ticket);
    expect(readSignInTicket(`staff=${ticket}`, false)).toBeNull();
    expect(readSignInTicket(`__Host-staff-code=${ticket}`, true)).toBe(ticket);
  });
});
