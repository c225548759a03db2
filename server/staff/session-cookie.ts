import { createHash, randomBytes } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { readCookie } from "../security/xsrf";

/** Eight hours without a request ends a session; seven days end it whatever the activity. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Over https the cookie carries the `__Host-` prefix, which the browser accepts only with Secure,
 * Path=/ and no Domain (so no sibling host can set or shadow it); the prefix is refused without
 * Secure, so plain http (local development) uses the bare name.
 */
export function sessionCookieName(https: boolean): string {
  return https ? "__Host-staff" : "staff";
}

/** A new session id: 256 random bits, base64url. Only its hash is ever stored. */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 hex of a session id or one-time link secret: what the database keeps. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function sessionCookie(https: boolean, id: string): string {
  return stringifySetCookie({
    name: sessionCookieName(https),
    value: id,
    ...attributes(https, SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearedSessionCookie(https: boolean): string {
  return stringifySetCookie({ name: sessionCookieName(https), value: "", ...attributes(https, 0) });
}

/**
 * Between a correct password and the second factor: the browser holds a short-lived ticket in a
 * cookie of its own (never a session: it opens nothing by itself).
 */
export const SIGN_IN_STEP_MS = 5 * 60 * 1000;

export function signInStepCookieName(https: boolean): string {
  return https ? "__Host-staff-code" : "staff-code";
}

export function signInStepCookie(https: boolean, ticket: string): string {
  return stringifySetCookie({
    name: signInStepCookieName(https),
    value: ticket,
    ...attributes(https, SIGN_IN_STEP_MS / 1000),
  });
}

export function clearedSignInStepCookie(https: boolean): string {
  return stringifySetCookie({ name: signInStepCookieName(https), value: "", ...attributes(https, 0) });
}

/** HttpOnly (no script reads it), SameSite=Strict (no cross-site request carries it), Secure over https. */
function attributes(https: boolean, maxAge: number) {
  return { path: "/", maxAge, httpOnly: true, secure: https, sameSite: "strict" } as const;
}

/** The session id the browser sent, if it has the shape of one. */
export function readSessionId(cookieHeader: string | null | undefined, https: boolean): string | null {
  const value = readCookie(cookieHeader ?? undefined, sessionCookieName(https));
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}

/** The sign-in step's ticket the browser sent, if it has the shape of one. */
export function readSignInTicket(cookieHeader: string | null | undefined, https: boolean): string | null {
  const value = readCookie(cookieHeader ?? undefined, signInStepCookieName(https));
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}
