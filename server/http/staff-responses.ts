import type { RequestHandler } from "express";
import { isResumeFileViewPath } from "~/domain/staff/application-detail";
import { isStaffPath } from "~/domain/staff/staff-path";

/**
 * The policy of a resume shown in an application's page: sandboxed (no script, no plugin may act for
 * this origin, whatever the file holds) and framed by this site's own pages only.
 */
export const RESUME_FILE_VIEW_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

/** A newsletter issue's HTML mail previewed in its page: the same, with the site's own pictures. */
const MAIL_PREVIEW_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";
const isMailPreviewPath = (path: string) => /^\/staff\/newsletter\/\d+\/mail$/.test(path);

/**
 * Every staff response: never stored by a browser or proxy, never indexed. The security headers
 * and CSP are the public site's (set earlier for every response); the page cache refuses these
 * paths on its own (server/http/page-cache.ts). The one exception to "never framed" is a resume
 * shown inside its application's page (docs/decisions/0045-resume-download-and-view.md).
 */
export const staffResponseHeaders: RequestHandler = (req, res, next) => {
  if (isStaffPath(req.path)) {
    const resumeView = isResumeFileViewPath(req.path);
    const mailPreview = isMailPreviewPath(req.path);
    // Set as the head is written, replacing rather than joining what a route sent: the React Router
    // adapter appends a response's headers to those already set ("no-store, no-store"; a download's
    // own nosniff made "nosniff, nosniff" beside the security headers' one).
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      if (resumeView || mailPreview) {
        res.setHeader("Content-Security-Policy", resumeView ? RESUME_FILE_VIEW_POLICY : MAIL_PREVIEW_POLICY);
        res.setHeader("X-Frame-Options", "SAMEORIGIN");
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
  }
  next();
};
