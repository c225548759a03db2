import { describe, expect, it } from "vitest";
import {
  clearedSessionCookie,
  newSessionId,
  readSessionId,
  sessionCookie,
  sessionCookieName,
  sha256Hex,
} from "./session-cookie";

describe("the staff session cookie", () => {
  it("is __Host-staff with Secure over https, and staff without it over http", () => {
    const id = newSessionId();
    expect(sessionCookieName(true)).toBe("__Host-staff");
    expect(sessionCookie(true, id)).toBe(
      `__Host-staff=${id}; Path=/; Max-Age=604800; HttpOnly; Secure; SameSite=Strict`,
    );
    expect(sessionCookie(false, id)).toBe(`staff=${id}; Path=/; Max-Age=604800; HttpOnly; SameSite=Strict`);
    expect(clearedSessionCookie(true)).toBe("__Host-staff=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict");
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
});
