import type { Request, Response } from "express";
import type { PageCache } from "./http/page-cache";
import type { Services } from "./services";

/**
 * What every route loader and action receives as `context`: the services (never the database
 * itself), the request's CSP nonce and XSRF token, and the address the server saw.
 */
export type AppContext = {
  services: Services;
  nonce: string;
  xsrfToken: string;
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

export function createLoadContext(
  services: Services,
  site: { siteUrl: string; timeZone: string },
  pageCache: PageCache,
  readStylesheet: (href: string) => string | null,
): (req: Request, res: Response) => AppContext {
  return (req, res) => ({
    services,
    nonce: res.locals.nonce as string,
    xsrfToken: res.locals.xsrfToken as string,
    clientIp: req.ip ?? "",
    siteUrl: site.siteUrl,
    timeZone: site.timeZone,
    pageCache,
    readStylesheet,
  });
}
