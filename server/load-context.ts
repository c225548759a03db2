import type { Request, Response } from "express";
import { XSRF_COOKIE } from "~/domain/xsrf";
import type { PageCache } from "./http/page-cache";
import { readCookie, type Xsrf } from "./security/xsrf";
import type { Services } from "./services";

/**
 * What every route loader and action receives as `context`: the services (never the database
 * itself), the request's CSP nonce and XSRF token, and the address the server saw. It is the only
 * way from app/ to the server: app/ never imports server/ (docs/decisions/0017-layers-enforced-by-lint.md).
 */
export type AppContext = {
  services: Services;
  nonce: string;
  xsrfToken: string;
  /**
   * True when a token posted with a plain HTML form is this browser's cookie token and a valid one:
   * the check the API makes on its X-XSRF-TOKEN header.
   */
  xsrfMatches: (submitted: unknown) => boolean;
  clientIp: string;
  siteUrl: string;
  timeZone: string;
  pageCache: PageCache;
  /** The built stylesheet's text for inlining, or null (development). */
  readStylesheet: (href: string) => string | null;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}

export function createLoadContext({
  services,
  site,
  pageCache,
  readStylesheet,
  xsrf,
}: {
  services: Services;
  site: { siteUrl: string; timeZone: string };
  pageCache: PageCache;
  readStylesheet: (href: string) => string | null;
  xsrf: Xsrf;
}): (req: Request, res: Response) => AppContext {
  return (req, res) => ({
    services,
    nonce: res.locals.nonce as string,
    xsrfToken: res.locals.xsrfToken as string,
    xsrfMatches: (submitted) => xsrf.matches(readCookie(req.headers.cookie, XSRF_COOKIE), submitted),
    clientIp: req.ip ?? "",
    siteUrl: site.siteUrl,
    timeZone: site.timeZone,
    pageCache,
    readStylesheet,
  });
}
