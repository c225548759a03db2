import type { RequestHandler } from "express";
import { redirectLocation } from "~/domain/site-content/redirects";

type Lookup = (pathname: string) => Promise<{ to: string; status: number } | null>;

/**
 * Answers a GET or HEAD for an old address with its redirect (301 or 302), keeping the query string, before
 * any page is rendered (docs/decisions/0168). It is Express middleware, not a loader: it works without
 * JavaScript, for addresses no route knows, and for a page held in the page cache, since every change to
 * the redirects empties that cache, and a redirected address never reaches the renderer to be cached again.
 */
export function siteRedirects(find: Lookup): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    find(req.path).then((redirect) => {
      if (!redirect) return next();
      const query = req.originalUrl.indexOf("?");
      const search = query === -1 ? "" : req.originalUrl.slice(query);
      res.setHeader("Cache-Control", redirect.status === 301 ? "public, max-age=3600" : "no-store");
      res.redirect(redirect.status, redirectLocation(redirect.to, search));
    }, next);
  };
}
