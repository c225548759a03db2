import { APPLICATION_STATUS_PREFIX } from "~/domain/application-status-paths";
import { CONSENT_LINK_PARAMS } from "~/domain/newsletter-consent";
import { SET_PASSWORD_PREFIX } from "~/domain/staff/staff-user";

/** What a secret is replaced with; letters only, so it reads the same percent-encoded or not. */
export const REDACTED = "REDACTED";

/**
 * Paths whose next segment is a secret that opens something: a status link's token (the applicant's
 * page, its `/data` download) and a set-password link's secret. Lower case, without slashes.
 */
const SECRET_AFTER: readonly (readonly string[])[] = [
  APPLICATION_STATUS_PREFIX.split("/").filter(Boolean),
  SET_PASSWORD_PREFIX.split("/").filter(Boolean),
];

/**
 * Query parameters whose values are secrets or a person's data: the newsletter links' signed token,
 * and the console's search box and contact filters (the applications inbox, the messages and
 * subscribers lists, the people page and its export).
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set([CONSENT_LINK_PARAMS.token, "q", "email", "mobile"]);

/** Parameters whose value is an address on this site (sign-in's way back), redacted in turn. */
const NESTED_URL_PARAMS: ReadonlySet<string> = new Set(["redirectto"]);

/** Cheap test for a path that may hold a secret segment, however it is spelt. */
const MAY_HOLD_SECRET = /application|set-password|%|\\/i;

/**
 * A request's URL as the access log may keep it: the secrets in its path and query replaced by
 * `REDACTED`, the rest as it was sent. Paths are matched as the router reads them (case-insensitive,
 * percent-decoded, dot segments resolved), so no other spelling of a status link gets past.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return loggablePath(url);
  return `${loggablePath(url.slice(0, q))}?${loggableQuery(url.slice(q + 1))}`;
}

function loggablePath(path: string): string {
  if (!MAY_HOLD_SECRET.test(path)) return path;
  const segments = decodeEscapes(path).split(/[/\\]/);
  const resolved: string[] = [];
  let redacted = false;
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]!.toLowerCase();
    if (SECRET_AFTER.some((prefix) => sameSegments(resolved, prefix)) && !["", ".", ".."].includes(name)) {
      // A React Router data request for the page (`<token>.data`) keeps its suffix.
      segments[i] = name.endsWith(".data") ? `${REDACTED}.data` : REDACTED;
      redacted = true;
    }
    if (name === "" || name === ".") continue;
    if (name === "..") resolved.pop();
    else resolved.push(name);
  }
  return redacted ? segments.join("/") : path;
}

function loggableQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const name = decodeEscapes(pair.slice(0, eq).replace(/\+/g, " ")).toLowerCase();
      if (SECRET_PARAMS.has(name)) return `${pair.slice(0, eq)}=${REDACTED}`;
      if (NESTED_URL_PARAMS.has(name)) {
        const value = decodeEscapes(pair.slice(eq + 1).replace(/\+/g, " "));
        const safe = loggableUrl(value);
        if (safe !== value) return `${pair.slice(0, eq)}=${encodeURIComponent(safe)}`;
      }
      return pair;
    })
    .join("&");
}

const sameSegments = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/** Percent-escapes decoded where they form UTF-8; a malformed one is left as it is. */
function decodeEscapes(text: string): string {
  if (!text.includes("%")) return text;
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
