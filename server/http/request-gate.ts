import type { IncomingMessage, ServerResponse } from "node:http";

/** The methods this site serves; any other is refused before routing, with 405 and this list. */
export const SERVED_METHODS: readonly string[] = ["GET", "HEAD", "POST"];
export const ALLOW_HEADER = SERVED_METHODS.join(", ");

export type Refusal = { status: 400 | 405; message: string };

export const METHOD_REFUSED: Refusal = { status: 405, message: "This method is not allowed here." };
export const HOST_REFUSED: Refusal = { status: 400, message: "Bad request: the Host header is missing or invalid." };
export const TARGET_REFUSED: Refusal = { status: 400, message: "Bad request: the request target is not a path." };

/**
 * What no browser sends, refused before the fast lane and Express: a method the site does not serve,
 * and a missing or malformed Host (React Router builds each request's URL from it, and an invalid one
 * made that a 500). With `trustForwardedHost`, X-Forwarded-Host is held to the same rule, since the
 * URL is then built from it. A request target in absolute form (`GET http://host/path`, which HTTP
 * lets a client send to a server) is rewritten to its path, the form the router expects.
 */
export function refusalFor(req: IncomingMessage, trustForwardedHost: boolean): Refusal | null {
  if (!SERVED_METHODS.includes(req.method ?? "")) return METHOD_REFUSED;
  const url = req.url ?? "";
  if (!url.startsWith("/")) {
    const absolute = /^https?:\/\//i.test(url) && URL.canParse(url) ? new URL(url) : null;
    if (!absolute) return TARGET_REFUSED;
    req.url = absolute.pathname + absolute.search;
  }
  if (!isValidHost(req.headers.host)) return HOST_REFUSED;
  if (!trustForwardedHost) return null;
  const forwarded = req.headers["x-forwarded-host"];
  const forwardedHosts = [forwarded ?? []].flat().flatMap((v) => v.split(","));
  return forwardedHosts.every((h) => isValidHost(h.trim())) ? null : HOST_REFUSED;
}

/**
 * Hosts found valid lately: nearly every request names one of a few, and the check (a URL parse) cost
 * a noticeable share of a cached page's answer. Bounded, so made-up hosts cannot grow it.
 */
const validHosts = new Set<string>();
const VALID_HOSTS_KEPT = 32;

/** A host name or bracketed IPv6 address, with an optional port of at most 65535, that a URL accepts. */
export function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  if (validHosts.has(host)) return true;
  const m = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=-]+)(?::(\d{1,5}))?$/.exec(host);
  if (!m || (m[1] !== undefined && Number(m[1]) > 65535)) return false;
  if (!URL.canParse(`http://${host}/`)) return false;
  if (validHosts.size >= VALID_HOSTS_KEPT) validHosts.clear();
  validHosts.add(host);
  return true;
}

/** A short plain-text refusal: no page, no stack trace. The connection closes after it. */
export function sendRefusal(res: ServerResponse, refusal: Refusal, fixedHeaders: [string, string][]) {
  for (const [name, value] of fixedHeaders) res.setHeader(name, value);
  res.statusCode = refusal.status;
  if (refusal.status === 405) res.setHeader("Allow", ALLOW_HEADER);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Connection", "close");
  res.end(refusal.message + "\n");
}
