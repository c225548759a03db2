import { APPLICATION_STATUS_PREFIX } from "~/domain/application-status-paths";
import { DEMO_BOOKING_PREFIX } from "~/domain/demo/demo-paths";
import { CONSENT_LINK_PARAMS } from "~/domain/newsletter-consent";
import { SET_PASSWORD_PREFIX } from "~/domain/staff/staff-user";

/** What a secret is replaced with; letters only, so it reads the same percent-encoded or not. */
export const REDACTED = "REDACTED";

/**
 * The one table of paths whose next segment is a secret that opens something: a status link's token (the
 * applicant's page, its `/data` download), a set-password link's secret, a demo booking's private link and
 * a calendar feed's secret (`/calendar/{secret}.ics`, app/routes/calendar.$file.ts). Lower case, without
 * slashes. The links whose secret is a query parameter (the newsletter's and job alerts' confirmation and
 * unsubscribe links) are SECRET_PARAMS'. A route with a secret in its path is added here, and its request
 * to tests/integration/access-log-secrets.test.ts, which fails for an entry it does not request.
 */
export const SECRET_AFTER: readonly (readonly string[])[] = [
  APPLICATION_STATUS_PREFIX.split("/").filter(Boolean),
  SET_PASSWORD_PREFIX.split("/").filter(Boolean),
  DEMO_BOOKING_PREFIX.split("/").filter(Boolean),
  ["calendar"],
];

/**
 * Query parameters whose values are secrets or a person's data: the newsletter's and job alerts' links'
 * signed token (`t`, CONSENT_LINK_PARAMS),
 * and the console's search box and contact filters (the applications inbox, the messages and
 * subscribers lists, the people page and its export).
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set([CONSENT_LINK_PARAMS.token, "q", "email", "mobile"]);

/** Parameters whose value is an address on this site (sign-in's way back), redacted in turn. */
const NESTED_URL_PARAMS: ReadonlySet<string> = new Set(["redirectto"]);

/** Cheap test for a path that may hold a secret segment, however it is spelt: a table's name, an escape. */
const MAY_HOLD_SECRET = new RegExp(
  [...new Set(SECRET_AFTER.map((prefix) => prefix.at(-1)!)), "%", "\\"]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "i",
);

/** Suffixes a secret segment keeps: a React Router data request's (`<token>.data`), a calendar file's. */
const KEPT_SUFFIXES = [".data", ".ics"];

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
      segments[i] = REDACTED + (KEPT_SUFFIXES.find((suffix) => name.endsWith(suffix)) ?? "");
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
