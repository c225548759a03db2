import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger";
import { applySecurityHeaders, type SecurityHeaderSet } from "../security/headers";
import { newNonce } from "../security/nonce";
import { visitorXsrfToken, type Xsrf } from "../security/xsrf";
import { isStaffPath } from "~/domain/staff/staff-path";
import { asksForPreview } from "~/domain/site-content/content-preview";
import { acceptsGzip } from "./accepts-gzip";
import type { PageCache } from "./page-cache";
import { beginRequestLog } from "./request-id";

export type FastLaneDeps = {
  cache: PageCache;
  securityHeaders: SecurityHeaderSet;
  xsrf: Xsrf;
  secureCookie: boolean;
  logger: Logger;
  clientIp: (req: IncomingMessage) => string;
};

/**
 * Answers a GET or HEAD for a page held in the page cache before Express sees the request, with
 * the same headers as the full stack (request id, security headers and a fresh nonce, XSRF cookie,
 * the page's own headers) and the same log line. Returns false, having touched nothing, for
 * anything else: the request then goes through Express, which renders and caches the page.
 */
export function pageFastLane(deps: FastLaneDeps) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (url.startsWith("/api/") || url.startsWith("/assets/") || isStaffPath(url)) return false;
    // A request that asks to revalidate (a hard reload) is rendered afresh and replaces its entry, as a
    // shared HTTP cache would do; it adds no entry, so it cannot push other pages out
    // (docs/decisions/0041-page-cache-revalidation.md).
    if (/\bno-cache\b/i.test(String(req.headers["cache-control"] ?? ""))) return false;
    // A staff member previewing drafts gets the page made afresh from them (docs/decisions/0180).
    if (asksForPreview(req.headers.cookie)) return false;
    const page = deps.cache.lookup(url);
    if (!page) return false;

    beginRequestLog(deps.logger, req, res, () => deps.clientIp(req));
    const nonce = newNonce();
    const { token, setCookie } = visitorXsrfToken(deps.xsrf, req.headers.cookie, { secure: deps.secureCookie });
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const body = page.body({ nonce, xsrfToken: token }, gzip ? "gzip" : "identity");

    applySecurityHeaders(res, deps.securityHeaders, nonce);
    if (setCookie) res.setHeader("Set-Cookie", setCookie);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", "HIT");
    res.setHeader("Vary", "Accept-Encoding");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    // Corked, the headers and every chunk leave in one writev.
    res.cork();
    for (const chunk of body.chunks) res.write(chunk);
    res.end();
    return true;
  };
}
