import type { RequestHandler } from "express";
import { matchRoutes } from "react-router";
import { isStaffPath } from "~/domain/staff/staff-path";

/**
 * The policy of a resume shown in an application's page: sandboxed (no script, no plugin may act for
 * this origin, whatever the file holds) and framed by this site's own pages only.
 */
export const RESUME_FILE_VIEW_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

/** A newsletter issue's HTML mail previewed in its page: the same, with the site's own pictures. */
export const MAIL_PREVIEW_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

/**
 * The console's responses shown inside one of its pages, by the route that answers them (app/routes/staff/
 * hiring/staff.{applications,resumes}_.$id_.resume.$mode.ts with mode `view`, app/routes/staff/newsletter/
 * staff.newsletter.$id_.mail.ts), matched as React Router matches them: in any letter case,
 * percent-decoded, with or without a trailing slash. Wider than the routes (any id, `VIEW`, which the route
 * refuses) errs on the side of the sandbox.
 */
const FRAMED_ROUTES = [
  { path: "/staff/applications/:id/resume/view", policy: RESUME_FILE_VIEW_POLICY },
  { path: "/staff/resumes/:id/resume/view", policy: RESUME_FILE_VIEW_POLICY },
  { path: "/staff/newsletter/:id/mail", policy: MAIL_PREVIEW_POLICY },
];

/**
 * The path React Router routes a request by: server/http/react-router-handler.ts makes the router's URL from
 * `originalUrl`, and a URL resolves dot segments (`%2e%2e` too) and reads a backslash as a slash, which
 * Express's `req.path` does not.
 */
function routerPathOf(originalUrl: string): string {
  try {
    return new URL(`http://localhost${originalUrl}`).pathname;
  } catch {
    return originalUrl;
  }
}

/** The sandbox policy of the route a path reaches, by React Router's own matcher, or null. */
export function framedPolicyOf(routerPath: string): string | null {
  return matchRoutes(FRAMED_ROUTES, routerPath)?.[0]?.route.policy ?? null;
}

/**
 * Every staff response: never stored by a browser or proxy, never indexed. The security headers
 * and CSP are the public site's (set earlier for every response); the page cache refuses these
 * paths on its own (server/http/page-cache.ts). The one exception to "never framed" is a resume or a
 * newsletter mail shown inside its page (docs/decisions/0045-resume-download-and-view.md), sandboxed.
 */
export const staffResponseHeaders: RequestHandler = (req, res, next) => {
  const routerPath = routerPathOf(req.originalUrl);
  if (isStaffPath(req.path) || isStaffPath(routerPath)) {
    const framedPolicy = framedPolicyOf(routerPath);
    // Set as the head is written, replacing rather than joining what a route sent: the React Router
    // adapter appends a response's headers to those already set ("no-store, no-store"; a download's
    // own nosniff made "nosniff, nosniff" beside the security headers' one).
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      if (framedPolicy) {
        res.setHeader("Content-Security-Policy", framedPolicy);
        res.setHeader("X-Frame-Options", "SAMEORIGIN");
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
  }
  next();
};
