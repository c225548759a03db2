import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import type { RequestHandler } from "express";
import { XSRF_HEADER, XSRF_REJECTED_MESSAGE, xsrfCookieName } from "~/shared/xsrf";
import { randomString } from "./random-pool";

function sign(secret: string, value: string) {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function createXsrf(secret: string) {
  const issue = () => {
    const value = randomString(18, "base64url");
    return `${value}.${sign(secret, value)}`;
  };
  const isValid = (token: unknown): token is string => {
    if (typeof token !== "string") return false;
    const [value, mac, extra] = token.split(".");
    if (!value || !mac || extra !== undefined) return false;
    const expected = Buffer.from(sign(secret, value));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  /** True when a submitted token is a valid one and is the one this browser's cookie holds. */
  const matches = (cookieToken: string | undefined, submitted: unknown) =>
    isValid(cookieToken) && typeof submitted === "string" && submitted === cookieToken;
  /**
   * The token of the staff console's forms for one session (its id's SHA-256): derived from the
   * session, so a token from another session, or from a signed-out page, does not pass for it.
   */
  const sessionToken = (sessionIdHash: string) => `s.${sign(secret, `staff-session:${sessionIdHash}`)}`;
  const matchesSession = (sessionIdHash: string, submitted: unknown) => {
    if (typeof submitted !== "string") return false;
    const expected = Buffer.from(sessionToken(sessionIdHash));
    const given = Buffer.from(submitted);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return { issue, isValid, matches, sessionToken, matchesSession };
}
export type Xsrf = ReturnType<typeof createXsrf>;

/** One cookie's value from a Cookie header, percent-decoded (the `cookie` package's parser). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/**
 * The visitor's valid signed token from the XSRF-TOKEN cookie, or a new one with the Set-Cookie
 * header that gives it (the cookie is readable by the page's script, which copies it into
 * X-XSRF-TOKEN).
 */
export function visitorXsrfToken(
  xsrf: Xsrf,
  cookieHeader: string | undefined,
  options: { secure: boolean },
): { token: string; setCookie: string | null } {
  const token = readCookie(cookieHeader, xsrfCookieName(options.secure));
  if (xsrf.isValid(token)) return { token, setCookie: null };
  const issued = xsrf.issue();
  // The object form: the (name, value, options) form copies the options per call, ten times slower.
  const setCookie = stringifySetCookie({
    name: xsrfCookieName(options.secure),
    value: issued,
    path: "/",
    secure: options.secure,
    sameSite: "lax",
  });
  return { token: issued, setCookie };
}

/**
 * A file-like address (/sitemap.xml, /careers/feed.xml, /robots.txt, an export): never a page with a
 * form, and the public ones may be kept by a shared cache, which would hand one visitor's cookie to all.
 */
const FILE_LIKE_PATH = /\.[A-Za-z0-9]+$/;

/**
 * Ensures every visitor holds a valid token and exposes it as res.locals.xsrfToken; the cookie is
 * not sent with a file-like address.
 */
export function issueXsrfCookie(xsrf: Xsrf, options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    const { token, setCookie } = visitorXsrfToken(xsrf, req.headers.cookie, options);
    if (setCookie && !FILE_LIKE_PATH.test(req.path)) res.append("Set-Cookie", setCookie);
    res.locals.xsrfToken = token;
    next();
  };
}

/** Rejects a non-GET API call whose X-XSRF-TOKEN header does not match its cookie. */
export function requireXsrfHeader(xsrf: Xsrf, options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const cookie = readCookie(req.headers.cookie, xsrfCookieName(options.secure));
    if (!xsrf.matches(cookie, req.headers[XSRF_HEADER])) {
      res.status(403).json({ Message: XSRF_REJECTED_MESSAGE });
      return;
    }
    next();
  };
}
