import type { RequestHandler } from "express";
import { isStaffPath } from "~/domain/staff/staff-path";

/**
 * Every staff response: never stored by a browser or proxy, never indexed. The security headers
 * and CSP are the public site's (set earlier for every response); the page cache refuses these
 * paths on its own (server/http/page-cache.ts).
 */
export const staffResponseHeaders: RequestHandler = (req, res, next) => {
  if (isStaffPath(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
};
