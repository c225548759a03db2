/**
 * The names and the message of the XSRF check, shared by the pages (which send the token) and the
 * server (which checks it, server/security/xsrf.ts). Only names here: the signing needs node:crypto,
 * which the browser bundle must not include.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
/**
 * The cookie's name over https: the `__Host-` prefix makes the browser refuse it unless it is Secure,
 * for the whole site (Path=/) and set by this host (no Domain), so a sibling subdomain cannot plant one.
 */
const XSRF_HTTPS_COOKIE = `__Host-${XSRF_COOKIE}`;

export function xsrfCookieName(secure: boolean): string {
  return secure ? XSRF_HTTPS_COOKIE : XSRF_COOKIE;
}
/** The header in which the pages' script echoes the cookie's token on an API call. */
export const XSRF_HEADER = "x-xsrf-token";
/** The hidden field that carries the same token in plain HTML form posts. */
export const XSRF_FIELD = "_xsrf";
export const XSRF_REJECTED_MESSAGE =
  "Your session token is missing or has expired. Please reload the page and try again.";
